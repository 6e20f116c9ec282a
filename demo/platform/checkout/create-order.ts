// "Pay (demo)", in one transaction: locks the session and its cart, takes the stock of every line (one conditional
// UPDATE per variant, in variant order), counts one use of each applied discount code (a conditional UPDATE that
// cannot pass the code's limit, and a redemption row keyed by order and code: a session pays once, so a use is
// counted exactly once), numbers the order and closes the cart (it then answers 410). When the payment provider
// confirms at once, the order is written and order.new queued in the same transaction; otherwise the session waits as
// `processing` and `confirmPayment` writes the order (under the id its redemptions already name) when the
// confirmation arrives. Anything that stops the payment throws PayRefused, which rolls all of it back; that includes a
// cart changed since the checkout started (refresh-session.ts), so nothing the shopper added is dropped unseen. The
// shipping is priced first (pricing/price-delivery.ts: a delivery that cannot be shipped throws DeliveryRefused), and
// the session keeps its method, cost and address from then on, as the order does. Writing the order also queues its
// confirmation e-mail (sent after the commit), and a signed-in customer's order keeps its address in their account.
import { describeSurface } from '../attribution/describe-surface.ts';
import type { Tx } from '../db/database.ts';
import { findCart, saveCart } from '../repo/carts.ts';
import { findSession, saveSession } from '../repo/checkout-sessions.ts';
import { countDiscountUse, insertRedemption } from '../repo/discount-codes.ts';
import { insertOrder, nextOrderNumber } from '../repo/orders.ts';
import { findShop } from '../repo/shops.ts';
import { findVariantStock, takeStock } from '../repo/variants.ts';
import { createId } from '../state/create-id.ts';
import type { OrderRecord, PendingOrder, SessionRecord, ShopRecord } from '../state/types.ts';
import { queueWebhook } from '../webhooks/queue-webhook.ts';
import { emailKey } from '../customers/email-address.ts';
import { keepAddress } from '../customers/saved-addresses.ts';
import { findCustomer, saveCustomerAddresses } from '../repo/customers.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { resolveMailLocale } from '../mail/mail-texts.ts';
import { type DeliveryInput, priceDelivery } from '../pricing/price-delivery.ts';
import { isCartChanged } from './refresh-session.ts';

/** What the shopper's form gives the order: who pays, and where and how it ships (null: the form had no address). */
export type OrderInput = Omit<PendingOrder, 'orderId'> & { delivery: DeliveryInput | null };

export class PayRefused extends Error {
  override readonly name = 'PayRefused';
  constructor(
    readonly reason: 'out_of_stock' | 'cart_gone' | 'paid' | 'replaced' | 'cart_changed' | 'discount_used_up',
    message: string,
    readonly orderNumber: string | null = null,
  ) {
    super(message);
  }
}

/** Why a replaced session cannot be paid (its page and a payment refused for it say the same). */
export const REPLACED_MESSAGE =
  'A newer checkout was started for the same cart (in another tab, or after the cart changed), so this one can no ' +
  'longer be paid and nothing was charged. Go back to the shop and check out from there.';

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
    if (!(await takeStock(tx, session.shopId, variantId, quantity)))
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

/** Writes the order of a paid session (numbered already) and queues order.new; the session becomes `paid`. */
async function writeOrder(tx: Tx, shop: ShopRecord, session: SessionRecord, pending: PendingOrder, now: number) {
  const at = new Date(now).toISOString();
  const order: OrderRecord = {
    id: pending.orderId,
    number: session.orderNumber!,
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
    shipping: session.shipping,
    shippingTotal: session.shippingTotal,
    shippingAddress: session.shippingAddress,
    vatTotal: session.vatTotal,
    total: session.total,
    customer: pending.customer,
    customerId: session.customerId,
    customerEmailKey: emailKey(pending.customer.email),
    lines: session.lines,
    storefront: session.storefront,
    surface: session.surface,
    analytics: pending.analytics,
    createdAt: at,
    updatedAt: at,
  };
  await insertOrder(tx, order);
  await saveSession(tx, { ...session, status: 'paid', paymentConfirmAt: null, pendingOrder: null });
  const surface = describeSurface(order);
  await queueWebhook(tx, { shopId: shop.id, event: 'order.new', targetId: order.id, surface }, now);
  await keepCustomerAddress(tx, order, at);
  const locale = resolveMailLocale(pending.locale, shop.locale).locale;
  const confirmation = { kind: 'order_confirmation', targetId: order.id, recipient: order.customer.email } as const;
  await queueMail(tx, { shopId: shop.id, ...confirmation, locale }, now);
  return order;
}

/** A signed-in customer keeps the address their order ships to (the next checkout is filled in with it). */
async function keepCustomerAddress(tx: Tx, order: OrderRecord, at: string): Promise<void> {
  if (!order.customerId || !order.shippingAddress) return;
  const customer = await findCustomer(tx, order.shopId, order.customerId, { lock: true });
  if (!customer) return;
  keepAddress(customer, order.shippingAddress, at);
  await saveCustomerAddresses(tx, customer, at);
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
  if (session.status === 'replaced') throw new PayRefused('replaced', REPLACED_MESSAGE);
  if (session.status !== 'open')
    throw new PayRefused('paid', `This checkout was paid as order ${session.orderNumber}.`, session.orderNumber);
  const cart = await findCart(tx, session.cartId, { lock: true });
  if (!cart || cart.status !== 'open')
    throw new PayRefused('cart_gone', 'The cart behind this checkout no longer exists.');
  if (isCartChanged(cart, session))
    throw new PayRefused('cart_changed', 'Your cart changed after this checkout started; check the new total.');
  const shipped = { ...session, ...(await priceDelivery(tx, shop, session, input.delivery)) };
  await takeLines(tx, shipped);
  const at = new Date(options.now).toISOString();
  const { delivery: _delivery, ...who } = input;
  const pending: PendingOrder = { ...who, orderId: createId('ord') };
  await redeemDiscounts(tx, shipped, pending.orderId, at);
  await saveCart(tx, { ...cart, status: 'checked_out', lines: [], updatedAt: at });
  const numbered = { ...shipped, orderNumber: await nextOrderNumber(tx) };
  if (options.confirmAt === 'now') {
    await writeOrder(tx, shop, numbered, pending, options.now);
    return { number: numbered.orderNumber, status: 'paid' };
  }
  const confirmAt = options.confirmAt === null ? null : new Date(options.confirmAt).toISOString();
  await saveSession(tx, { ...numbered, status: 'processing', paymentConfirmAt: confirmAt, pendingOrder: pending });
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
