// The checkout: the handoff, the session, shipping on it, the order confirmation and `client.checkout`.
// Public types of the client core (re-exported by src/types.ts and src/index.ts); records mirror docs/design.md
// ("Records").
import type { ShippingAddress, ShippingLine } from '../../wire/shipping.ts';
import type { AppliedDiscount, CartItem, CartLineInput } from './cart.ts';
import type { StorefrontAttribution } from './shop.ts';
import type { RequestOptions } from './wire.ts';

export type { ShippingAddress, ShippingLine };

export interface CheckoutHandoff {
  url: string;
  checkout: 'v2' | 'legacy';
  sessionId: string;
  storeId: number;
  currency: string;
  expiresAt: string;
}

/** What `checkout.start()` returns: the handoff with its final, validated URL (query parameters appended). */
export type ShopkitCheckoutStart = CheckoutHandoff;

/** What `checkout.embed()` returns: the handoff, the URL to frame and the origin its messages come from. */
export interface ShopkitCheckoutEmbed extends ShopkitCheckoutStart {
  /** The hosted checkout for an iframe: `url` with `embed=<protocol version>` added. */
  frameUrl: string;
  /** The checkout's origin: the only origin whose messages the host page accepts. */
  origin: string;
  /** The postMessage protocol version the frame is asked to speak (docs/design.md, "Embedded checkout"). */
  protocol: number;
}

/**
 * `open`: not paid yet; `processing`: paid, waiting for the payment provider's confirmation (the order number is
 * already known); `paid`: confirmed; `expired`: never paid and past `expiresAt`.
 */
export type CheckoutSessionStatus = 'open' | 'processing' | 'paid' | 'expired';

export interface CheckoutSession {
  id: string;
  status: CheckoutSessionStatus;
  cartId: string;
  storeId: number;
  currency: string;
  items: CartItem[];
  subtotal: number;
  discounts: AppliedDiscount[];
  discountTotal: number;
  /** Set when the shopper pays (the hosted checkout collects the address); null before and for a shop that ships nothing. */
  shipping: ShippingLine | null;
  shippingTotal: number;
  shippingAddress: ShippingAddress | null;
  /** The VAT contained in `total` (the shipping's included). */
  vatTotal: number;
  /** `subtotal - discountTotal + shippingTotal`. */
  total: number;
  orderNumber: string | null;
  successUrl: string;
  backUrl: string;
  storefront: StorefrontAttribution | null;
  /** `agentic` when an agent made or changed its cart or started it (docs/agents.md), else null. */
  surface: 'agentic' | null;
  createdAt: string;
  expiresAt: string;
}

export interface CheckoutStartOptions {
  successUrl: string;
  backUrl: string;
  /** The cart to check out; default: the remembered cart. Not together with `items`. */
  cartId?: string;
  /** Buy now: check out these lines instead of a cart; the remembered cart is left as it is. */
  items?: CartLineInput[];
  currency?: string | null;
  /** The shopper's locale (BCP 47), handed to the hosted checkout as `locale=` so it formats money the same way. */
  locale?: string | null;
  /** The http(s) origin that will show the checkout in an iframe (no path); the only origin allowed to frame it. */
  embedOrigin?: string;
}

/** `checkout.embed()`: both URLs default to the current page; the embedding origin is the page's own. */
export interface CheckoutEmbedOptions extends Omit<CheckoutStartOptions, 'successUrl' | 'backUrl' | 'embedOrigin'> {
  successUrl?: string;
  backUrl?: string;
}

export interface CheckoutConfirmOptions {
  /** The order number the page was sent to (`/success/<orderNumber>`); a session for another order is not shown. */
  orderNumber?: string | null;
  /** The session to confirm; default: the remembered one, else the one remembered for `orderNumber`. */
  sessionId?: string | null;
  /** How long to keep asking while payment is being confirmed, in milliseconds (default 30000; 0 asks once). */
  waitMs?: number;
  signal?: AbortSignal;
  /** Called once, when the session is first seen waiting for the payment confirmation. */
  onPending?: (session: CheckoutSession) => void;
}

/**
 * `confirmed`: paid; `pending`: paid but still being confirmed when the wait ended; `open` / `expired`: this browser's
 * session was not paid; `unknown`: nothing this browser may show (no remembered session, or one for another order).
 */
export type ShopkitConfirmationStatus = 'confirmed' | 'pending' | 'open' | 'expired' | 'unknown';

export interface ShopkitOrderConfirmation {
  status: ShopkitConfirmationStatus;
  /** The session's order number, else the one asked for (null when neither is known). */
  orderNumber: string | null;
  /** This browser's own session; null when `unknown`. */
  session: CheckoutSession | null;
  /** True exactly once per order per browser: the first time this order is confirmed here. */
  firstConfirmation: boolean;
}

export type CheckoutUrlKind = 'v2' | 'legacy';

export interface CheckoutResource {
  start(options: CheckoutStartOptions, request?: RequestOptions): Promise<ShopkitCheckoutStart>;
  redirect(options: CheckoutStartOptions, request?: RequestOptions): Promise<never>;
  session(sessionId?: string | null, options?: RequestOptions): Promise<CheckoutSession | null>;
  /** Browser only: a session for an iframe on this page (its origin recorded as `embedOrigin`); does not navigate. */
  embed(options?: CheckoutEmbedOptions, request?: RequestOptions): Promise<ShopkitCheckoutEmbed>;
  /** Reads the order this browser placed, waiting (with backoff, bounded) while payment is being confirmed. */
  confirm(options?: CheckoutConfirmOptions): Promise<ShopkitOrderConfirmation>;
  validateUrl(url: string, kind: CheckoutUrlKind): string;
}
