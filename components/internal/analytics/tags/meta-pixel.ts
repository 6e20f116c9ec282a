// The Meta pixel's `fbq()` command queue (the base code's stub, made only when a pixel is configured) and the Meta
// equivalents of the GA4 commerce events. Meta's standard events exist for four of them and for `search` (`Search`,
// with the `search_string`); the others have no equivalent and are not sent (a custom event the merchant never asked
// for would only be noise in Events Manager).
import { isSearchEvent, type ShopkitAnalyticsEvent, type ShopkitCommerceEventName } from '../commerce-events.ts';

type Fbq = ((...command: unknown[]) => void) & {
  callMethod?: (...command: unknown[]) => void;
  queue: unknown[];
  push: unknown;
  loaded: boolean;
  version: string;
};
type PixelWindow = { fbq?: Fbq; _fbq?: Fbq };

/** GA4 event name -> Meta standard event. */
export const META_EVENTS: Partial<Record<ShopkitCommerceEventName, string>> = {
  view_item: 'ViewContent',
  add_to_cart: 'AddToCart',
  begin_checkout: 'InitiateCheckout',
  purchase: 'Purchase',
};

/** The page's fbq(), made as Meta's base code makes it when the page has none. */
export function fbq(...command: unknown[]): void {
  const target = globalThis as unknown as PixelWindow;
  if (!target.fbq) {
    const stub = function (...args: unknown[]): void {
      if (stub.callMethod) stub.callMethod(...args);
      else stub.queue.push(args);
    } as Fbq;
    Object.assign(stub, { queue: [], push: stub, loaded: true, version: '2.0' });
    target.fbq = stub;
    target._fbq ??= stub;
  }
  target.fbq(...command);
}

export interface MetaEvent {
  name: string;
  params: Record<string, unknown>;
  /** Sent as `eventID`, so Meta can match a purchase also reported by the merchant's server (Conversions API). */
  eventId: string | null;
}

/** The Meta form of a commerce event, or null when Meta has no equivalent. */
export function describeMetaEvent(event: ShopkitAnalyticsEvent): MetaEvent | null {
  if (isSearchEvent(event))
    return event.name === 'search'
      ? { name: 'Search', params: { search_string: event.params.search_term }, eventId: null }
      : null;
  const name = META_EVENTS[event.name];
  if (!name) return null;
  const { items, currency, value, transaction_id } = event.params;
  const params: Record<string, unknown> = {
    content_ids: items.map((item) => item.item_id),
    content_type: 'product',
    contents: items.map((item) => ({ id: item.item_id, quantity: item.quantity, item_price: item.price })),
    currency,
    value,
  };
  if (items.length === 1) params.content_name = items[0]!.item_name;
  if (name === 'InitiateCheckout' || name === 'Purchase')
    params.num_items = items.reduce((sum, item) => sum + item.quantity, 0);
  // A custom parameter: the shopper's assistant did it (docs/agents.md).
  if (event.params.surface) params.surface = event.params.surface;
  return { name, params, eventId: transaction_id ?? null };
}

/** Sends a commerce event's Meta equivalent, if it has one. */
export function sendMetaEvent(event: ShopkitAnalyticsEvent): void {
  const meta = describeMetaEvent(event);
  if (!meta) return;
  if (meta.eventId) fbq('track', meta.name, meta.params, { eventID: meta.eventId });
  else fbq('track', meta.name, meta.params);
}
