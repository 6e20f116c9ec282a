// Commerce events in GA4's ecommerce schema, sent by the element that sees them (a list shown, an item viewed, a line
// added or removed, the cart opened, a checkout begun, an order confirmed), and GA4's two search events (a search
// made, its results shown), which carry the search term only. Each one is a bubbling, composed
// `shop-analytics` DOM event, so a merchant's own tools can listen on `document`; the analytics layer forwards them to
// the tags the shopper consented to. Amounts on the wire are minor units; GA4 wants major units, converted here.
import type { Cart, CartItem, CheckoutSession, Product, Variant } from '../../../src/index.ts';
import { currencyExponent } from '../../../wire/money.ts';

export type ShopkitCommerceEventName =
  | 'view_item_list'
  | 'select_item'
  | 'view_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout'
  | 'purchase';

/** One item as GA4's ecommerce events describe it; `price` in major units (12.5 for 12,50 kr). */
export interface ShopkitAnalyticsItem {
  item_id: string;
  item_name: string;
  item_variant?: string;
  price: number;
  quantity: number;
  index?: number;
  item_list_id?: string;
  item_list_name?: string;
  coupon?: string;
  discount?: number;
}

/** The parameters of a commerce event; `value` is the sum of `price * quantity` less discounts, in major units. */
export interface ShopkitCommerceParams {
  currency: string;
  value: number;
  items: ShopkitAnalyticsItem[];
  transaction_id?: string;
  tax?: number;
  /** The shipping cost of a `purchase` (never the address), in major units. */
  shipping?: number;
  coupon?: string;
  item_list_id?: string;
  item_list_name?: string;
  /** `agentic` when the shopper's assistant did it (the page tools); absent for the shopper's own actions. */
  surface?: 'agentic';
}

/** GA4's recommended search events: `search` when a shopper searches, `view_search_results` when results show. */
export type ShopkitSearchEventName = 'search' | 'view_search_results';

export interface ShopkitSearchParams {
  search_term: string;
}

export interface ShopkitCommerceEvent {
  name: ShopkitCommerceEventName;
  params: ShopkitCommerceParams;
}

export interface ShopkitSearchEvent {
  name: ShopkitSearchEventName;
  params: ShopkitSearchParams;
}

/** Every `shop-analytics` event: a commerce event or a search event. */
export type ShopkitAnalyticsEvent = ShopkitCommerceEvent | ShopkitSearchEvent;

export const isSearchEvent = (event: ShopkitAnalyticsEvent): event is ShopkitSearchEvent =>
  event.name === 'search' || event.name === 'view_search_results';

/** `search` (the shopper asked for the results of `term`) or `view_search_results` (they are shown). */
export const describeSearchEvent = (name: ShopkitSearchEventName, term: string): ShopkitSearchEvent => ({
  name,
  params: { search_term: term },
});

/** Minor units to the decimal amount GA4 and the Meta pixel expect, by the currency's ISO 4217 exponent. */
export function toMajorUnits(amountMinor: number, currency: string): number {
  const exponent = currencyExponent(currency);
  return Number((amountMinor / 10 ** exponent).toFixed(exponent));
}

/** A catalogue product (and the chosen variant, when one is pinned) as an analytics item. */
export function describeProductItem(product: Product, variant: Variant | null, quantity = 1): ShopkitAnalyticsItem {
  const item: ShopkitAnalyticsItem = {
    item_id: product.id,
    item_name: product.name,
    price: toMajorUnits(variant?.price ?? product.price, product.currency),
    quantity,
  };
  if (variant && product.variants.length > 1) item.item_variant = variant.name;
  return item;
}

/** A cart or checkout line as an analytics item, in the currency of the record it belongs to. */
export function describeLineItem(line: CartItem, currency: string, quantity = line.quantity): ShopkitAnalyticsItem {
  const item: ShopkitAnalyticsItem = {
    item_id: line.productId,
    item_name: line.name,
    price: toMajorUnits(line.unitPrice, currency),
    quantity,
  };
  if (line.variantName) item.item_variant = line.variantName;
  return item;
}

/**
 * The parameters for a whole cart or checkout session (`view_cart`, `begin_checkout`, `purchase`): `value` is the total
 * after discounts, and `coupon` names the applied codes.
 */
export function describeLines(record: Cart | CheckoutSession): ShopkitCommerceParams {
  const params: ShopkitCommerceParams = {
    currency: record.currency,
    value: toMajorUnits(record.total, record.currency),
    items: record.items.map((line) => describeLineItem(line, record.currency)),
  };
  const coupons = record.discounts.filter((discount) => discount.applied).map((discount) => discount.code);
  if (coupons.length > 0) params.coupon = coupons.join(',');
  return params;
}

/**
 * The parameters of `purchase`: the paid session's lines, its order number as `transaction_id`, its VAT as `tax` and
 * its shipping cost as `shipping`; `value` stays the goods after discounts (the total less the shipping), as GA4 sums
 * revenue from `value` and reports shipping beside it. An agent's order (docs/agents.md) carries `surface: 'agentic'`.
 */
export function describePurchase(session: CheckoutSession): ShopkitCommerceParams {
  const shippingTotal = session.shippingTotal ?? 0;
  return {
    ...describeLines(session),
    value: toMajorUnits(session.total - shippingTotal, session.currency),
    transaction_id: session.orderNumber ?? session.id,
    tax: toMajorUnits(session.vatTotal, session.currency),
    shipping: toMajorUnits(shippingTotal, session.currency),
    ...(session.surface === 'agentic' ? { surface: session.surface } : {}),
  };
}

/** The event as the shopper's assistant's (a page tool's action), so the tags can tell it apart. */
export function asAgentic(event: ShopkitCommerceEvent): ShopkitCommerceEvent {
  return { ...event, params: { ...event.params, surface: 'agentic' } };
}

/** The parameters for a single item (`view_item`, `add_to_cart`, `remove_from_cart`, `select_item`). */
export function describeItemParams(item: ShopkitAnalyticsItem, currency: string): ShopkitCommerceParams {
  return { currency, value: Number((item.price * item.quantity).toFixed(currencyExponent(currency))), items: [item] };
}

/** Sends a commerce or search event from the element that saw it, as a bubbling, composed `shop-analytics` event. */
export function emitCommerceEvent(source: EventTarget, event: ShopkitAnalyticsEvent): void {
  source.dispatchEvent(new CustomEvent('shop-analytics', { detail: event, bubbles: true, composed: true }));
}

declare global {
  interface HTMLElementEventMap {
    'shop-analytics': CustomEvent<ShopkitAnalyticsEvent>;
  }
  interface DocumentEventMap {
    'shop-analytics': CustomEvent<ShopkitAnalyticsEvent>;
  }
}
