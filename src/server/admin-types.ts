// Public types of the REST v1 admin client (docs/design.md "REST API v1").
import type { SavedAddress } from '../../wire/customer.ts';
import type { ShippingAddress, ShippingLine } from '../../wire/shipping.ts';

export const SHOPKIT_ORDER_STATUSES = ['new', 'done', 'cancelled'] as const;
export type ShopkitOrderStatus = (typeof SHOPKIT_ORDER_STATUSES)[number];

export interface ShopkitOrderLine {
  productId: string;
  variantId: string;
  name: string;
  variantName: string | null;
  sku: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

/** A discount code applied to an order, with the amount it took off (minor units of the order's currency). */
export interface ShopkitOrderDiscount {
  code: string;
  amount: number;
}

/** The method an order ships with, priced in the order's currency when the shopper paid. */
export type ShopkitOrderShipping = ShippingLine;

/** Where an order goes (personal data: erased by the platform after its retention, then null). */
export type ShopkitOrderAddress = ShippingAddress;

export interface ShopkitOrderCustomer {
  email: string | null;
  name: string | null;
}

export interface ShopkitOrder {
  id: string;
  number: string;
  status: ShopkitOrderStatus;
  createdAt: string;
  paidAt: string | null;
  currency: string;
  /** The sum of the line totals. */
  subtotal: number;
  discounts: ShopkitOrderDiscount[];
  discountTotal: number;
  /** Null for an order without shipping (a shop that ships nothing). */
  shipping: ShopkitOrderShipping | null;
  shippingTotal: number;
  shippingAddress: ShopkitOrderAddress | null;
  /** The VAT contained in `total` (the shipping's included). */
  vatTotal: number;
  /** `subtotal - discountTotal + shippingTotal`. */
  total: number;
  customer: ShopkitOrderCustomer;
  /** The storefront surface the order was made through: `agentic` for an agent's checkout, else its campaign's or `shopkit`. */
  surface: string;
  lineCount: number;
  /** Present only when the list was asked for with `includeLines: true`. */
  lines?: ShopkitOrderLine[];
}

export interface ShopkitOrderPage {
  data: ShopkitOrder[];
  total: number;
  limit: number;
  offset: number;
}

export interface ShopkitOrderListOptions {
  /** 1-200, default 50. */
  limit?: number;
  offset?: number;
  status?: ShopkitOrderStatus;
  /** Orders created at or after this instant. */
  from?: Date | string;
  /** Orders created before this instant. */
  to?: Date | string;
  includeLines?: boolean;
}

/** A customer as `customers.list` shows them: a shop's record of a verified e-mail address. */
export interface ShopkitCustomerSummary {
  id: string;
  email: string;
  createdAt: string;
  orderCount: number;
}

/** One customer: their saved delivery addresses (most recently used first) and their orders, lines included. */
export interface ShopkitCustomer extends ShopkitCustomerSummary {
  addresses: SavedAddress[];
  orders: ShopkitOrder[];
}

export interface ShopkitCustomerPage {
  data: ShopkitCustomerSummary[];
  total: number;
  limit: number;
  offset: number;
}

export interface ShopkitCustomerListOptions {
  /** 1-200, default 50. */
  limit?: number;
  offset?: number;
  /** A part of the address, any case. */
  email?: string;
}

export type ShopkitAdminFetch = (input: string, init: RequestInit) => Promise<Response>;

export interface ShopkitAdminClientOptions {
  /** `shop_sk_<shopPrefix>_<secret>`, created in the control panel (Settings, then API). */
  apiKey: string;
  /** The REST v1 origin, https only, e.g. `https://127.0.0.1:8443`. A trailing `/v1` is stripped. */
  baseUrl: string;
  fetch?: ShopkitAdminFetch;
  /** Extra trusted CA certificate(s) in PEM, e.g. the local platform's self-signed certificate. */
  ca?: string | string[];
}

export interface ShopkitAdminClient {
  readonly baseUrl: string;
  orders: { list(options?: ShopkitOrderListOptions): Promise<ShopkitOrderPage> };
  products: { count(): Promise<number> };
  customers: {
    /** The shop's customers, newest first. */
    list(options?: ShopkitCustomerListOptions): Promise<ShopkitCustomerPage>;
    /** One customer with their orders, or null when there is none (never was, or deleted). */
    get(id: string): Promise<ShopkitCustomer | null>;
  };
}
