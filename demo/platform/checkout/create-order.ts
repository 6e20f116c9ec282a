// "Pay (demo)", in one transaction: locks the session and its cart, takes the stock of every line (one conditional
// UPDATE per variant, in variant order), numbers the order and closes the cart (it then answers 410). When the
// payment provider confirms at once, the order is written and order.new queued in the same transaction; otherwise the
// session waits as `processing` and `confirmPayment` writes the order when the confirmation arrives. Anything that
// stops the payment throws PayRefused, which rolls all of it back; that includes a cart changed since the checkout
// started (refresh-session.ts), so nothing the shopper added is dropped unseen.
import type { Tx } from '../db/database.ts';
import { findCart, saveCart } from '../repo/carts.ts';
import { findSession, saveSession } from '../repo/checkout-sessions.ts';
import { insertOrder, nextOrderNumber } from '../repo/orders.ts';
import { findShop } from '../repo/shops.ts';
import { findVariantStock, takeStock } from '../repo/variants.ts';
import { createId } from '../state/create-id.ts';
import type { OrderRecord, PendingOrder, SessionRecord, ShopRecord } from '../state/types.ts';
import { queueWebhook } from '../webhooks/queue-webhook.ts';
import { isCartChanged } from './refresh-session.ts';

export type OrderInput = PendingOrder;

export class PayRefused extends Error {
  override readonly name = 'PayRefused';
  constructor(
    readonly reason: 'out_of_stock' | 'cart_gone' | 'paid' | 'cart_changed',
    message: string,
    readonly orderNumber: string | null = null,
  ) {
    super(message);
  }
}

/** What paying did: the order number, and whether the payment is confirmed or waits for the provider. */
export interface PayOutcome {
  number: string;
  status: 'paid' | 'processing';
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

/** Writes the order of a paid session (numbered already) and queues order.new; the session becomes `paid`. */
async function writeOrder(tx: Tx, shop: ShopRecord, session: SessionRecord, input: OrderInput, now: number) {
  const at = new Date(now).toISOString();
  const order: OrderRecord = {
    id: createId('ord'),
    number: session.orderNumber!,
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
  await saveSession(tx, { ...session, status: 'paid', paymentConfirmAt: null, pendingOrder: null });
  await queueWebhook(tx, { shopId: shop.id, event: 'order.new', targetId: order.id }, now);
  return order;
}

/**
 * Pays a session. `confirmAt` comes from the payment settings: 'now' writes the order at once; a time or null leaves
 * the session `processing` until `confirmPayment` (at that time, or when the admin API confirms it).
 */
export async function payForSession(
  tx: Tx,
  shop: ShopRecord,
  sessionId: string,
  input: OrderInput,
  options: { now: number; confirmAt: 'now' | number | null },
): Promise<PayOutcome> {
  const session = await findSession(tx, sessionId, { lock: true });
  if (!session) throw new PayRefused('cart_gone', 'This checkout no longer exists.');
  if (session.status !== 'open')
    throw new PayRefused('paid', `This checkout was paid as order ${session.orderNumber}.`, session.orderNumber);
  const cart = await findCart(tx, session.cartId, { lock: true });
  if (!cart || cart.status !== 'open')
    throw new PayRefused('cart_gone', 'The cart behind this checkout no longer exists.');
  if (isCartChanged(cart, session))
    throw new PayRefused('cart_changed', 'Your cart changed after this checkout started; check the new total.');
  await takeLines(tx, session);
  const at = new Date(options.now).toISOString();
  await saveCart(tx, { ...cart, status: 'checked_out', lines: [], updatedAt: at });
  const numbered = { ...session, orderNumber: await nextOrderNumber(tx) };
  if (options.confirmAt === 'now') {
    await writeOrder(tx, shop, numbered, input, options.now);
    return { number: numbered.orderNumber, status: 'paid' };
  }
  const confirmAt = options.confirmAt === null ? null : new Date(options.confirmAt).toISOString();
  await saveSession(tx, { ...numbered, status: 'processing', paymentConfirmAt: confirmAt, pendingOrder: input });
  return { number: numbered.orderNumber, status: 'processing' };
}

/**
 * The payment provider confirmed a processing session's payment: writes its order. Returns the order, or null when
 * the session is not waiting for a confirmation (confirmed already by another reader, never paid, unknown).
 */
export async function confirmPayment(tx: Tx, sessionId: string, now: number): Promise<OrderRecord | null> {
  const session = await findSession(tx, sessionId, { lock: true });
  if (!session || session.status !== 'processing' || !session.pendingOrder) return null;
  const shop = await findShop(tx, session.shopId);
  return shop ? writeOrder(tx, shop, session, session.pendingOrder, now) : null;
}

/** The session as a reader should see it: a processing session whose confirmation is due is confirmed first. */
export async function confirmIfDue(tx: Tx, session: SessionRecord, now: number): Promise<SessionRecord> {
  const due =
    session.status === 'processing' && session.paymentConfirmAt && Date.parse(session.paymentConfirmAt) <= now;
  if (!due || !(await confirmPayment(tx, session.id, now))) return session;
  return (await findSession(tx, session.id)) ?? session;
}
