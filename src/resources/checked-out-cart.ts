// A remembered cart that was handed to the hosted checkout may be an order by now: its cart then answers 410, which
// a browser logs as an error on the thank-you page. So while a checkout session is remembered, the session is asked
// first: a paid one forgets the cart (checkout.session does that and announces null) and is the end of it; an expired
// or unknown one is forgotten, so later reads go straight to the cart. An open one costs this one read per page load,
// until it is paid or expires.
import type { StorageKeys } from '../storage/storage-keys.ts';
import { readValue, writeValue } from '../storage/storage-value.ts';
import type { CheckoutResource, ScopeGuard, StorageAdapter } from '../types.ts';

export interface CheckedOutDeps {
  storage: StorageAdapter;
  keys: StorageKeys;
  scopes: ScopeGuard;
  /** Late-bound: the checkout resource is made after the cart resource that asks. */
  checkout: () => CheckoutResource;
}

/** True when `cartId` became an order through the remembered checkout session (the cart is then forgotten). */
export async function isCheckedOutCart(deps: CheckedOutDeps, cartId: string): Promise<boolean> {
  const sessionId = await readValue(deps.storage, deps.keys.checkoutSession);
  if (sessionId === null || !deps.scopes.has('checkout:read')) return false;
  try {
    const session = await deps.checkout().session(sessionId);
    if (session === null || session.status === 'expired') {
      await writeValue(deps.storage, deps.keys.checkoutSession, null, 0);
      await writeValue(deps.storage, deps.keys.checkoutStore, null, 0);
    }
    return session?.status === 'paid' && session.cartId === cartId;
  } catch {
    return false;
  }
}
