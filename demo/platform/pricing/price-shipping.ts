// Where shipping is priced: a method's rate and free-shipping threshold in a currency, the VAT on shipping, the totals
// with shipping, and how far a cart is from free shipping. The cart, the hosted checkout's page, the payment and so
// the order all ask this module, so they never disagree (docs/design.md, "Shipping").
//
// Shipping is charged in the currency the order is charged in: a display currency is never charged (its checkout
// charges the base currency), so its shipping and free-shipping state are decided in the base currency and only
// shown converted. The threshold is compared with the goods after discounts (`subtotal - discountTotal`), VAT
// included, like every price the shopper sees. Whether goods ship free is decided in one place
// (decideFreeShipping), for the cart and the order alike; what a cart shows in a display currency is derived from
// that decision (showFreeShipping), so a rounding never shows a cart that does not ship free as one that does.
import type { DiscountedTotals } from './price-discount.ts';
import { convertAmount, includedVat } from './money.ts';
import type { CurrencyOfferRecord, SessionRecord, ShopRecord } from '../state/types.ts';
import type { FreeShippingState, ShippingLine, ShippingMethodRecord } from '../shipping/shipping-types.ts';

export interface ShippingPricing {
  shop: ShopRecord;
  /** The currency the order is charged in (never a display currency). */
  offer: CurrencyOfferRecord;
  /** The goods after discounts, VAT included, in that currency. */
  goodsTotal: number;
}

/** The method's price in the offer's currency: the price set for it, else the base price converted like a product. */
export function methodRate(method: ShippingMethodRecord, shop: ShopRecord, offer: CurrencyOfferRecord): number {
  return method.prices[offer.code] ?? convertAmount(method.price, shop, offer);
}

/** The method's free-shipping threshold in the offer's currency, or null when it never ships free. */
export function methodThreshold(
  method: ShippingMethodRecord,
  shop: ShopRecord,
  offer: CurrencyOfferRecord,
): number | null {
  if (method.freeOver === null) return null;
  return method.freeOverPrices[offer.code] ?? convertAmount(method.freeOver, shop, offer);
}

/** Whether goods ship free with a method, in the charged currency's minor units. */
export interface FreeShippingDecision {
  method: ShippingMethodRecord;
  threshold: number;
  /** What the goods still lack; 0 once reached. */
  remaining: number;
  reached: boolean;
}

/** The one decision whether goods of `pricing.goodsTotal` ship free with `method` (null: it never ships free). */
export function decideFreeShipping(
  method: ShippingMethodRecord,
  pricing: ShippingPricing,
): FreeShippingDecision | null {
  const threshold = methodThreshold(method, pricing.shop, pricing.offer);
  if (threshold === null) return null;
  const remaining = Math.max(0, threshold - pricing.goodsTotal);
  return { method, threshold, remaining, reached: remaining === 0 };
}

/** The method priced for goods of `goodsTotal`: free from its threshold on, VAT at the shop's rate. */
export function priceShipping(method: ShippingMethodRecord, pricing: ShippingPricing): ShippingLine {
  const free = decideFreeShipping(method, pricing)?.reached ?? false;
  const amount = free ? 0 : methodRate(method, pricing.shop, pricing.offer);
  return {
    methodId: method.id,
    name: method.name,
    amount,
    vatAmount: includedVat(amount, pricing.shop.vatRate),
    free,
  };
}

/** The goods' totals of an open session (it carries no shipping until it is paid). */
export const goodsTotals = (session: SessionRecord): DiscountedTotals => ({
  subtotal: session.subtotal,
  discountTotal: session.discountTotal,
  vatTotal: session.vatTotal - (session.shipping?.vatAmount ?? 0),
  total: session.subtotal - session.discountTotal,
});

export interface TotalsWithShipping extends DiscountedTotals {
  shippingTotal: number;
}

/** The goods' totals with the shipping added: its cost to the total, its VAT to the VAT. */
export function totalsWithShipping(goods: DiscountedTotals, shipping: ShippingLine | null): TotalsWithShipping {
  const shippingTotal = shipping?.amount ?? 0;
  return {
    subtotal: goods.subtotal,
    discountTotal: goods.discountTotal,
    shippingTotal,
    vatTotal: goods.vatTotal + (shipping?.vatAmount ?? 0),
    total: goods.subtotal - goods.discountTotal + shippingTotal,
  };
}

/** The cart as shown: its currency (a display currency, or the charged one) and its goods after discounts in it. */
export interface ShownGoods {
  offer: CurrencyOfferRecord;
  goodsTotal: number;
}

/**
 * How far goods of `pricing.goodsTotal` (in the charged currency) are from free shipping, shown in `shown` (the
 * answer's currency): the method with the lowest threshold decides, since a cart does not know where it will go.
 * Null when no method ships free.
 */
export function describeFreeShipping(
  methods: readonly ShippingMethodRecord[],
  pricing: ShippingPricing,
  shown: ShownGoods,
): FreeShippingState | null {
  let best: FreeShippingDecision | null = null;
  for (const method of methods) {
    const decision = decideFreeShipping(method, pricing);
    if (decision !== null && (best === null || decision.threshold < best.threshold)) best = decision;
  }
  return best && showFreeShipping(best, pricing, shown);
}

/**
 * A decision shown in the answer's currency. In the charged currency it is the decision itself. In a display
 * currency (decided in the base currency) the threshold is converted like a price, and a cart that has not reached it
 * lacks the difference to its own goods as shown, at least one minor unit: a cart shown at or past the converted
 * threshold that does not ship free is shown one unit short of a threshold one unit past its goods, never as
 * "0 to free shipping". So the goods, what they lack and the threshold always add up on the page.
 */
export function showFreeShipping(
  decision: FreeShippingDecision,
  pricing: ShippingPricing,
  shown: ShownGoods,
): FreeShippingState {
  const { method, reached } = decision;
  const state = { methodId: method.id, methodName: method.name, reached };
  if (shown.offer.code === pricing.offer.code)
    return { ...state, threshold: decision.threshold, remaining: decision.remaining };
  const threshold = convertAmount(decision.threshold, pricing.shop, shown.offer);
  if (reached) return { ...state, threshold, remaining: 0 };
  const remaining = Math.max(1, threshold - shown.goodsTotal);
  return { ...state, threshold: shown.goodsTotal + remaining, remaining };
}
