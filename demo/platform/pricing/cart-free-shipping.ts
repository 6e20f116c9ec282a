// The free-shipping state of a priced cart (`Cart.freeShipping`): the shop's methods against the cart's goods after
// discounts, in the currency the cart would be charged in. A cart shown in a display currency is priced once more in
// the base currency for it, since that is what its checkout charges, and shown from that decision (price-shipping.ts).
import type { LineProducts } from './price-lines.ts';
import { type PricedCart, priceCart } from './price-cart.ts';
import type { PriceContext } from './price-variant.ts';
import type { Tx } from '../db/database.ts';
import type { CartRecord } from '../state/types.ts';
import { chargedOffer } from './money.ts';
import { describeFreeShipping } from './price-shipping.ts';
import type { FreeShippingState, ShippingMethodRecord } from '../shipping/shipping-types.ts';

export interface CartShippingInput {
  products: LineProducts;
  cart: CartRecord;
  context: PriceContext;
  /** The cart priced in the answer's currency. */
  priced: PricedCart;
  /** The shop's shipping methods (repo/shipping-methods.ts listShippingMethods). */
  methods: ShippingMethodRecord[];
  now: number;
}

export async function freeShippingOfCart(tx: Tx, input: CartShippingInput): Promise<FreeShippingState | null> {
  const { products, cart, context, priced, methods, now } = input;
  if (!methods.some((method) => method.freeOver !== null)) return null;
  const offer = chargedOffer(context.shop, context.offer);
  const goods =
    offer.code === context.offer.code
      ? priced.totals
      : (await priceCart(tx, products, cart, { ...context, offer }, now)).totals;
  const pricing = { shop: context.shop, offer, goodsTotal: goods.subtotal - goods.discountTotal };
  const shown = { offer: context.offer, goodsTotal: priced.totals.subtotal - priced.totals.discountTotal };
  return describeFreeShipping(methods, pricing, shown);
}
