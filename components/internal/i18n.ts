import { ShopkitConfigError } from '../../src/index.ts';
import { refreshElements } from './client-registry.ts';
import { type DiscountReasonTexts, EN_DISCOUNT_REASONS, SV_DISCOUNT_REASONS } from './discount-texts.ts';

/** Every text the elements render themselves. Merchants replace them through slots, or per language with defineTexts(). */
export interface ShopTexts {
  cart: string;
  cartTitle: string;
  close: string;
  empty: string;
  loading: string;
  retry: string;
  subtotal: string;
  remove: string;
  quantity: string;
  decrease: string;
  increase: string;
  itemCount: (count: number) => string;
  updated: (count: number) => string;
  addToCart: string;
  adding: string;
  currency: string;
  checkout: string;
  consentTitle: string;
  consentText: string;
  acceptAll: string;
  onlyNecessary: string;
  settings: string;
  save: string;
  necessary: string;
  necessaryText: string;
  analytics: string;
  analyticsText: string;
  marketing: string;
  marketingText: string;
  cookieSettings: string;
  priceFrom: (price: string) => string;
  inStock: string;
  lowStock: (count: number) => string;
  soldOut: string;
  chooseOptions: (names: string[]) => string;
  unavailable: string;
  noProducts: string;
  productNotFound: string;
  discountCode: string;
  applyCode: string;
  discount: string;
  total: string;
  notApplied: string;
  codeApplied: (code: string) => string;
  codeRemoved: (code: string) => string;
  /** The accessible name of a code's Remove button; starts with the visible `remove` text. */
  removeCode: (code: string) => string;
  discountReasons: DiscountReasonTexts;
}

const list = (locale: string, names: string[]): string =>
  new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);

const EN: ShopTexts = {
  cart: 'Cart',
  cartTitle: 'Your cart',
  close: 'Close',
  empty: 'Your cart is empty.',
  loading: 'Loading…',
  retry: 'Try again',
  subtotal: 'Subtotal',
  remove: 'Remove',
  quantity: 'Quantity',
  decrease: 'One less',
  increase: 'One more',
  itemCount: (count) => (count === 1 ? '1 item' : `${count} items`),
  updated: (count) => `Cart updated: ${EN.itemCount(count)}.`,
  addToCart: 'Add to cart',
  adding: 'Adding…',
  currency: 'Currency',
  checkout: 'Checkout',
  consentTitle: 'Cookies on this site',
  consentText:
    'We use necessary cookies to run the shop. With your permission we also use cookies for analytics and marketing.',
  acceptAll: 'Accept all',
  onlyNecessary: 'Only necessary',
  settings: 'Settings',
  save: 'Save choices',
  necessary: 'Necessary',
  necessaryText: 'Cart, currency and security. Always on.',
  analytics: 'Analytics',
  analyticsText: 'Helps us understand how the shop is used.',
  marketing: 'Marketing',
  marketingText: 'Lets us show relevant offers elsewhere.',
  cookieSettings: 'Cookie settings',
  priceFrom: (price) => `From ${price}`,
  inStock: 'In stock',
  lowStock: (count) => `Only ${count} left`,
  soldOut: 'Sold out',
  chooseOptions: (names) => `Choose ${list('en', names)}`,
  unavailable: 'Not available in this combination',
  noProducts: 'No products match.',
  productNotFound: 'This product could not be found.',
  discountCode: 'Discount code',
  applyCode: 'Apply',
  discount: 'Discount',
  total: 'Total',
  notApplied: 'Not applied',
  codeApplied: (code) => `The code ${code} is applied.`,
  codeRemoved: (code) => `The code ${code} is removed.`,
  removeCode: (code) => `Remove the code ${code}`,
  discountReasons: EN_DISCOUNT_REASONS,
};

const SV: ShopTexts = {
  cart: 'Varukorg',
  cartTitle: 'Din varukorg',
  close: 'Stäng',
  empty: 'Din varukorg är tom.',
  loading: 'Laddar…',
  retry: 'Försök igen',
  subtotal: 'Delsumma',
  remove: 'Ta bort',
  quantity: 'Antal',
  decrease: 'En färre',
  increase: 'En till',
  itemCount: (count) => (count === 1 ? '1 vara' : `${count} varor`),
  updated: (count) => `Varukorgen uppdaterad: ${SV.itemCount(count)}.`,
  addToCart: 'Lägg i varukorgen',
  adding: 'Lägger till…',
  currency: 'Valuta',
  checkout: 'Till kassan',
  consentTitle: 'Cookies på den här webbplatsen',
  consentText:
    'Vi använder nödvändiga cookies för att butiken ska fungera. Med ditt samtycke använder vi även cookies för analys och marknadsföring.',
  acceptAll: 'Godkänn alla',
  onlyNecessary: 'Endast nödvändiga',
  settings: 'Inställningar',
  save: 'Spara val',
  necessary: 'Nödvändiga',
  necessaryText: 'Varukorg, valuta och säkerhet. Alltid på.',
  analytics: 'Analys',
  analyticsText: 'Hjälper oss förstå hur butiken används.',
  marketing: 'Marknadsföring',
  marketingText: 'Låter oss visa relevanta erbjudanden på andra ställen.',
  cookieSettings: 'Cookieinställningar',
  priceFrom: (price) => `Från ${price}`,
  inStock: 'I lager',
  lowStock: (count) => `Bara ${count} kvar`,
  soldOut: 'Slutsåld',
  chooseOptions: (names) => `Välj ${list('sv', names)}`,
  unavailable: 'Finns inte i den här kombinationen',
  noProducts: 'Inga produkter matchar.',
  productNotFound: 'Produkten kunde inte hittas.',
  discountCode: 'Rabattkod',
  applyCode: 'Använd',
  discount: 'Rabatt',
  total: 'Totalt',
  notApplied: 'Används inte',
  codeApplied: (code) => `Koden ${code} används.`,
  codeRemoved: (code) => `Koden ${code} är borttagen.`,
  removeCode: (code) => `Ta bort koden ${code}`,
  discountReasons: SV_DISCOUNT_REASONS,
};

const BUILT_IN: Record<string, ShopTexts> = { en: EN, sv: SV };

/** The texts for a locale: those defined for its language (first two letters), else English. */
export function textsFor(locale: string): ShopTexts {
  return BUILT_IN[locale.slice(0, 2).toLowerCase()] ?? EN;
}

/**
 * Adds or replaces the texts of a language (`de`, `fr`, or `sv` to change the Swedish ones): every key is optional
 * (each discount reason too) and falls back to that language's current texts, else English. Elements on the page re-render at once.
 */
export function defineTexts(language: string, texts: TextsInput): void {
  const key = language.toLowerCase();
  if (!/^[a-z]{2}$/.test(key))
    throw new ShopkitConfigError('defineTexts language', `expected a two-letter code; got ${JSON.stringify(language)}`);
  const base = BUILT_IN[key] ?? EN;
  BUILT_IN[key] = { ...base, ...texts, discountReasons: { ...base.discountReasons, ...texts.discountReasons } };
  refreshElements();
}

/** What defineTexts takes: any text, and any of the discount reasons. */
export type TextsInput = Partial<Omit<ShopTexts, 'discountReasons'>> & {
  discountReasons?: Partial<DiscountReasonTexts>;
};
