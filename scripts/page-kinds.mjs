// The page kinds whose weight `npm run size` (and the bench) holds to a budget: what a page of that kind loads is the
// loader (dist/shopkit.js) plus the chunks of its tags and of the client parts they use. A kind whose tags are not all
// in the element table yet is reported but not held to its budget; it holds itself to it once they are.
/** What every page of the demo shop has in its header and footer. */
const SHOP_FRAME = [
  'shop-cart',
  'shop-cart-count',
  'shop-currency-select',
  'shop-consent-banner',
  'shop-consent-settings-button',
];

export const PAGE_KINDS = [
  { name: 'loader alone', tags: [], budgetKB: 12 },
  { name: 'consent banner only', tags: ['shop-consent-banner'], budgetKB: 18 },
  {
    name: 'demo home page',
    tags: ['shop-product-list', 'shop-price', 'shop-add-to-cart', ...SHOP_FRAME],
    budgetKB: 26,
  },
  {
    name: 'product page',
    tags: [
      'shop-product',
      'shop-product-image',
      'shop-variant-picker',
      'shop-price',
      'shop-add-to-cart',
      ...SHOP_FRAME,
    ],
    budgetKB: 28,
  },
  { name: 'cart page', tags: ['shop-cart-contents', ...SHOP_FRAME], budgetKB: 24 },
];
