// Shipping records of the Commerce API v2 wire, as openapi.json describes them (ShippingLine, ShippingAddress):
// written once, here, for the client's public types (src/types/checkout.ts, src/server/admin-types.ts) and the
// platform that answers with them (demo/platform/shipping/shipping-types.ts). test/meta/wire-types.test.ts holds them
// to the document.

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
