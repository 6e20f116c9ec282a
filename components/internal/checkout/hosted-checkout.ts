// The handoff of the remembered cart to the hosted checkout, one home for `<shop-checkout-button>` and the checkout
// action of `<shop-cart-contents>`: the cancelable `shop-checkout-start`, `begin_checkout`, the handoff request, and a
// same-tab navigation only to the http(s) URL the core returned.
import type { Cart, RequestOptions, ShopkitClient } from '../../../src/index.ts';
import { describeCartEvent } from '../analytics/cart-commerce-events.ts';
import { asAgentic, emitCommerceEvent } from '../analytics/commerce-events.ts';
import type { ShopEventDetails } from '../base/events.ts';
import { assignLocation, isHttpUrl } from '../base/navigate.ts';
import type { Navigate } from '../base/navigate.ts';

/** The element handing the cart over: it sends the events and gives its locale to the checkout. */
export interface CheckoutHost extends Element {
  readonly locale: string;
  emit<K extends keyof ShopEventDetails>(type: K, detail: ShopEventDetails[K], cancelable?: boolean): boolean;
}

export interface CheckoutHandoff {
  client: ShopkitClient;
  cart: Cart;
  /** Empty: this page. */
  successUrl: string;
  backUrl: string;
  navigate: Navigate;
  /** Called once no listener cancelled the start, just before the handoff request. */
  onStart?(): void;
  /** The handoff request's options (a page tool's marks it as the agent's). */
  request?: RequestOptions;
}

/**
 * Hands the cart over. Resolves `cancelled` (a `shop-checkout-start` listener said no), `leaving` (the page is being
 * left for the checkout) or `returned` (a replaced `navigate` of a single-page app has returned); rejects when the
 * handoff failed, the page staying as it was.
 */
export async function handOffToCheckout(
  host: CheckoutHost,
  handoff: CheckoutHandoff,
): Promise<'cancelled' | 'leaving' | 'returned'> {
  const { client, cart, navigate } = handoff;
  const successUrl = handoff.successUrl || location.href;
  const backUrl = handoff.backUrl || location.href;
  if (!host.emit('shop-checkout-start', { cartId: cart.id, successUrl, backUrl }, true)) return 'cancelled';
  // Sent before the handoff request, so the tags have its round trip to send it before the page leaves.
  const analytics = describeCartEvent('begin_checkout', cart);
  if (analytics) emitCommerceEvent(host, handoff.request?.surface ? asAgentic(analytics) : analytics);
  handoff.onStart?.();
  const started = await client.checkout.start(
    { successUrl, backUrl, cartId: cart.id, locale: host.locale },
    handoff.request,
  );
  if (!isHttpUrl(started.url)) throw new Error('Shopkit: the checkout returned a URL that is not http(s).');
  await navigate(started.url);
  return navigate === assignLocation ? 'leaving' : 'returned';
}
