import { withDefinedTexts } from './define-texts.ts';

// The texts the elements render themselves (the consent elements' own are in consent-texts.ts). Merchants replace
// them through slots, or per language with defineTexts(). English and Swedish built in.

/** The elements' texts other than the consent banner's. */
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
  priceFrom: (price: string) => string;
  inStock: string;
  lowStock: (count: number) => string;
  soldOut: string;
  chooseOptions: (names: string[]) => string;
  unavailable: string;
  noProducts: string;
  productNotFound: string;
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
  priceFrom: (price) => `From ${price}`,
  inStock: 'In stock',
  lowStock: (count) => `Only ${count} left`,
  soldOut: 'Sold out',
  chooseOptions: (names) => `Choose ${list('en', names)}`,
  unavailable: 'Not available in this combination',
  noProducts: 'No products match.',
  productNotFound: 'This product could not be found.',
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
  priceFrom: (price) => `Från ${price}`,
  inStock: 'I lager',
  lowStock: (count) => `Bara ${count} kvar`,
  soldOut: 'Slutsåld',
  chooseOptions: (names) => `Välj ${list('sv', names)}`,
  unavailable: 'Finns inte i den här kombinationen',
  noProducts: 'Inga produkter matchar.',
  productNotFound: 'Produkten kunde inte hittas.',
};

const BUILT_IN: Readonly<Record<string, ShopTexts>> = { en: EN, sv: SV };

/**
 * The texts for a locale, by its language (first two letters): the merchant's definitions (defineTexts), over the
 * built-in texts of that language, over English.
 */
export function textsFor(locale: string): ShopTexts {
  return withDefinedTexts(locale, BUILT_IN, EN);
}
