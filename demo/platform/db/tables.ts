// The platform's tables as queries see them: camelCase names (CamelCasePlugin maps them to the snake_case tables and
// columns of the migrations). Nested data a route always reads whole (cart lines, an order's lines and customer)
// is a JSON text column; what is looked up, constrained or counted on (ids, shop, status, expiry, stock) is a column.
// Booleans are integers 0/1 and times ISO 8601 text in UTC, so both dialects store and compare them alike.
import type { Generated } from 'kysely';

export interface ShopsTable {
  id: string;
  storeId: number;
  name: string;
  baseCurrency: string;
  /** JSON: CurrencyOfferRecord[] */
  currencies: string;
  checkout: string;
  locale: string;
  ga4MeasurementId: string | null;
  gtmContainerId: string | null;
  metaPixelId: string | null;
  /** 0/1: decisions are recorded in consent_records. */
  consentLog: Generated<number>;
  /** The shop's VAT rate (0.25), at which shipping is taxed. */
  vatRate: number;
}

export interface PublishableKeysTable {
  id: string;
  shopId: string;
  key: string;
  /** JSON: string[] */
  scopes: string;
  revoked: number;
  createdAt: string;
}

export interface CategoriesTable {
  id: string;
  shopId: string;
  slug: string;
  name: string;
  description: string;
  position: number;
}

export interface ProductsTable {
  id: string;
  shopId: string;
  slug: string;
  name: string;
  description: string;
  vatRate: number;
  createdAt: string;
  /** The catalogue's default order. */
  position: number;
  /** JSON: the options matrix, `[{name, values}]`. */
  options: string;
}

export interface ProductCategoriesTable {
  productId: string;
  categoryId: string;
  position: number;
}

export interface ProductImagesTable {
  productId: string;
  shopId: string;
  position: number;
  file: string;
  alt: string;
  width: number;
  height: number;
}

export interface VariantsTable {
  id: string;
  productId: string;
  /** The product's shop: a SKU names one variant of a shop (unique). */
  shopId: string;
  position: number;
  name: string;
  sku: string;
  price: number;
  compareAtPrice: number | null;
  /** null: not tracked. */
  stock: number | null;
  /** JSON: the variant's value per option, `{"Size": "M"}`. */
  options: string;
  /** The product image (its file) that shows this variant. */
  imageFile: string | null;
}

export interface StorefrontsTable {
  id: string;
  shopId: string;
  name: string;
  active: number;
  /** JSON: Record<variantId, price> */
  prices: string;
}

export interface CartsTable {
  id: string;
  shopId: string;
  status: string;
  /** JSON: Attribution | null */
  storefront: string | null;
  /** The surface the cart was made or changed through when not its campaign's (`agentic`), else null. */
  surface: string | null;
  /** JSON: CartLineRecord[] */
  lines: string;
  /** JSON: string[], the ids of the discount codes the cart holds. */
  discounts: string;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  /** The signed-in customer the cart belongs to (it follows them to another browser), or null. */
  customerId: string | null;
}

export interface CheckoutSessionsTable {
  id: string;
  shopId: string;
  cartId: string;
  status: string;
  currency: string;
  /** JSON: PricedLine[] */
  lines: string;
  subtotal: number;
  /** JSON: SessionDiscount[] */
  discounts: string;
  discountTotal: number;
  vatTotal: number;
  total: number;
  storefront: string | null;
  /** As on the cart: `agentic` for a checkout an agent started or whose cart it changed, else null. */
  surface: string | null;
  successUrl: string;
  backUrl: string;
  orderNumber: string | null;
  createdAt: string;
  expiresAt: string;
  /** The one origin allowed to frame the hosted checkout of this session (embedded checkout), or null. */
  embedOrigin: string | null;
  /** While `processing`: when the payment provider confirms the payment (null: when told to by the admin API). */
  paymentConfirmAt: string | null;
  /** JSON: the order this session becomes once the payment is confirmed ({customer, analytics}), while processing. */
  pendingOrder: string | null;
  /** JSON: ShippingLine | null, the method shipped with (set when the shopper pays). */
  shipping: string | null;
  shippingTotal: number;
  /** JSON: ShippingAddress | null (personal data: erased after its retention). */
  shippingAddress: string | null;
  /** The signed-in customer who started the checkout (their address prefills it), or null. */
  customerId: string | null;
}

export interface OrdersTable {
  id: string;
  number: string;
  shopId: string;
  storeId: number;
  sessionId: string;
  cartId: string;
  status: string;
  currency: string;
  subtotal: number;
  /** JSON: OrderDiscount[] */
  discounts: string;
  discountTotal: number;
  vatTotal: number;
  total: number;
  /** JSON: {name, email} */
  customer: string;
  /** JSON: PricedLine[] */
  lines: string;
  storefront: string | null;
  /** The session's surface (`agentic`), else null. */
  surface: string | null;
  /** JSON: OrderRecord['analytics'] */
  analytics: string;
  createdAt: string;
  updatedAt: string;
  /** JSON: ShippingLine | null, the method shipped with (set when the shopper pays). */
  shipping: string | null;
  shippingTotal: number;
  /** JSON: ShippingAddress | null (personal data: erased after its retention). */
  shippingAddress: string | null;
  /** The customer the order belongs to: placed signed in, or linked when its address was verified. */
  customerId: string | null;
  /** The order's e-mail address lower-cased, for linking a guest's orders; null once the person was erased. */
  customerEmailKey: string | null;
}

export interface SequencesTable {
  name: string;
  value: number;
}

export interface IdempotencyKeysTable {
  shopId: string;
  key: string;
  fingerprint: string;
  /** null while the request that claimed the key is running (inside its own transaction). */
  status: number | null;
  /** The answer's body: base64 of deflated JSON, null for an empty body. */
  body: string | null;
  createdAt: string;
}

export interface ApiKeysTable {
  id: string;
  shopId: string;
  label: string;
  /** `shop_sk_<shop>_` plus the first four characters of the secret, to tell keys apart in the panel. */
  hint: string;
  hash: string;
  createdAt: string;
  revokedAt: string | null;
}

export interface WebhookSettingsTable {
  shopId: string;
  url: string;
  /** JSON: WebhookEventType[] */
  events: string;
}

export interface WebhookDeliveriesTable {
  id: string;
  shopId: string;
  event: string;
  targetId: string;
  url: string;
  attempts: number;
  nextAttemptAt: string;
  /** The process holding the delivery while it attempts it, and until when; a lapsed lease may be taken over. */
  leaseOwner: string | null;
  leaseUntil: string | null;
  createdAt: string;
}

export interface WebhookLogTable {
  seq: Generated<number>;
  at: string;
  deliveryId: string;
  shopId: string;
  event: string;
  targetId: string;
  url: string;
  attempt: number;
  status: number | null;
  outcome: string;
  error: string | null;
  test: number;
}

export interface DiscountCodesTable {
  id: string;
  shopId: string;
  /** As the merchant wrote it; unique per shop without regard to case. */
  code: string;
  /** The upper-cased code: unique per shop, so codes match without regard to case. */
  codeKey: string;
  kind: string;
  /** Percent (1-100) or base-currency minor units. */
  value: number;
  minimumSubtotal: number | null;
  /** ISO 8601; the code applies in [validFrom, validTo). */
  validFrom: string | null;
  validTo: string | null;
  usageLimit: number | null;
  uses: number;
  /** Only carts attributed to this campaign storefront. */
  storefrontId: string | null;
  /** JSON: string[] */
  categoryIds: string;
  disabled: number;
  createdAt: string;
  updatedAt: string;
}

export interface DiscountRedemptionsTable {
  orderId: string;
  discountId: string;
  shopId: string;
  amount: number;
  currency: string;
  createdAt: string;
}

export interface DiscountAttemptsTable {
  cartId: string;
  /** Codes refused for this cart since `windowStart`. */
  refused: number;
  windowStart: string;
}

export interface ConsentRecordsTable {
  seq: Generated<number>;
  shopId: string;
  consentId: string;
  recordedAt: string;
  decidedAt: string;
  revision: number;
  analytics: number;
  marketing: number;
  pageOrigin: string | null;
  /** The client's network (IPv4 /24, IPv6 /48), never its full address. */
  clientNetwork: string | null;
}

export interface StorefrontOriginsTable {
  shopId: string;
  /** `https://shop.example` (scheme, host and port; no path). */
  origin: string;
  createdAt: string;
}

export interface ShippingMethodsTable {
  id: string;
  shopId: string;
  name: string;
  price: number;
  /** JSON: Record<currency, price> for charge currencies. */
  prices: string;
  freeOver: number | null;
  /** JSON: Record<currency, threshold> for charge currencies. */
  freeOverPrices: string;
  /** JSON: string[], ISO 3166-1 alpha-2 codes. */
  countries: string;
  createdAt: string;
  updatedAt: string;
}

/** A checkout an agent started (docs/agents.md): hashes of its one-time link and of its status token. */
export interface AgentCheckoutsTable {
  sessionId: string;
  shopId: string;
  openTokenHash: string;
  statusTokenHash: string;
  /** The hash of the cookie of the browser that opened the link, once it did. */
  browserHash: string | null;
  openedAt: string | null;
  createdAt: string;
}

export interface CustomersTable {
  id: string;
  shopId: string;
  /** As the shopper typed it when first signing in. */
  email: string;
  /** The address lower-cased: unique per shop. */
  emailKey: string;
  /** JSON: SavedAddress[], most recently used first. */
  addresses: string;
  createdAt: string;
  updatedAt: string;
}

export interface SignInChallengesTable {
  id: string;
  shopId: string;
  email: string;
  emailKey: string;
  /** scrypt of the 6-digit code, salted with the challenge id (base64url). */
  codeHash: string;
  /** SHA-256 of the link's one-time secret (hex). */
  linkHash: string;
  /** Wrong codes given for this challenge. */
  attempts: number;
  createdAt: string;
  expiresAt: string;
  /** When a right code or the link signed in with it (a challenge signs in once). */
  usedAt: string | null;
}

export interface SignInLocksTable {
  shopId: string;
  emailKey: string;
  /** Wrong codes for this address since `windowStart`. */
  failures: number;
  windowStart: string;
  /** No code for this address is checked before this instant. */
  lockedUntil: string | null;
}

export interface CustomerSessionsTable {
  id: string;
  shopId: string;
  customerId: string;
  /** SHA-256 (hex) of the session's current token; the token itself is never stored. */
  tokenHash: string;
  tokenIssuedAt: string;
  /** The token the current one replaced: still accepted until `previousValidUntil`, then its use ends the session. */
  previousTokenHash: string | null;
  previousValidUntil: string | null;
  /** When the code or link that made this session was checked. */
  signedInAt: string;
  lastSeenAt: string;
  /** The session's absolute end. */
  expiresAt: string;
}

export interface MailOutboxTable {
  id: string;
  shopId: string;
  /** `order_confirmation` */
  kind: string;
  /** The order the message is about. */
  targetId: string;
  recipient: string;
  /** The language the message is written in (`sv-SE`). */
  locale: string;
  attempts: number;
  nextAttemptAt: string;
  /** A process attempting the message holds it until then. */
  leaseUntil: string | null;
  lastError: string | null;
  createdAt: string;
}

/** One per product (search/search-document.ts). */
export interface SearchDocumentsTable {
  /** The document's number: its place in the catalogue's order, and its rowid in SQLite's full-text index. */
  id: Generated<number>;
  productId: string;
  shopId: string;
  /** The sorted, distinct tokens: text on SQLite (its FTS5 table `search_index` indexes them), a tsvector on PostgreSQL. */
  tokens: string;
  /** The cheapest variant's price in the base currency; null without variants. */
  minPrice: number | null;
  sortName: string;
  createdAt: string;
}

/** A shop's vocabulary: every word its documents hold, for prefixes, typos and suggestions. */
export interface SearchTermsTable {
  id: Generated<number>;
  shopId: string;
  /** Folded ("skal"). */
  term: string;
  /** As first written ("skål"). */
  display: string;
  /** How many of the shop's documents hold it (a word in none is deleted). */
  documents: number;
  /**
   * The fields its documents have held it in, as bits (search/search-document.ts fieldBit; migration 0008p). SQLite
   * leaves every word at the default, every field.
   */
  fields: Generated<number>;
}

export interface Tables {
  shops: ShopsTable;
  publishableKeys: PublishableKeysTable;
  categories: CategoriesTable;
  products: ProductsTable;
  productCategories: ProductCategoriesTable;
  productImages: ProductImagesTable;
  variants: VariantsTable;
  storefronts: StorefrontsTable;
  carts: CartsTable;
  checkoutSessions: CheckoutSessionsTable;
  orders: OrdersTable;
  sequences: SequencesTable;
  idempotencyKeys: IdempotencyKeysTable;
  apiKeys: ApiKeysTable;
  webhookSettings: WebhookSettingsTable;
  webhookDeliveries: WebhookDeliveriesTable;
  webhookLog: WebhookLogTable;
  discountCodes: DiscountCodesTable;
  discountRedemptions: DiscountRedemptionsTable;
  discountAttempts: DiscountAttemptsTable;
  consentRecords: ConsentRecordsTable;
  storefrontOrigins: StorefrontOriginsTable;
  shippingMethods: ShippingMethodsTable;
  agentCheckouts: AgentCheckoutsTable;
  customers: CustomersTable;
  signInChallenges: SignInChallengesTable;
  signInLocks: SignInLocksTable;
  customerSessions: CustomerSessionsTable;
  mailOutbox: MailOutboxTable;
  searchDocuments: SearchDocumentsTable;
  searchTerms: SearchTermsTable;
}
