// The groups of the script tag's build (docs/design.md, "The script tag's files"): which element modules, client
// parts and lazily imported modules load together, so a page loads a few files that hold nothing it does not use.
// `core` is the ES module every page runs (its entry and everything that entry imports statically); every other group
// names the modules it serves and the group whose code it builds on. A module any two groups use ships with the
// lowest group both build on; a dynamic import() not listed here is a group of its own.
export const CORE_ENTRY = 'components/cdn-core.ts';

export const CHUNK_GROUPS = {
  core: { parent: null, modules: [CORE_ENTRY] },
  // What every page with an element that reads runs: the client's parts, the stores, the early reads, and the small
  // elements nearly every such page shows (the cart button, prices, add buttons, the currency and the cart count); a
  // group of their own would be one more file on every page that sells.
  runtime: {
    parent: 'core',
    modules: [
      'src/parts/transport.ts',
      'src/parts/products.ts',
      'src/parts/cart.ts',
      'components/internal/loading/early-reads.ts',
      'components/shop-cart.ts',
      'components/shop-add-to-cart.ts',
      'components/shop-price.ts',
      'components/shop-currency-select.ts',
      'components/shop-cart-count.ts',
    ],
  },
  // The bindings engine and the state blocks of the elements that fill the merchant's markup: no entry of its own,
  // it holds what the groups below it share.
  bindings: { parent: 'runtime', modules: [] },
  consent: {
    parent: 'core',
    modules: ['components/shop-consent-banner.ts', 'components/shop-consent-settings-button.ts'],
  },
  analytics: {
    parent: 'core',
    modules: ['components/internal/analytics/analytics-layer.ts', 'components/internal/analytics/tags/tag-runtime.ts'],
  },
  catalogue: {
    parent: 'bindings',
    modules: [
      'components/shop-product.ts',
      'components/shop-product-list.ts',
      'components/shop-product-image.ts',
      'components/shop-variant-picker.ts',
      'components/shop-buy-now.ts',
    ],
  },
  // The cart in the merchant's HTML, which a cart page shows.
  cart: { parent: 'bindings', modules: ['components/shop-cart-contents.ts'] },
  // The cart's drawer and the checkout button it shows, fetched when the shopper reaches for the cart.
  drawer: {
    parent: 'runtime',
    modules: ['components/internal/cart/drawer/cart-drawer.ts', 'components/shop-checkout-button.ts'],
  },
  checkout: {
    parent: 'bindings',
    modules: ['components/shop-checkout.ts', 'components/shop-order-confirmation.ts', 'src/parts/checkout.ts'],
  },
  // Customer accounts: the header's sign-in menu and the account page's forms and orders, with the client's account
  // part. Built on the cart's group, whose light-DOM live region the orders announce through as the cart contents do:
  // a module both use then stays out of the bindings every catalogue and checkout page loads.
  account: {
    parent: 'cart',
    modules: ['components/shop-account.ts', 'components/shop-order-history.ts', 'src/parts/account.ts'],
  },
};
