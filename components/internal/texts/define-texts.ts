// Shopkit.defineTexts(language, texts): the texts a merchant defines for a language. Kept apart from the built-in
// texts (i18n.ts), so the script tag can take definitions before any element's code has loaded; the definitions
// themselves live in defined-texts.ts, which the elements' texts read.
import { ShopkitConfigError } from '../../../src/index.ts';
import { refreshElements } from '../config/client-registry.ts';
import { DEFINED_TEXTS, languageOf } from './defined-texts.ts';
import type { CartPageTexts } from './cart-page-texts.ts';
import type { ConsentTexts } from './consent-texts.ts';
import type { DiscountReasonTexts } from './discount-texts.ts';
import type { ShippingTexts } from './shipping-texts.ts';
import type { ShopTexts } from './i18n.ts';

/**
 * Every text a merchant can define: the elements' (i18n.ts, texts/shipping-texts.ts), the consent banner's
 * (consent-texts.ts) and the cart page's (texts/cart-page-texts.ts).
 */
export type ShopkitTexts = ShopTexts & ShippingTexts & ConsentTexts & CartPageTexts;

/** What defineTexts takes: any text, and any of the discount reasons (each on its own). */
export type ShopkitTextsInput = Partial<Omit<ShopkitTexts, 'discountReasons'>> & {
  discountReasons?: Partial<DiscountReasonTexts>;
};

/**
 * Adds or replaces the texts of a language (`de`, `fr`, or `sv` to change the Swedish ones): every key is optional
 * and falls back to that language's built-in or pack texts, else English (each discount reason on its own).
 * Elements on the page re-render at once.
 */
export function defineTexts(language: string, texts: ShopkitTextsInput): void {
  if (!/^[a-z]{2}$/i.test(language))
    throw new ShopkitConfigError('defineTexts language', `expected a two-letter code; got ${JSON.stringify(language)}`);
  const key = languageOf(language);
  const previous = DEFINED_TEXTS.get(key);
  const discountReasons = { ...previous?.discountReasons, ...texts.discountReasons };
  DEFINED_TEXTS.set(key, { ...previous, ...texts, discountReasons });
  refreshElements();
}
