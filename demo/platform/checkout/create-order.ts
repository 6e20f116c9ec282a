// "Pay (demo)": turns an open session into an order, takes the stock, drops the cart (it then answers 410).
import { stockShortfalls } from '../api/stock.ts';
import { createId } from '../state/create-id.ts';
import type { OrderRecord, PlatformState, SessionRecord, ShopRecord } from '../state/types.ts';

export interface OrderInput {
  customer: { name: string; email: string };
  analytics: OrderRecord['analytics'];
}

export type PayOutcome =
  { ok: true; order: OrderRecord } | { ok: false; reason: 'out_of_stock' | 'cart_gone'; message: string };

export function createOrder(
  state: PlatformState,
  shop: ShopRecord,
  session: SessionRecord,
  input: OrderInput,
  now: number,
): PayOutcome {
  const cart = state.carts[session.cartId];
  if (!cart || cart.status !== 'open')
    return { ok: false, reason: 'cart_gone', message: 'The cart behind this checkout no longer exists.' };
  const short = stockShortfalls(state, session.lines);
  if (short.length > 0) {
    return {
      ok: false,
      reason: 'out_of_stock',
      message: `Some items sold out meanwhile (${short.map((s) => `${s.available} left of ${s.variantId}`).join(', ')}).`,
    };
  }
  for (const line of session.lines) {
    const variant = state.products.find((p) => p.id === line.productId)?.variants.find((v) => v.id === line.variantId);
    if (variant && variant.stock !== null) variant.stock -= line.quantity;
  }
  state.sequences.order += 1;
  const at = new Date(now).toISOString();
  const order: OrderRecord = {
    id: createId('ord'),
    number: String(1000 + state.sequences.order),
    shopId: shop.id,
    storeId: shop.storeId,
    sessionId: session.id,
    cartId: session.cartId,
    status: 'new',
    currency: session.currency,
    subtotal: session.subtotal,
    vatTotal: session.vatTotal,
    total: session.total,
    customer: input.customer,
    lines: structuredClone(session.lines),
    storefront: session.storefront,
    analytics: input.analytics,
    createdAt: at,
    updatedAt: at,
  };
  state.orders.push(order);
  session.status = 'paid';
  session.orderNumber = order.number;
  cart.status = 'checked_out';
  cart.lines = [];
  cart.updatedAt = at;
  return { ok: true, order };
}
