// Reorder: an order's lines that can still be bought go into a cart at today's prices, as far as stock and the cart's
// limits allow; each line says what was asked and what was added, and why not all (`gone`: the product or variant is
// sold no more; `out_of_stock`: none left; `limited`: fewer left, or the cart's 999-per-line limit, than ordered).
// The cart is the one given when it is open, else the customer's own, else a new one of theirs.
import { answer } from '../api/cart-routes.ts';
import { CART_TTL_MS, touchCart } from '../api/cart-access.ts';
import type { ApiRequest } from '../api/context.ts';
import { MAX_LINE_QUANTITY } from '../api/params.ts';
import { MAX_LINES } from '../api/cart-routes.ts';
import { findCart, findCustomerCart, insertCart, saveCart } from '../repo/carts.ts';
import { findVariantStock } from '../repo/variants.ts';
import { createId } from '../state/create-id.ts';
import { loadLineProducts } from '../pricing/price-lines.ts';
import type { CartRecord, OrderRecord } from '../state/types.ts';
import type { ReorderLine } from '../../../wire/customer.ts';
import type { CustomerRecord } from './customer-types.ts';

/** The open cart with `cartId` of this shop, the customer's, or a new one of theirs (not yet stored: `stored` false). */
async function reorderCart(request: ApiRequest, customer: CustomerRecord, cartId: string | null) {
  const now = request.platform.now();
  const given = cartId ? await findCart(request.tx, cartId, { lock: true }) : null;
  const open = (cart: CartRecord | null) =>
    cart && cart.shopId === request.shop.id && cart.status === 'open' && Date.parse(cart.expiresAt) > now;
  if (open(given)) return { cart: given!, stored: true };
  const own = await findCustomerCart(request.tx, customer, { now: new Date(now).toISOString(), lock: true });
  if (own) return { cart: own, stored: true };
  const at = new Date(now).toISOString();
  const cart: CartRecord = {
    id: createId('cart', 20),
    shopId: request.shop.id,
    status: 'open',
    storefront: null,
    surface: request.surface,
    lines: [],
    discountIds: [],
    createdAt: at,
    updatedAt: at,
    expiresAt: new Date(now + CART_TTL_MS).toISOString(),
    customerId: customer.id,
  };
  return { cart, stored: false };
}

/** The order's lines, one per variant (an order never repeats one, but a merged count is what the cart holds). */
function wantedLines(order: OrderRecord) {
  const wanted = new Map<
    string,
    { productId: string; variantId: string; name: string; variantName: string | null; quantity: number }
  >();
  for (const line of order.lines) {
    const seen = wanted.get(line.variantId);
    if (seen) seen.quantity += line.quantity;
    else wanted.set(line.variantId, { ...line, quantity: line.quantity });
  }
  return [...wanted.values()];
}

export async function reorder(
  request: ApiRequest,
  customer: CustomerRecord,
  order: OrderRecord,
  cartId: string | null,
) {
  const { tx } = request;
  const { cart, stored } = await reorderCart(request, customer, cartId);
  const wanted = wantedLines(order);
  const products = await loadLineProducts(tx, request.shop.id, wanted);
  const stock = await findVariantStock(
    tx,
    wanted.map((line) => line.variantId),
  );
  const lines: ReorderLine[] = wanted.map((line) => {
    const report = {
      productId: line.productId,
      variantId: line.variantId,
      name: line.name,
      variantName: line.variantName,
    };
    const variant = products.get(line.productId)?.variants.find((v) => v.id === line.variantId);
    if (!variant) return { ...report, requested: line.quantity, added: 0, reason: 'gone' };
    const existing = cart.lines.find((entry) => entry.variantId === line.variantId);
    const inCart = existing?.quantity ?? 0;
    const onHand = stock.get(line.variantId)?.stock ?? null;
    const left = onHand === null ? Infinity : Math.max(0, onHand - inCart);
    const room = existing || cart.lines.length < MAX_LINES ? MAX_LINE_QUANTITY - inCart : 0;
    const added = Math.max(0, Math.min(line.quantity, left, room));
    if (added > 0 && existing) existing.quantity += added;
    else if (added > 0)
      cart.lines.push({ id: createId('li'), productId: line.productId, variantId: line.variantId, quantity: added });
    const reason = added === line.quantity ? null : left === 0 ? 'out_of_stock' : 'limited';
    return { ...report, requested: line.quantity, added, reason };
  });
  cart.customerId ??= customer.id;
  touchCart(cart, request.platform.now());
  await (stored ? saveCart(tx, cart) : insertCart(tx, cart));
  return { cart: (await answer(request, cart)).body, lines };
}
