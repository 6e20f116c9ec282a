// Why a discount code does not apply, as openapi.json's DiscountReason lists it: written once, here, for the client's
// public type (src/types/cart.ts) and the platform that decides it (demo/platform/discounts/discount-types.ts).

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
  /** Too many codes were refused for this cart lately (not a property of a code: never kept on a cart). */
  | 'too_many_attempts';
