// Every public type of the Shopkit client core. Records mirror docs/design.md ("Records"); config and client mirror
// the specification's tables plus the "Client API surface beyond the spec's tables" section.

export type StorefrontSurface = 'hosted' | 'link' | 'embed' | 'shopkit' | 'agentic';
export type ShopkitScope =
  | 'products:read'
  | 'shop:read'
  | 'cart:read'
  | 'cart:write'
  | 'checkout:read'
  | 'checkout:write'
  | 'consent:write'
  | 'storefront:read';

// ---- records (wire shapes) ----
export interface Image {
  url: string;
  path: string;
  alt: string;
  width: number | null;
  height: number | null;
}
export interface Variant {
  id: string;
  name: string;
  sku: string;
  price: number;
  compareAtPrice: number | null;
  stock: number | null;
  available: boolean;
  /** The variant's value of each of the product's options: `{Size: 'M', Colour: 'Blue'}` (`{}` without options). */
  options: Record<string, string>;
  /** The variant's own image, or null when it shows the product's images. */
  image: Image | null;
}
/** One choice a product offers (`Size`), with its values in display order. */
export interface ProductOption {
  name: string;
  values: string[];
}
export interface Product {
  id: string;
  slug: string;
  name: string;
  description: string;
  categoryIds: string[];
  currency: string;
  price: number;
  compareAtPrice: number | null;
  vatRate: number;
  images: Image[];
  variants: Variant[];
  /** The options matrix (`[]` for a product without choices); every variant names one value of each. */
  options: ProductOption[];
  available: boolean;
  createdAt: string;
}
export interface Category {
  id: string;
  slug: string;
  name: string;
  description: string;
  productCount: number;
}
export interface CurrencyOffer {
  code: string;
  mode: 'base' | 'charge' | 'display';
  rate: number;
  exponent: number;
}
export interface Storefront {
  id: string;
  name: string;
  surface: StorefrontSurface | null;
  active: boolean;
}
export interface Shop {
  id: string;
  storeId: number;
  name: string;
  baseCurrency: string;
  currency: string;
  currencies: CurrencyOffer[];
  checkout: 'v2' | 'legacy';
  locale: string;
  storefront: Storefront | null;
  /** The shop's analytics tags and whether consent decisions are recorded (control panel, Settings, then Tracking). */
  tracking: ShopTracking;
}
export interface ShopTracking {
  ga4MeasurementId: string | null;
  gtmContainerId: string | null;
  metaPixelId: string | null;
  consentLog: boolean;
}
export interface StorefrontAttribution {
  id: string;
  surface: string;
}
export interface CartItem {
  id: string;
  productId: string;
  variantId: string;
  name: string;
  variantName: string | null;
  slug: string;
  image: Image | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  available: boolean;
}
/** Why a code does not apply (docs/design.md, "Discount codes"). */
export type DiscountReason =
  | 'unknown'
  | 'expired'
  | 'not_yet_valid'
  | 'below_minimum'
  | 'used_up'
  | 'not_for_storefront'
  | 'not_for_items'
  | 'disabled'
  | 'too_many_attempts';
/** A code on a cart or checkout session: applied with its amount, or kept but not applied with the reason. */
export interface AppliedDiscount {
  /** As the shop wrote it (codes match case-insensitively). */
  code: string;
  applied: boolean;
  reason: DiscountReason | null;
  /** Minor units of the record's currency; 0 when not applied. */
  amount: number;
}
/** How far a cart is from free shipping, in the cart's currency (docs/design.md, "Shipping"). */
export interface FreeShipping {
  /** The shop's method with the lowest free-shipping threshold, which this state is about. */
  methodId: string;
  methodName: string;
  /** The goods total (after discounts, VAT included) from which that method ships free. */
  threshold: number;
  /** What the goods still lack to reach it; 0 once reached. */
  remaining: number;
  reached: boolean;
}
/** The method an order ships with, priced in the record's currency when the shopper paid. */
export interface ShippingLine {
  methodId: string;
  name: string;
  /** VAT included; 0 when free. */
  amount: number;
  /** The VAT contained in `amount`, at the shop's rate. */
  vatAmount: number;
  /** The goods reached the method's free-shipping threshold. */
  free: boolean;
}
/** Where an order goes: personal data, shown only to the browser that placed the order. */
export interface ShippingAddress {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  phone: string | null;
}
export interface Cart {
  id: string;
  storeId: number;
  currency: string;
  storefront: StorefrontAttribution | null;
  items: CartItem[];
  itemCount: number;
  /** The sum of the line totals. */
  subtotal: number;
  discounts: AppliedDiscount[];
  discountTotal: number;
  /** The VAT contained in `total`. */
  vatTotal: number;
  /** `subtotal - discountTotal`: the goods, before shipping. */
  total: number;
  /** How far the cart is from free shipping; null when no method of the shop ships free. */
  freeShipping: FreeShipping | null;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
}
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
  createdAt: string;
  expiresAt: string;
}
export interface Page<T> {
  data: T[];
  nextCursor: string | null;
  /** The cursor of the page before this one; null on the first page. */
  previousCursor?: string | null;
}
export interface ApiErrorBody {
  error: {
    status: number;
    code: string;
    message: string;
    details?: Record<string, unknown>;
    required_scopes?: string[];
    lines?: Array<{ productId: string; variantId: string; requested: number; available: number }>;
  };
}

/** A code that could not apply: what `ShopkitDiscountError` carries and `onDiscountRejected` hears. */
export interface ShopkitDiscountRejection {
  /** The code as it was asked for. */
  code: string;
  reason: DiscountReason;
  /** For `below_minimum`: the minimum subtotal in minor units of `currency`; else null. */
  minimumSubtotal: number | null;
  currency: string | null;
  /** True while the code stays waiting for a later change (a cart that may still qualify). */
  pending: boolean;
}

// ---- currency ----
export interface CurrencyInfo {
  code: string;
  requested: string | null;
  mode: CurrencyOffer['mode'];
  rate: number;
  exponent: number;
  isBase: boolean;
  supported: boolean;
}

// ---- consent ----
export interface ConsentCategories {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}
export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}
export interface ConsentState {
  decided: boolean;
  revision: number;
  categories: ConsentCategories;
  decidedAt?: Date;
  /** The random id of this decision (a version 4 UUID); absent when undecided or decided before ids existed. */
  consentId?: string;
}
/** The platform's answer to `consent.record()`: the id and when the record was first stored (ISO 8601). */
export interface ConsentReceipt {
  consentId: string;
  recordedAt: string;
}
export interface ShopkitConsentConfig {
  revision?: number;
  cookieName?: string;
}
export interface ConsentResource {
  readonly enabled: boolean;
  readonly revision: number;
  readonly cookieName: string;
  read(): Promise<ConsentState>;
  write(choice: ConsentChoice): Promise<ConsentState>;
  /** Stores a decision made with `write()` in the shop's consent log (`POST /v2/consent`); idempotent per consentId. */
  record(state: ConsentState, options?: RequestOptions): Promise<ConsentReceipt>;
  onChange(listener: (state: ConsentState) => void): () => void;
}

// ---- storage ----
type MaybePromise<T> = T | Promise<T>;
export interface StorageSetOptions {
  maxAge: number;
}
export interface StorageAdapter {
  kind?: string;
  get(key: string): MaybePromise<string | null | undefined>;
  set(key: string, value: string, options: StorageSetOptions): MaybePromise<void>;
  remove(key: string): MaybePromise<void>;
}
export interface CookieAttributes {
  path?: string;
  maxAge?: number;
  domain?: string;
  secure?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
  httpOnly?: boolean;
}
export interface CookieAccessor {
  get(name: string): MaybePromise<string | null | undefined>;
  set?(name: string, value: string, attributes: CookieAttributes): MaybePromise<void>;
  remove?(name: string, attributes: CookieAttributes): MaybePromise<void>;
  getAll?(): MaybePromise<ReadonlyArray<{ name: string; value: string }>>;
}
export type ShopkitStorageOption = 'auto' | 'cookie' | 'localStorage' | 'memory' | StorageAdapter;

// ---- config ----
export interface ShopkitStorefrontConfig {
  id: string;
  surface?: StorefrontSurface;
}
export interface ShopkitStorefront {
  id: string;
  surface: StorefrontSurface;
}
export type ShopkitFetch = (input: string, init: RequestInit) => Promise<Response>;
export interface ShopkitConfig {
  publishableKey: string;
  apiUrl?: string;
  checkoutUrl?: string;
  imageBaseUrl?: string;
  scopes?: ReadonlyArray<ShopkitScope | string> | null;
  storage?: ShopkitStorageOption;
  cookies?: CookieAccessor;
  cookieAttributes?: CookieAttributes;
  consent?: boolean | ShopkitConsentConfig;
  currency?: string | null;
  storefront?: ShopkitStorefrontConfig | null;
  storefrontId?: string | null;
  storageKeyPrefix?: string;
  cartTtlSeconds?: number;
  fetch?: ShopkitFetch;
  timeoutMs?: number;
  maxRetries?: number;
  headers?: Record<string, string>;
  onUnauthorized?: () => string | null | Promise<string | null>;
}

// ---- scopes ----
export interface ScopeGuard {
  readonly declared: readonly string[];
  readonly enforced: boolean;
  has(scope: string): boolean;
  assert(scope: string, operation: string): void;
}

// ---- resources ----
export interface RequestOptions {
  signal?: AbortSignal;
  currency?: string | null;
}
export interface ProductListParams {
  limit?: number;
  cursor?: string | null;
  category?: string;
  ids?: string[];
}
export type ProductSort = 'relevance' | 'price_asc' | 'price_desc' | 'name_asc' | 'newest';
export interface ProductSearchParams {
  query: string;
  categoryId?: string;
  sortBy?: ProductSort;
  minPrice?: number;
  maxPrice?: number;
  limit?: number;
  cursor?: string | null;
}
export interface ProductsResource {
  list(params?: ProductListParams, options?: RequestOptions): Promise<Page<Product>>;
  get(id: string, options?: RequestOptions): Promise<Product | null>;
  getBySlug(slug: string, options?: RequestOptions): Promise<Product | null>;
  search(params: ProductSearchParams, options?: RequestOptions): Promise<Page<Product>>;
}
export interface CategoriesResource {
  list(options?: RequestOptions): Promise<Category[]>;
  get(id: string, options?: RequestOptions): Promise<Category | null>;
}
export interface ShopResource {
  get(options?: RequestOptions): Promise<Shop>;
}
export interface CartLineInput {
  productId: string;
  variantId?: string;
  quantity?: number;
}
export interface CartResource {
  create(input?: { items?: CartLineInput[] }, options?: RequestOptions): Promise<Cart>;
  get(cartId: string, options?: RequestOptions): Promise<Cart | null>;
  addItem(cartId: string, line: CartLineInput, options?: RequestOptions): Promise<Cart>;
  updateItem(cartId: string, itemId: string, quantity: number, options?: RequestOptions): Promise<Cart>;
  removeItem(cartId: string, itemId: string, options?: RequestOptions): Promise<Cart>;
  delete(cartId: string, options?: RequestOptions): Promise<void>;
  id(): Promise<string | null>;
  current(options?: RequestOptions): Promise<Cart | null>;
  add(line: CartLineInput, options?: RequestOptions): Promise<Cart>;
  update(itemId: string, quantity: number, options?: RequestOptions): Promise<Cart>;
  remove(itemId: string, options?: RequestOptions): Promise<Cart>;
  clear(options?: RequestOptions): Promise<void>;
  /** Stateless: applies a code to a cart (a code that cannot apply rejects with `ShopkitDiscountError`). */
  applyDiscountTo(cartId: string, code: string, options?: RequestOptions): Promise<Cart>;
  /** Stateless: takes a code off a cart; a code the cart does not hold leaves it unchanged. */
  removeDiscountFrom(cartId: string, code: string, options?: RequestOptions): Promise<Cart>;
  /**
   * Applies a code to the remembered cart. With no cart yet the code is kept and applied when the first `add` creates
   * the cart; then it resolves null.
   */
  applyDiscount(code: string, options?: RequestOptions): Promise<Cart | null>;
  /** Takes a code off the remembered cart (and forgets it if it was waiting); null when there is no cart. */
  removeDiscount(code: string, options?: RequestOptions): Promise<Cart | null>;
  /**
   * Keeps a code to apply with the next change of the remembered cart, its creation included (the `?discount=`
   * link); null forgets it. A code that then cannot apply is reported once through `onDiscountRejected`.
   */
  deferDiscount(code: string | null): Promise<void>;
  /** The code waiting for the next change, or null. */
  pendingDiscount(): Promise<string | null>;
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
export interface ShopkitRuntime {
  readonly environment: 'browser' | 'server';
  /** The storage kind in use; `memory` once writes failed and the client fell back to it. */
  readonly storage: string;
  /** False when storage is memory from the start or since a write failed. */
  readonly persistent: boolean;
  /** `write-failed` once a write to the resolved storage failed after start-up (quota, storage blocked); else null. */
  readonly degraded: 'write-failed' | null;
}

export interface ShopkitClient {
  readonly products: ProductsResource;
  readonly categories: CategoriesResource;
  readonly shop: ShopResource;
  readonly cart: CartResource;
  readonly checkout: CheckoutResource;
  readonly consent: ConsentResource;
  readonly shopPrefix: string;
  /** @deprecated alias of `shopPrefix`. */
  readonly shopId: string;
  readonly apiUrl: string;
  readonly checkoutUrl: string;
  readonly imageBaseUrl: string | null;
  readonly storefront: ShopkitStorefront | null;
  readonly scopes: ScopeGuard;
  readonly currency: string | null;
  readonly defaultCurrency: string | null;
  readonly storage: StorageAdapter;
  readonly runtime: ShopkitRuntime;
  setCurrency(currency: string | null): Promise<void>;
  onCurrencyChange(listener: (currency: string | null) => void): () => void;
  onCartChange(listener: (cart: Cart | null) => void): () => void;
  /** Hears a deferred code (see `cart.deferDiscount`) that could not apply, once per code. */
  onDiscountRejected(listener: (rejection: ShopkitDiscountRejection) => void): () => void;
  withStorage(storage: StorageAdapter): ShopkitClient;
}
