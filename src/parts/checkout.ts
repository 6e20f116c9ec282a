// The checkout part of the client (loaded on first use, see ../client-parts.ts): the handoff, the redirect and the
// session read, with the query parameters a hosted-checkout URL carries (campaign, consent, analytics ids).
import { describeHandoffParams } from '../handoff-params.ts';
import { type CheckoutDeps, createCheckoutResource } from '../resources/checkout.ts';
import type { CookieStore } from '../storage/resolve-cookie-store.ts';
import type { CheckoutResource, ConsentResource, ShopkitStorefront } from '../types.ts';

export interface CheckoutPartDeps extends Omit<CheckoutDeps, 'handoffParams'> {
  storefront: ShopkitStorefront | null;
  consent: ConsentResource;
  cookies: CookieStore;
}

export function createCheckoutPart(deps: CheckoutPartDeps): CheckoutResource {
  const { storefront, consent, cookies } = deps;
  return createCheckoutResource({ ...deps, handoffParams: () => describeHandoffParams(storefront, consent, cookies) });
}
