// What a shopper is told about a discount code that cannot apply, in the element's language. Kept apart from the
// general texts so a language pack can replace the reasons one by one (`defineTexts('de', {discountReasons: …})`).
import type { DiscountReason } from '../../../src/index.ts';

/** One sentence per reason; `minimum` is the formatted minimum subtotal when the platform gave one. */
export type DiscountReasonTexts = Record<DiscountReason, (code: string, minimum: string | null) => string>;

export const EN_DISCOUNT_REASONS: DiscountReasonTexts = {
  unknown: (code) => `We don't recognise the code ${code}.`,
  expired: (code) => `The code ${code} has expired.`,
  not_yet_valid: (code) => `The code ${code} is not valid yet.`,
  below_minimum: (code, minimum) =>
    minimum === null
      ? `Your order is below the minimum for the code ${code}.`
      : `The code ${code} applies to orders of ${minimum} or more.`,
  used_up: (code) => `The code ${code} has been used up.`,
  not_for_storefront: (code) => `The code ${code} is not valid in this shop.`,
  not_for_items: (code) => `The code ${code} does not apply to anything in your cart.`,
  disabled: (code) => `The code ${code} is no longer valid.`,
  too_many_attempts: () => 'Too many codes were tried on this cart. Please try again later.',
};

export const SV_DISCOUNT_REASONS: DiscountReasonTexts = {
  unknown: (code) => `Vi känner inte igen koden ${code}.`,
  expired: (code) => `Koden ${code} har gått ut.`,
  not_yet_valid: (code) => `Koden ${code} gäller inte än.`,
  below_minimum: (code, minimum) =>
    minimum === null
      ? `Din beställning är under minimibeloppet för koden ${code}.`
      : `Koden ${code} gäller för beställningar på minst ${minimum}.`,
  used_up: (code) => `Koden ${code} är förbrukad.`,
  not_for_storefront: (code) => `Koden ${code} gäller inte i den här butiken.`,
  not_for_items: (code) => `Koden ${code} gäller inte för något i din varukorg.`,
  disabled: (code) => `Koden ${code} gäller inte längre.`,
  too_many_attempts: () => 'För många koder har provats i varukorgen. Försök igen senare.',
};
