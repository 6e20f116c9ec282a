// Where shipping is priced: a method's rate and free-shipping threshold in a currency, the VAT on shipping, the totals
// with shipping, and how far a cart is from free shipping. The cart, the hosted checkout's page, the payment and so
// the order all ask this module, so they never disagree (docs/design.md, "Shipping").
//
// Shipping is charged in the currency the order is charged in: a display currency is never charged (its checkout
// charges the base currency), so its shipping and free-shipping state are decided in the base currency and only
// shown converted. The threshold is compared with the goods after discounts (`subtotal - discountTotal`), VAT
// included, like every price the shopper sees.
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

/** The method priced for goods of `goodsTotal`: free from its threshold on, VAT at the shop's rate. */
export function priceShipping(method: ShippingMethodRecord, pricing: ShippingPricing): ShippingLine {
  const threshold = methodThreshold(method, pricing.shop, pricing.offer);
  const free = threshold !== null && pricing.goodsTotal >= threshold;
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

/**
 * How far goods of `pricing.goodsTotal` (in the charged currency) are from free shipping, shown in `shown` (the
 * answer's currency): the method with the lowest threshold decides, since a cart does not know where it will go.
 * Null when no method ships free.
 */
export function describeFreeShipping(
  methods: readonly ShippingMethodRecord[],
  pricing: ShippingPricing,
  shown: CurrencyOfferRecord,
): FreeShippingState | null {
  let best: { method: ShippingMethodRecord; threshold: number } | null = null;
  for (const method of methods) {
    const threshold = methodThreshold(method, pricing.shop, pricing.offer);
    if (threshold !== null && (best === null || threshold < best.threshold)) best = { method, threshold };
  }
  if (best === null) return null;
  const remaining = Math.max(0, best.threshold - pricing.goodsTotal);
  const show = (amount: number) =>
    shown.code === pricing.offer.code ? amount : convertAmount(amount, pricing.shop, shown);
  return {
    methodId: best.method.id,
    methodName: best.method.name,
    threshold: show(best.threshold),
    remaining: show(remaining),
    reached: remaining === 0,
  };
}
