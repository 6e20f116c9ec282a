// Shipping as the platform keeps it (docs/design.md, "Shipping"). Prices include VAT at the shop's rate, like product
// prices. A method's base amounts are minor units of the shop's base currency; `prices` and `freeOverPrices` set
// amounts for a charge currency (minor units of that currency), and a currency without one converts the base amount
// like a product price. A method may be deleted: sessions and orders keep what they were priced with.

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

/** The method a session or an order ships with, priced in its currency. */
export interface ShippingLine {
  methodId: string;
  name: string;
  /** What the shipping costs (0 when free), VAT included. */
  amount: number;
  /** The VAT contained in `amount`, at the shop's rate. */
  vatAmount: number;
  /** The goods reached the method's free-shipping threshold. */
  free: boolean;
}

/** Where an order goes: personal data, shown to the shopper who placed it and the shop, erased after its retention. */
export interface ShippingAddress {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  phone: string | null;
}

/** How far a cart is from free shipping, in the cart's currency (`Cart.freeShipping`). */
export interface FreeShippingState {
  methodId: string;
  methodName: string;
  threshold: number;
  remaining: number;
  reached: boolean;
}
