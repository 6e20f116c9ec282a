// "Pay (demo)", in one transaction: locks the session and its cart, takes the stock of every line (one conditional
// UPDATE per variant, in variant order), numbers the order, writes it, closes the cart (it then answers 410) and
// queues order.new. Anything that stops the payment throws PayRefused, which rolls all of it back; that includes a
// cart changed since the checkout started (refresh-session.ts), so nothing the shopper added is dropped unseen. Each
// applied discount code counts one use here (a conditional UPDATE that cannot pass the code's limit) and gets a
// redemption row keyed by order and code: a session pays once, so a use is counted exactly once.
import type { Tx } from '../db/database.ts';
import { findCart, saveCart } from '../repo/carts.ts';
import { findSession, saveSession } from '../repo/checkout-sessions.ts';
import { countDiscountUse, insertRedemption } from '../repo/discount-codes.ts';
import { insertOrder, nextOrderNumber } from '../repo/orders.ts';
import { findVariantStock, takeStock } from '../repo/variants.ts';
import { createId } from '../state/create-id.ts';
import type { OrderRecord, SessionRecord, ShopRecord } from '../state/types.ts';
import { queueWebhook } from '../webhooks/queue-webhook.ts';
import { isCartChanged } from './refresh-session.ts';

export interface OrderInput {
  customer: { name: string; email: string };
  analytics: OrderRecord['analytics'];
}

export class PayRefused extends Error {
  override readonly name = 'PayRefused';
  constructor(
    readonly reason: 'out_of_stock' | 'cart_gone' | 'paid' | 'cart_changed' | 'discount_used_up',
    message: string,
    readonly orderNumber: string | null = null,
  ) {
    super(message);
  }
}

async function takeLines(tx: Tx, session: SessionRecord): Promise<void> {
  const wanted = new Map<string, number>();
  for (const line of session.lines) wanted.set(line.variantId, (wanted.get(line.variantId) ?? 0) + line.quantity);
  const short: string[] = [];
  for (const [variantId, quantity] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
    if (!(await takeStock(tx, variantId, quantity)))
      short.push(`${(await findVariantStock(tx, [variantId])).get(variantId)?.stock ?? 0} left of ${variantId}`);
  }
  if (short.length > 0) throw new PayRefused('out_of_stock', `Some items sold out meanwhile (${short.join(', ')}).`);
}

/** Counts one use of every applied code; a code whose last use another payment took refuses this one. */
async function redeemDiscounts(tx: Tx, session: SessionRecord, orderId: string, at: string): Promise<void> {
  for (const discount of session.discounts.filter((entry) => entry.applied)) {
    if (!(await countDiscountUse(tx, discount.id)))
      throw new PayRefused(
        'discount_used_up',
        `The discount code ${discount.code} was used up while you were paying, so nothing was charged and no order was placed. Go back to the shop to see your cart without it.`,
      );
    const { shopId, currency } = session;
    await insertRedemption(tx, {
      orderId,
      discountId: discount.id,
      shopId,
      amount: discount.amount,
      currency,
      createdAt: at,
    });
  }
}

export async function createOrder(
  tx: Tx,
  shop: ShopRecord,
  sessionId: string,
  input: OrderInput,
  now: number,
): Promise<OrderRecord> {
  const session = await findSession(tx, sessionId, { lock: true });
  if (!session) throw new PayRefused('cart_gone', 'This checkout no longer exists.');
  if (session.status === 'paid')
    throw new PayRefused('paid', `This checkout was paid as order ${session.orderNumber}.`, session.orderNumber);
  const cart = await findCart(tx, session.cartId, { lock: true });
  if (!cart || cart.status !== 'open')
    throw new PayRefused('cart_gone', 'The cart behind this checkout no longer exists.');
  if (isCartChanged(cart, session))
    throw new PayRefused('cart_changed', 'Your cart changed after this checkout started; check the new total.');
  await takeLines(tx, session);
  const at = new Date(now).toISOString();
  const orderId = createId('ord');
  await redeemDiscounts(tx, session, orderId, at);
  const order: OrderRecord = {
    id: orderId,
    number: await nextOrderNumber(tx),
    shopId: shop.id,
    storeId: shop.storeId,
    sessionId: session.id,
    cartId: session.cartId,
    status: 'new',
    currency: session.currency,
    subtotal: session.subtotal,
    discounts: session.discounts
      .filter((discount) => discount.applied)
      .map(({ id, code, amount }) => ({ id, code, amount })),
    discountTotal: session.discountTotal,
    vatTotal: session.vatTotal,
    total: session.total,
    customer: input.customer,
    lines: session.lines,
    storefront: session.storefront,
    analytics: input.analytics,
    createdAt: at,
    updatedAt: at,
  };
  await insertOrder(tx, order);
  await saveSession(tx, { ...session, status: 'paid', orderNumber: order.number });
  await saveCart(tx, { ...cart, status: 'checked_out', lines: [], updatedAt: at });
  await queueWebhook(tx, { shopId: shop.id, event: 'order.new', targetId: order.id }, now);
  return order;
}
