// The platform's records as routes handle them; repo/ reads and writes them to the database (db/tables.ts).
// Amounts are integers in the minor units of the shop's base currency unless a field names another currency.

import type { Variant } from '../../../wire/catalogue.ts';
import type { ApiKeysTable, CheckoutSessionsTable, ConsentRecordsTable, OrdersTable } from '../db/tables.ts';
import type { DiscountCodeRecord, SessionDiscount } from '../discounts/discount-types.ts';
import type { ShippingAddress, ShippingLine, ShippingMethodRecord } from '../shipping/shipping-types.ts';

export type CheckoutKind = 'v2' | 'legacy';
export type OfferMode = 'base' | 'charge' | 'display';

export interface CurrencyOfferRecord {
  code: string;
  mode: OfferMode;
  rate: number;
}

export interface ShopRecord {
  id: string;
  storeId: number;
  name: string;
  baseCurrency: string;
  currencies: CurrencyOfferRecord[];
  checkout: CheckoutKind;
  locale: string;
  tracking: TrackingRecord;
  /** The shop's VAT rate, at which shipping is taxed (0.25). */
  vatRate: number;
}

/** A shop's analytics tags and consent log switch (`Shop.tracking` on the wire). */
export interface TrackingRecord {
  ga4MeasurementId: string | null;
  gtmContainerId: string | null;
  metaPixelId: string | null;
  consentLog: boolean;
}

/** One consent decision in a shop's consent log. */
/** A consent decision as the log keeps it: its row (db/tables.ts) with the two categories as booleans. */
export interface ConsentRecord extends Omit<ConsentRecordsTable, 'seq' | 'shopId' | 'analytics' | 'marketing'> {
  analytics: boolean;
  marketing: boolean;
}

export interface KeyRecord {
  id: string;
  shopId: string;
  key: string;
  scopes: string[];
  revoked: boolean;
  createdAt: string;
}

/** A REST v1 key (v1/admin-keys.ts): only its hash is kept. Exactly its row. */
export type AdminKeyRecord = ApiKeysTable;

export interface ImageRecord {
  file: string;
  alt: string;
  width: number;
  height: number;
}
/**
 * A variant as the catalogue stores it: the wire's Variant (wire/catalogue.ts) with its price in the shop's base
 * currency, and the file of the product image that shows it (or null) in place of the presented image.
 */
export interface VariantRecord extends Omit<Variant, 'available' | 'image'> {
  imageFile: string | null;
}
/** One choice a product offers (`Size`) and its values in display order. */
export interface ProductOptionRecord {
  name: string;
  values: string[];
}
export interface ProductRecord {
  id: string;
  shopId: string;
  slug: string;
  name: string;
  description: string;
  categoryIds: string[];
  vatRate: number;
  images: ImageRecord[];
  variants: VariantRecord[];
  /** The options matrix; every variant names one value of each (`[]` for a product without choices). */
  options: ProductOptionRecord[];
  createdAt: string;
}
export interface CategoryRecord {
  id: string;
  shopId: string;
  slug: string;
  name: string;
  description: string;
}
export interface StorefrontRecord {
  id: string;
  shopId: string;
  name: string;
  active: boolean;
  /** Campaign prices by variant id, in base minor units; variants not listed keep their regular price. */
  prices: Record<string, number>;
}

export interface Attribution {
  id: string;
  surface: string;
}
export interface CartLineRecord {
  id: string;
  productId: string;
  variantId: string;
  quantity: number;
}
export interface CartRecord {
  id: string;
  shopId: string;
  /** `merged`: a signed-in customer's cart took its lines (customers/follow-cart.ts). */
  status: 'open' | 'checked_out' | 'merged';
  storefront: Attribution | null;
  /** `agentic` once an agent made or changed the cart (attribution/describe-surface.ts), else null. */
  surface: string | null;
  lines: CartLineRecord[];
  /** The ids of the discount codes the cart holds (at most one: codes do not stack). */
  discountIds: string[];
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  /** The signed-in customer the cart belongs to (it follows them to another browser), or null. */
  customerId: string | null;
}

/** A line priced in a session's or order's currency. */
export interface PricedLine {
  id: string;
  productId: string;
  variantId: string;
  name: string;
  variantName: string | null;
  sku: string;
  slug: string;
  imageFile: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  vatRate: number;
}

export interface Totals {
  subtotal: number;
  vatTotal: number;
  total: number;
}

/** What a session and an order say about their discounts (docs/design.md, "Discount codes"). */
export interface DiscountTotals {
  discountTotal: number;
}

/** What a session and an order say about shipping (docs/design.md, "Shipping"): null and 0 until the shopper pays. */
export interface ShippingTotals {
  shipping: ShippingLine | null;
  shippingTotal: number;
  shippingAddress: ShippingAddress | null;
}

/** A code on an order: applied codes only, in the order's currency. */
export interface OrderDiscount {
  id: string;
  code: string;
  amount: number;
}

/** The columns a session keeps as JSON or as a wider type than the record reads them. */
type SessionRowOnly = 'status' | 'lines' | 'discounts' | 'storefront' | 'pendingOrder' | 'shipping' | 'shippingAddress';

/** A checkout session: its row (db/tables.ts) with the JSON columns read and the status narrowed. */
export interface SessionRecord
  extends Omit<CheckoutSessionsTable, SessionRowOnly>, Totals, DiscountTotals, ShippingTotals {
  /**
   * `processing`: paid, the payment provider has not confirmed it yet (the order number is already taken).
   * `replaced`: a newer checkout started for the same cart; it can no longer be paid (the API shows it `expired`).
   */
  status: 'open' | 'processing' | 'paid' | 'replaced';
  lines: PricedLine[];
  /** Applied or not, with the id of each code (paying counts the applied ones). */
  discounts: SessionDiscount[];
  storefront: Attribution | null;
  pendingOrder: PendingOrder | null;
}

/** What a paid session waiting for its payment confirmation keeps for the order it becomes. */
export interface PendingOrder {
  /** The order's id, taken when the shopper paid (the discount redemptions counted then already name it). */
  orderId: string;
  customer: { name: string; email: string };
  analytics: { consentCategories: string[]; gaClientId: string | null; gaSessionId: string | null };
  /** The language of the storefront page the shopper paid from (the confirmation e-mail is written in it). */
  locale?: string | null;
}

/** The columns an order keeps as JSON or as a wider type than the record reads them. */
type OrderRowOnly =
  'status' | 'customer' | 'lines' | 'discounts' | 'storefront' | 'analytics' | 'shipping' | 'shippingAddress';

/** An order: its row (db/tables.ts) with the JSON columns read and the status narrowed. */
export interface OrderRecord extends Omit<OrdersTable, OrderRowOnly>, Totals, DiscountTotals, ShippingTotals {
  status: 'new' | 'done' | 'cancelled';
  customer: { name: string; email: string };
  lines: PricedLine[];
  discounts: OrderDiscount[];
  storefront: Attribution | null;
  analytics: { consentCategories: string[]; gaClientId: string | null; gaSessionId: string | null };
}

/** What a fresh database starts with (seed/seed-state.ts). */
export interface SeedData {
  shops: ShopRecord[];
  keys: KeyRecord[];
  categories: CategoryRecord[];
  products: ProductRecord[];
  storefronts: StorefrontRecord[];
  discounts: DiscountCodeRecord[];
  shippingMethods: ShippingMethodRecord[];
}
