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
  continueShopping: string;
  itemCount: (count: number) => string;
  updated: (count: number) => string;
  addToCart: string;
  adding: string;
  /** The visible done state beside the add button. */
  added: string;
  /** Announced after an add: the line's name (with its variant) and the new count. */
  addedTo: (label: string, count: number) => string;
  onlyLeft: (available: number) => string;
  addFailed: string;
  offline: string;
  busy: string;
  gone: string;
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
  /** Under Global Privacy Control: why marketing stays off. */
  gpcNotice: string;
  /** Under Global Privacy Control, the accept button (it grants analytics only). */
  acceptAnalytics: string;
  withdrawText: string;
  consentIdLabel: string;
  consentIdHint: string;
  /** Shown for a decision saved before consent ids existed. */
  noConsentId: string;
  decidedLabel: string;
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
  buyNow: string;
  orderThanks: string;
  orderNumber: (orderNumber: string) => string;
  orderConfirming: string;
  orderPending: string;
  orderStillPending: string;
  checkAgain: string;
  orderLines: string;
  item: string;
  price: string;
  vatIncluded: string;
  orderLoadFailed: string;
  checkoutTitle: string;
  checkoutLoading: string;
  checkoutBlocked: string;
  continueToCheckout: string;
  checkoutExpired: string;
  startAgain: string;
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
  continueShopping: 'Continue shopping',
  itemCount: (count) => (count === 1 ? '1 item' : `${count} items`),
  updated: (count) => `Cart updated: ${EN.itemCount(count)}.`,
  addToCart: 'Add to cart',
  adding: 'Adding…',
  added: 'Added to cart',
  addedTo: (label, count) => `${label} added to your cart (${EN.itemCount(count)}).`,
  onlyLeft: (available) => `Only ${available} left in stock.`,
  addFailed: 'Could not add to the cart. Please try again.',
  offline: 'No connection to the shop. Check your connection and try again.',
  busy: 'The shop is busy. Wait a moment and try again.',
  gone: 'This product is no longer available.',
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
  gpcNotice:
    'Your browser sends a Global Privacy Control signal, so marketing cookies stay off unless you turn them on under Settings.',
  acceptAnalytics: 'Accept analytics',
  withdrawText:
    'You can change or withdraw your consent here at any time. When you turn a category off, its cookies are deleted.',
  consentIdLabel: 'Your consent ID',
  consentIdHint: 'Quote it if you contact us about your choice.',
  noConsentId: 'None: this choice was saved before consent IDs were introduced.',
  decidedLabel: 'Saved',
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
  buyNow: 'Buy now',
  orderThanks: 'Thank you for your order!',
  orderNumber: (orderNumber) => `Order number ${orderNumber}`,
  orderConfirming: 'Confirming your order…',
  orderPending: 'Your payment is being confirmed. This page updates by itself.',
  orderStillPending: 'Your payment is still being confirmed. You will get an email as soon as it is done.',
  checkAgain: 'Check again',
  orderLines: 'Items in your order',
  item: 'Item',
  price: 'Price',
  vatIncluded: 'Of which VAT',
  orderLoadFailed: 'Your order details could not be loaded.',
  checkoutTitle: 'Secure checkout',
  checkoutLoading: 'Loading the secure checkout…',
  checkoutBlocked: 'The checkout could not be shown on this page.',
  continueToCheckout: 'Continue to the secure checkout',
  checkoutExpired: 'This checkout has expired.',
  startAgain: 'Start again',
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
  continueShopping: 'Fortsätt handla',
  itemCount: (count) => (count === 1 ? '1 vara' : `${count} varor`),
  updated: (count) => `Varukorgen uppdaterad: ${SV.itemCount(count)}.`,
  addToCart: 'Lägg i varukorgen',
  adding: 'Lägger till…',
  added: 'Lagd i varukorgen',
  addedTo: (label, count) => `${label} har lagts i varukorgen (${SV.itemCount(count)}).`,
  onlyLeft: (available) => `Bara ${available} kvar i lager.`,
  addFailed: 'Kunde inte lägga i varukorgen. Försök igen.',
  offline: 'Ingen kontakt med butiken. Kontrollera anslutningen och försök igen.',
  busy: 'Butiken är upptagen. Vänta en stund och försök igen.',
  gone: 'Produkten finns inte längre.',
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
  gpcNotice:
    'Din webbläsare skickar en Global Privacy Control-signal, så marknadsföringscookies förblir avstängda om du inte slår på dem under Inställningar.',
  acceptAnalytics: 'Godkänn analys',
  withdrawText:
    'Du kan när som helst ändra eller återkalla ditt samtycke här. När du stänger av en kategori raderas dess cookies.',
  consentIdLabel: 'Ditt samtyckes-ID',
  consentIdHint: 'Ange det om du kontaktar oss om ditt val.',
  noConsentId: 'Inget: valet sparades innan samtyckes-ID infördes.',
  decidedLabel: 'Sparat',
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
  buyNow: 'Köp nu',
  orderThanks: 'Tack för din beställning!',
  orderNumber: (orderNumber) => `Ordernummer ${orderNumber}`,
  orderConfirming: 'Bekräftar din beställning…',
  orderPending: 'Din betalning bekräftas. Sidan uppdateras av sig själv.',
  orderStillPending: 'Din betalning bekräftas fortfarande. Du får ett mejl så snart den är klar.',
  checkAgain: 'Kontrollera igen',
  orderLines: 'Varor i din beställning',
  item: 'Vara',
  price: 'Pris',
  vatIncluded: 'Varav moms',
  orderLoadFailed: 'Det gick inte att hämta din beställning.',
  checkoutTitle: 'Säker kassa',
  checkoutLoading: 'Laddar den säkra kassan…',
  checkoutBlocked: 'Kassan kunde inte visas på den här sidan.',
  continueToCheckout: 'Fortsätt till den säkra kassan',
  checkoutExpired: 'Kassan har gått ut.',
  startAgain: 'Börja om',
};

const BUILT_IN: Record<string, ShopTexts> = { en: EN, sv: SV };

/**
 * Languages whose consent texts come as packs, loaded the first time a consent element shows in that language, so a
 * page in another language never fetches them. Norwegian Nynorsk and the macro code `no` use the Bokmål pack.
 */
const PACKS: Record<string, () => Promise<{ TEXTS: Partial<ShopTexts> }>> = {
  da: () => import('./i18n/da.ts'),
  de: () => import('./i18n/de.ts'),
  fi: () => import('./i18n/fi.ts'),
  nb: () => import('./i18n/nb.ts'),
};
const ALIASES: Record<string, string> = { no: 'nb', nn: 'nb' };
const LOADED_PACKS = new Map<string, Partial<ShopTexts>>();
const DEFINED = new Map<string, TextsInput>();
const loading = new Map<string, Promise<void>>();

const languageOf = (locale: string): string => {
  const language = locale.slice(0, 2).toLowerCase();
  return ALIASES[language] ?? language;
};

/** The texts for a locale: the merchant's (defineTexts) over the language's built-in or pack texts, over English. */
export function textsFor(locale: string): ShopTexts {
  const language = languageOf(locale);
  const pack = LOADED_PACKS.get(language);
  const defined = DEFINED.get(language);
  const own = BUILT_IN[language];
  if (!pack && !defined) return own ?? EN;
  const discountReasons = {
    ...EN.discountReasons,
    ...own?.discountReasons,
    ...pack?.discountReasons,
    ...defined?.discountReasons,
  };
  return { ...EN, ...own, ...pack, ...defined, discountReasons };
}

/**
 * Loads the language pack of a locale when it has one and it is not loaded yet; resolves at once otherwise. A pack
 * that fails to load leaves the texts English (logged once); elements re-render when it arrives.
 */
export function loadTexts(locale: string): Promise<void> {
  const language = languageOf(locale);
  const pack = PACKS[language];
  if (!pack || LOADED_PACKS.has(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = pack().then(
      ({ TEXTS }) => {
        LOADED_PACKS.set(language, TEXTS);
        refreshElements();
      },
      (error: unknown) => console.error(`Shopkit: the "${language}" texts did not load; showing English.`, error),
    );
    loading.set(language, pending);
  }
  return pending;
}

/**
 * Adds or replaces the texts of a language (`de`, `fr`, or `sv` to change the Swedish ones): every key is optional
 * and falls back to that language's built-in or pack texts, else English (each discount reason on its own).
 * Elements on the page re-render at once.
 */
export function defineTexts(language: string, texts: TextsInput): void {
  const key = language.toLowerCase();
  if (!/^[a-z]{2}$/.test(key))
    throw new ShopkitConfigError('defineTexts language', `expected a two-letter code; got ${JSON.stringify(language)}`);
  const target = ALIASES[key] ?? key;
  const previous = DEFINED.get(target);
  const reasons = { ...previous?.discountReasons, ...texts.discountReasons };
  DEFINED.set(target, { ...previous, ...texts, discountReasons: reasons });
  refreshElements();
}

/** What defineTexts takes: any text, and any of the discount reasons. */
export type TextsInput = Partial<Omit<ShopTexts, 'discountReasons'>> & {
  discountReasons?: Partial<DiscountReasonTexts>;
};
