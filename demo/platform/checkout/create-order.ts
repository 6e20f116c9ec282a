// "Pay (demo)", in one transaction: locks the session and its cart, takes the stock of every line (one conditional
// UPDATE per variant, in variant order), numbers the order, writes it, closes the cart (it then answers 410) and
// queues order.new. Anything that stops the payment throws PayRefused, which rolls all of it back.
import type { Tx } from '../db/database.ts';
import { findCart, saveCart } from '../repo/carts.ts';
import { findSession, saveSession } from '../repo/checkout-sessions.ts';
import { insertOrder, nextOrderNumber } from '../repo/orders.ts';
import { findVariantStock, takeStock } from '../repo/variants.ts';
import { createId } from '../state/create-id.ts';
import type { OrderRecord, SessionRecord, ShopRecord } from '../state/types.ts';
import { queueWebhook } from '../webhooks/queue-webhook.ts';

export interface OrderInput {
  customer: { name: string; email: string };
  analytics: OrderRecord['analytics'];
}

export class PayRefused extends Error {
  override readonly name = 'PayRefused';
  constructor(
    readonly reason: 'out_of_stock' | 'cart_gone' | 'paid',
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
  await takeLines(tx, session);
  const at = new Date(now).toISOString();
  const order: OrderRecord = {
    id: createId('ord'),
    number: await nextOrderNumber(tx),
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
