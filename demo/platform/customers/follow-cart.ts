// The cart that follows a signed-in customer from browser to browser (POST /v2/customer/cart). This browser's cart
// and the customer's own are made one: lines of the same variant add up (at most 999), the others are added, a code
// the customer's cart lacks comes along, and this browser's cart answers 410 `merged` from then on. A browser cart
// alone is adopted (it becomes the customer's); the customer's cart alone is this browser's from now on. Nothing is
// dropped: when both together would pass the 100-line limit, they stay apart and this browser keeps its own.
import { answer, MAX_LINES } from '../api/cart-routes.ts';
import { touchCart } from '../api/cart-access.ts';
import type { ApiRequest } from '../api/context.ts';
import { MAX_LINE_QUANTITY } from '../api/params.ts';
import { findCart, findCustomerCart, saveCart } from '../repo/carts.ts';
import type { CartRecord } from '../state/types.ts';
import type { CustomerRecord } from './customer-types.ts';

/** This browser's cart, when it is an open cart of the shop. */
async function browserCart(request: ApiRequest, cartId: string | null): Promise<CartRecord | null> {
  if (!cartId) return null;
  const cart = await findCart(request.tx, cartId, { lock: true });
  const open = cart?.shopId === request.shop.id && cart.status === 'open';
  return open && Date.parse(cart.expiresAt) > request.platform.now() ? cart : null;
}

/** Moves `from`'s lines and code into `into`; false (nothing changed) when the lines would not fit. */
function mergeInto(into: CartRecord, from: CartRecord): boolean {
  const added = from.lines.filter((line) => !into.lines.some((entry) => entry.variantId === line.variantId));
  if (into.lines.length + added.length > MAX_LINES) return false;
  for (const line of from.lines) {
    const same = into.lines.find((entry) => entry.variantId === line.variantId);
    if (same) same.quantity = Math.min(MAX_LINE_QUANTITY, same.quantity + line.quantity);
  }
  into.lines.push(...added);
  if (into.discountIds.length === 0) into.discountIds = [...from.discountIds];
  return true;
}

export async function followCart(request: ApiRequest, customer: CustomerRecord, cartId: string | null) {
  const { tx, platform } = request;
  const now = platform.now();
  const here = await browserCart(request, cartId);
  const own = await findCustomerCart(tx, customer, {
    now: new Date(now).toISOString(),
    except: here?.id ?? null,
    lock: true,
  });
  const result = (cart: CartRecord | null, merged: boolean) =>
    cart ? answer(request, cart).then(({ body }) => ({ cart: body, merged })) : { cart: null, merged };
  if (!here) return result(own, false);
  if (!own || !mergeInto(own, here)) {
    here.customerId ??= customer.id;
    touchCart(here, now);
    await saveCart(tx, here);
    return result(here, false);
  }
  touchCart(own, now);
  await saveCart(tx, own);
  await saveCart(tx, { ...here, status: 'merged', lines: [], discountIds: [], updatedAt: own.updatedAt });
  return result(own, true);
}
