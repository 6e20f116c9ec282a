// The delivery of a session being paid, inside the paying transaction: the shop's methods as they are now, the
// shopper's country and method checked against them (a method removed meanwhile refuses the payment, naming the
// field), and the session's totals with that method's shipping (price-shipping.ts). A shop without methods ships
// nothing and asks for no address.
import type { Tx } from '../db/database.ts';
import { listShippingMethods } from '../repo/shipping-methods.ts';
import { checkDeliveryChoice, type DeliveryRefusal } from '../shipping/delivery-choice.ts';
import { priceShipping, totalsWithShipping } from './price-shipping.ts';
import type { ShippingAddress } from '../shipping/shipping-types.ts';
import { resolveOffer } from './money.ts';
import type { SessionRecord, ShippingTotals, ShopRecord, Totals } from '../state/types.ts';

/** Where the shopper asked the order to go, and how. */
export interface DeliveryInput {
  address: ShippingAddress;
  methodId: string;
}

/** A delivery that cannot be shipped as asked: nothing is charged, and the form shows the message at its field. */
export class DeliveryRefused extends Error {
  override readonly name = 'DeliveryRefused';
  constructor(readonly refusal: DeliveryRefusal) {
    super(refusal.message);
  }
}

const NOT_ASKED: DeliveryRefusal = {
  field: 'country',
  status: 409,
  message: 'This shop now ships its orders: enter where the order goes and choose a delivery method.',
};

/** The session's shipping and totals with it; throws DeliveryRefused when the delivery cannot be shipped. */
export async function priceDelivery(
  tx: Tx,
  shop: ShopRecord,
  session: SessionRecord,
  delivery: DeliveryInput | null,
): Promise<ShippingTotals & Totals> {
  const methods = await listShippingMethods(tx, shop.id);
  const goods = { subtotal: session.subtotal, discountTotal: session.discountTotal, vatTotal: session.vatTotal };
  if (methods.length === 0) return { ...goods, total: session.subtotal - session.discountTotal, ...NO_SHIPPING };
  if (!delivery) throw new DeliveryRefused(NOT_ASKED);
  const choice = checkDeliveryChoice(methods, { country: delivery.address.country, methodId: delivery.methodId }, 'en');
  if ('refusal' in choice) throw new DeliveryRefused(choice.refusal);
  const offer = resolveOffer(shop, session.currency);
  const shipping = priceShipping(choice.method, { shop, offer, goodsTotal: goods.subtotal - goods.discountTotal });
  const totals = totalsWithShipping({ ...goods, total: goods.subtotal - goods.discountTotal }, shipping);
  return { ...totals, shipping, shippingAddress: delivery.address };
}

const NO_SHIPPING: ShippingTotals = { shipping: null, shippingTotal: 0, shippingAddress: null };
