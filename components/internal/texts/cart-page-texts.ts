// The texts only a cart in the merchant's markup (`<shop-cart-contents>`) says, apart from the other elements' texts
// (i18n.ts) so that pages without one do not carry them. English and Swedish built in; defineTexts() adds or
// replaces any of them, like every other text.
import { withDefinedTexts } from './defined-texts.ts';
import { textsFor, type ShopTexts } from './i18n.ts';

/** Why a typed quantity was refused before anything was sent (parse-quantity.ts). */
export type QuantityRefusal = 'not_a_number' | 'negative' | 'fraction' | 'too_many';

export interface CartPageTexts {
  /** A typed quantity refused in place: the line's label, the value as typed (empty when unreadable), and why. */
  quantityRefused: (label: string, value: string, reason: QuantityRefusal) => string;
  /** Announced after a quantity change of a line. */
  lineQuantity: (label: string, quantity: number) => string;
  /** Announced after a line was removed. */
  lineRemoved: (label: string) => string;
  /** A line that is no longer on the platform's cart (another tab, the shop) when the shopper changed it. */
  lineGone: (label: string) => string;
  cartLoadFailed: string;
  cartUpdateFailed: string;
}

const EN: CartPageTexts = {
  quantityRefused: (label, value, reason) => {
    const shown = value === '' ? 'That' : `"${value}"`;
    const why = {
      not_a_number: `${shown} is not a number`,
      negative: `${shown} is below zero`,
      fraction: `${shown} is not a whole number`,
      too_many: `${shown} is more than 999, the most one line can hold`,
    }[reason];
    return `Quantity of ${label}: ${why}. Enter a whole number from 0 to 999 (0 removes the item).`;
  },
  lineQuantity: (label, quantity) => `${label}: quantity ${quantity}.`,
  lineRemoved: (label) => `${label} was removed from your cart.`,
  lineGone: (label) => `${label} is no longer in your cart.`,
  cartLoadFailed: 'Your cart could not be loaded.',
  cartUpdateFailed: 'Your cart could not be updated. Please try again.',
};

const SV: CartPageTexts = {
  quantityRefused: (label, value, reason) => {
    const shown = value === '' ? 'Det' : `”${value}”`;
    const why = {
      not_a_number: `${shown} är inte ett tal`,
      negative: `${shown} är mindre än noll`,
      fraction: `${shown} är inte ett heltal`,
      too_many: `${shown} är fler än 999, det mesta en rad rymmer`,
    }[reason];
    return `Antal av ${label}: ${why}. Skriv ett heltal från 0 till 999 (0 tar bort varan).`;
  },
  lineQuantity: (label, quantity) => `${label}: antal ${quantity}.`,
  lineRemoved: (label) => `${label} togs bort från din varukorg.`,
  lineGone: (label) => `${label} finns inte längre i din varukorg.`,
  cartLoadFailed: 'Din varukorg kunde inte laddas.',
  cartUpdateFailed: 'Din varukorg kunde inte uppdateras. Försök igen.',
};

const BUILT_IN: Readonly<Record<string, CartPageTexts>> = { en: EN, sv: SV };

/** The cart page's texts for a locale: the merchant's definitions, over the built-in ones, over English. */
export function cartPageTextsFor(locale: string): CartPageTexts {
  return withDefinedTexts(locale, BUILT_IN, EN);
}

/** Every text a cart page uses: the elements' shared ones and its own. */
export type CartTexts = ShopTexts & CartPageTexts;

export function cartTextsFor(locale: string): CartTexts {
  return { ...textsFor(locale), ...cartPageTextsFor(locale) };
}
