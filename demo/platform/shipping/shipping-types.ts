// Shipping as the platform keeps it (docs/design.md, "Shipping"). Prices include VAT at the shop's rate, like product
// prices. A method's base amounts are minor units of the shop's base currency; `prices` and `freeOverPrices` set
// amounts for a charge currency (minor units of that currency), and a currency without one converts the base amount
// like a product price. A method may be deleted: sessions and orders keep what they were priced with.
import type { ShippingAddress, ShippingLine } from '../../../wire/shipping.ts';

export interface ShippingMethodRecord {
  id: string;
  shopId: string;
  name: string;
  /** The price in the base currency's minor units. */
  price: number;
  /** Prices set for charge currencies, by currency code. */
  prices: Record<string, number>;
  /** Free shipping when the goods reach this total (base minor units); null: never free. */
  freeOver: number | null;
  /** Thresholds set for charge currencies, by currency code (only with `freeOver`). */
  freeOverPrices: Record<string, number>;
  /** ISO 3166-1 alpha-2 codes (upper case) of the countries it delivers to; at least one. */
  countries: string[];
  createdAt: string;
  updatedAt: string;
}

export type { ShippingAddress, ShippingLine };

/** How far a cart is from free shipping, in the cart's currency (`Cart.freeShipping`). */
export interface FreeShippingState {
  methodId: string;
  methodName: string;
  threshold: number;
  remaining: number;
  reached: boolean;
}
