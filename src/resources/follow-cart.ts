// The cart follows the signed-in shopper: this browser's cart (or none) goes to POST /v2/customer/cart, and the cart
// that comes back (this one merged into theirs, this one adopted, or theirs) is the one this browser remembers and
// announces. Signing out forgets it here; it waits in the account for the next sign-in.
import type { CustomerCart, RequestOptions } from '../types.ts';
import type { AccountDeps } from './account-deps.ts';
import { readCartId, rememberCart } from './remember-cart.ts';

export async function followCart(deps: AccountDeps, options?: RequestOptions): Promise<void> {
  const cartId = await readCartId(deps.cart);
  const followed = await deps.keeper.call<CustomerCart>({
    method: 'POST',
    path: '/v2/customer/cart',
    scope: 'customer:write',
    operation: 'account.followCart',
    query: { currency: await deps.ctx.currency(options) },
    body: { cartId },
    signal: options?.signal,
  });
  if (followed.cart || cartId) await rememberCart(deps.cart, followed.cart);
}
