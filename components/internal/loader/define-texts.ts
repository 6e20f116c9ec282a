// Shopkit.defineTexts(language, texts): the texts a merchant defines for a language. Kept apart from the built-in
// texts (i18n.ts), so the script tag can take definitions before any element's code has loaded.
import { ShopkitConfigError } from '../../../src/index.ts';
import { refreshElements } from './client-registry.ts';
import type { CartPageTexts } from '../cart/cart-page-texts.ts';
import type { ConsentTexts } from '../consent/consent-texts.ts';
import type { DiscountReasonTexts } from '../runtime/discount-texts.ts';
import type { ShippingTexts } from '../runtime/shipping-texts.ts';
import type { ShopTexts } from '../runtime/i18n.ts';

/**
 * Every text a merchant can define: the elements' (i18n.ts, runtime/shipping-texts.ts), the consent banner's
 * (consent-texts.ts) and the cart page's (cart/cart-page-texts.ts).
 */
export type ShopkitTexts = ShopTexts & ShippingTexts & ConsentTexts & CartPageTexts;

/** What defineTexts takes: any text, and any of the discount reasons (each on its own). */
export type ShopkitTextsInput = Partial<Omit<ShopkitTexts, 'discountReasons'>> & {
  discountReasons?: Partial<DiscountReasonTexts>;
};

/** Texts that are a group of their own (the discount reasons): defined, packed and built in one by one. */
const GROUPS = ['discountReasons'] as const;

/** The merchant's texts by two-letter language, each merged over the earlier definitions of that language. */
const DEFINED_TEXTS = new Map<string, ShopkitTextsInput>();

/** Norwegian Nynorsk and the macro code `no` share the Bokmål texts. */
const ALIASES: Readonly<Record<string, string>> = { no: 'nb', nn: 'nb' };

/** The language whose texts a locale shows: its first two letters, with the aliases above. */
export function languageOf(locale: string): string {
  const language = locale.slice(0, 2).toLowerCase();
  return ALIASES[language] ?? language;
}

/**
 * A set of texts for a locale's language: the merchant's definitions over the language's loaded pack (`pack`), over
 * its built-in texts, over English.
 */
export function withDefinedTexts<T extends object>(
  locale: string,
  builtIn: Readonly<Record<string, T>>,
  english: T,
  pack?: Partial<T>,
): T {
  const language = languageOf(locale);
  const defined = DEFINED_TEXTS.get(language);
  if (!defined && !pack) return builtIn[language] ?? english;
  const own = builtIn[language];
  const merged = { ...english, ...own, ...pack } as Record<string, unknown>;
  for (const key of Object.keys(english))
    if (defined && key in defined) merged[key] = defined[key as keyof ShopkitTextsInput];
  for (const group of GROUPS) {
    if (!(group in english)) continue;
    const layers = [english, own, pack, defined] as Array<Record<string, object | undefined> | undefined>;
    merged[group] = Object.assign({}, ...layers.map((layer) => layer?.[group]));
  }
  return merged as T;
}

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
