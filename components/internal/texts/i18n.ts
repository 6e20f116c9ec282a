import { withDefinedTexts } from './defined-texts.ts';
import { joinList } from './join-list.ts';
import { type DiscountReasonTexts, EN_DISCOUNT_REASONS, SV_DISCOUNT_REASONS } from './discount-texts.ts';

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
  /** The drawer's link to the cart page (`cart-url`). */
  viewCart: string;
  /** A search box's list of suggestions, as screen readers name it. */
  suggestions: string;
  /** Said by screen readers when suggestions arrive. */
  suggestionCount: (count: number) => string;
  /** The option that leads to every result of a query. */
  allResults: (query: string) => string;
  /** The option (and the results page's line) naming what the shopper may have meant. */
  didYouMean: (query: string) => string;
  /** A results page's heading (`data-shop-query`) naming the words searched for. */
  resultsFor: (query: string) => string;
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
  priceFrom: (price) => `From ${price}`,
  inStock: 'In stock',
  lowStock: (count) => `Only ${count} left`,
  soldOut: 'Sold out',
  chooseOptions: (names) => `Choose ${joinList('en', names)}`,
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
  viewCart: 'View cart',
  suggestions: 'Suggestions',
  suggestionCount: (count) =>
    count === 0 ? 'No suggestions.' : count === 1 ? '1 suggestion.' : `${count} suggestions.`,
  allResults: (query) => `All results for “${query}”`,
  didYouMean: (query) => `Did you mean “${query}”?`,
  resultsFor: (query) => `Results for “${query}”`,
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
  priceFrom: (price) => `Från ${price}`,
  inStock: 'I lager',
  lowStock: (count) => `Bara ${count} kvar`,
  soldOut: 'Slutsåld',
  chooseOptions: (names) => `Välj ${joinList('sv', names)}`,
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
  viewCart: 'Visa varukorgen',
  suggestions: 'Förslag',
  suggestionCount: (count) => (count === 0 ? 'Inga förslag.' : count === 1 ? '1 förslag.' : `${count} förslag.`),
  allResults: (query) => `Alla resultat för ”${query}”`,
  didYouMean: (query) => `Menade du ”${query}”?`,
  resultsFor: (query) => `Resultat för ”${query}”`,
};

const BUILT_IN: Readonly<Record<string, ShopTexts>> = { en: EN, sv: SV };

/**
 * The texts for a locale, by its language (first two letters): the merchant's definitions (defineTexts), over the
 * built-in texts of that language, over English.
 */
export function textsFor(locale: string): ShopTexts {
  return withDefinedTexts(locale, BUILT_IN, EN);
}
