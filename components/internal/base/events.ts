import type {
  Customer,
  ReorderResult,
  Cart,
  CartLineInput,
  CheckoutSession,
  ConsentState,
  DiscountReason,
  Product,
  SearchSuggestions,
  Variant,
} from '../../../src/index.ts';

/** The line an add-to-cart element asks for. */
export interface CartAddDetail {
  productId: string;
  variantId: string | undefined;
  quantity: number;
}

/** What an order confirmation shows: its reflected `state` attribute. */
export type ShopConfirmationState = 'loading' | 'confirmed' | 'pending' | 'unknown' | 'error';

/** The `detail` of every `shop-*` event. All bubble and cross shadow roots; intent events are cancelable. */
export interface ShopEventDetails {
  /** Before an add: cancelable. */
  'shop-cart-add': CartAddDetail;
  /** After a successful add, with the cart as the platform returned it. */
  'shop-cart-added': CartAddDetail & { cart: Cart };
  /** Whenever the cart a `<shop-cart>` shows changes (null: no cart yet). */
  'shop-cart-change': { cart: Cart | null };
  'shop-cart-open': Record<string, never>;
  'shop-cart-close': Record<string, never>;
  /** After `setCurrency()` succeeded (null: back to the shop's own currency). */
  'shop-currency-change': { currency: string | null };
  /** After the shopper's consent decision was written. */
  'shop-consent-change': { state: ConsentState };
  /**
   * Before the checkout handoff: cancelable. `cartId` is null and `items` set for buy now; `embedded` is true when
   * the checkout is shown in this page by `<shop-checkout>`.
   */
  'shop-checkout-start': {
    cartId: string | null;
    items?: CartLineInput[];
    successUrl: string;
    backUrl: string;
    embedded?: boolean;
  };
  /** Once per order per browser, when the order confirmation first sees the order paid. */
  'shop-purchase': { orderNumber: string; session: CheckoutSession };
  /** Whenever an order confirmation's state changes. */
  'shop-confirmation-change': { state: ShopConfirmationState; orderNumber: string | null };
  /** After every read of a `<shop-product>`'s product (the first, and one per currency switch). */
  'shop-product-load': { product: Product };
  /** A variant was pinned (or unpinned) in a `<shop-product>`. */
  'shop-variant-change': { product: Product; variant: Variant | null };
  /** After a `<shop-product-list>` showed a page of results. */
  'shop-list-load': { products: Product[]; page: number; hasNext: boolean; hasPrevious: boolean };
  /** A code the shopper typed (or a `?discount=` link brought) is on the cart. */
  'shop-discount-applied': { code: string; cart: Cart };
  /** The shopper took a code off the cart. */
  'shop-discount-removed': { code: string; cart: Cart };
  /** A code could not apply; `source` says whether the shopper typed it or a link brought it. */
  'shop-discount-rejected': { code: string; reason: DiscountReason; source: 'field' | 'link' };
  /** The shopper signed in (`<shop-account>`). */
  'shop-sign-in': { customer: Customer };
  /** The shopper signed out here, or everywhere. */
  'shop-sign-out': { everywhere: boolean };
  /** The shopper deleted their account. */
  'shop-account-delete': Record<string, never>;
  /** An order's lines went into the cart (`<shop-order-history>`); `result.lines` says what was added. */
  'shop-reorder': { orderId: string; result: ReorderResult };
  /** A `<shop-search>` shows suggestions for what was typed. */
  'shop-search-suggest': { query: string; suggestions: SearchSuggestions };
  /** Before a `<shop-search>` goes to the results page of `query` (at `url`): cancelable. */
  'shop-search-submit': { query: string; url: string };
  /** Before a `<shop-search>` follows a suggested product or category: cancelable. */
  'shop-search-select': { kind: 'product' | 'category'; url: string; id: string };
  /** Any failure an element shows in its error state. */
  'shop-error': { error: unknown; operation: string; message: string };
}

declare global {
  interface HTMLElementEventMap {
    'shop-cart-add': CustomEvent<ShopEventDetails['shop-cart-add']>;
    'shop-cart-added': CustomEvent<ShopEventDetails['shop-cart-added']>;
    'shop-cart-change': CustomEvent<ShopEventDetails['shop-cart-change']>;
    'shop-cart-open': CustomEvent<ShopEventDetails['shop-cart-open']>;
    'shop-cart-close': CustomEvent<ShopEventDetails['shop-cart-close']>;
    'shop-currency-change': CustomEvent<ShopEventDetails['shop-currency-change']>;
    'shop-consent-change': CustomEvent<ShopEventDetails['shop-consent-change']>;
    'shop-checkout-start': CustomEvent<ShopEventDetails['shop-checkout-start']>;
    'shop-purchase': CustomEvent<ShopEventDetails['shop-purchase']>;
    'shop-confirmation-change': CustomEvent<ShopEventDetails['shop-confirmation-change']>;
    'shop-product-load': CustomEvent<ShopEventDetails['shop-product-load']>;
    'shop-variant-change': CustomEvent<ShopEventDetails['shop-variant-change']>;
    'shop-list-load': CustomEvent<ShopEventDetails['shop-list-load']>;
    'shop-discount-applied': CustomEvent<ShopEventDetails['shop-discount-applied']>;
    'shop-discount-removed': CustomEvent<ShopEventDetails['shop-discount-removed']>;
    'shop-discount-rejected': CustomEvent<ShopEventDetails['shop-discount-rejected']>;
    'shop-sign-in': CustomEvent<ShopEventDetails['shop-sign-in']>;
    'shop-sign-out': CustomEvent<ShopEventDetails['shop-sign-out']>;
    'shop-account-delete': CustomEvent<ShopEventDetails['shop-account-delete']>;
    'shop-reorder': CustomEvent<ShopEventDetails['shop-reorder']>;
    'shop-search-suggest': CustomEvent<ShopEventDetails['shop-search-suggest']>;
    'shop-search-submit': CustomEvent<ShopEventDetails['shop-search-submit']>;
    'shop-search-select': CustomEvent<ShopEventDetails['shop-search-select']>;
    'shop-error': CustomEvent<ShopEventDetails['shop-error']>;
  }
}
