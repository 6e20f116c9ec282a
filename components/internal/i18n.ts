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
}

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
};

const BUILT_IN: Readonly<Record<string, ShopTexts>> = { en: EN, sv: SV };

/**
 * The texts for a locale, by its language (first two letters): the merchant's definitions (defineTexts), over the
 * built-in texts of that language, over English.
 */
export function textsFor(locale: string): ShopTexts {
  return withDefinedTexts(locale, BUILT_IN, EN);
}
