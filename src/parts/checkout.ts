// The checkout part of the client (loaded on first use, see ../client-parts.ts): the handoff, the redirect, the session
// read, the embedded checkout and the order confirmation, with the query parameters a hosted-checkout URL carries
// (campaign, consent, analytics ids).
import { describeHandoffParams } from '../handoff-params.ts';
import { type CheckoutDeps, createCheckoutResource } from '../resources/checkout.ts';
import type { CookieStore } from '../storage/resolve-cookie-store.ts';
import { sleep } from '../transport/attempt-signal.ts';
import type { CheckoutResource, ConsentResource, ShopkitStorefront } from '../types.ts';

export interface CheckoutPartDeps extends Omit<CheckoutDeps, 'handoffParams' | 'sleep'> {
  storefront: ShopkitStorefront | null;
  consent: ConsentResource;
  cookies: CookieStore;
  /** How the order confirmation waits between reads (a test seam; default: a timer). */
  sleep?: CheckoutDeps['sleep'];
}

export function createCheckoutPart(deps: CheckoutPartDeps): CheckoutResource {
  const { storefront, consent, cookies } = deps;
  return createCheckoutResource({
    ...deps,
    sleep: deps.sleep ?? sleep,
    handoffParams: () => describeHandoffParams(storefront, consent, cookies),
  });
}
