// The tag table: every Shopkit element, the module that defines it, and what the lazy loader needs to know before
// that module arrives. Adding an element is one entry here plus its file `shop-<noun>.ts`, which exports the class
// `Shop<Noun>Element` (docs/elements.md, "Adding an element").
// - `load` imports the module. In dist/shopkit.js it is a chunk fetched the first time the tag appears on the page; in
//   dist/shopkit.full.js and the tests it is bundled or served as is. Every `Shop*Element` class the module exports is
//   defined under its tag, so an element that renders another one re-exports it and both arrive together.
// - `reserve`: CSS declarations for the element while its code loads, so the page does not move when it renders.
// - `parts`: the parts of the client (src/client-parts.ts) the element uses as soon as it shows; they ship in its file
//   or in a file it needs, so they arrive with it (every part but `transport` calls the platform, so the transport
//   comes with any of them; test/meta/element-parts.test.ts).
import type { ShopElementTable } from './internal/loading/element-registry.ts';
import { loadShopElements } from './internal/loading/element-registry.ts';
import type { ShopAccountElement } from './shop-account.ts';
import type { ShopAddToCartElement } from './shop-add-to-cart.ts';
import type { ShopBuyNowElement } from './shop-buy-now.ts';
import type { ShopCartElement } from './shop-cart.ts';
import type { ShopCartContentsElement } from './shop-cart-contents.ts';
import type { ShopCartCountElement } from './shop-cart-count.ts';
import type { ShopCheckoutButtonElement } from './shop-checkout-button.ts';
import type { ShopCheckoutElement } from './shop-checkout.ts';
import type { ShopConsentBannerElement } from './shop-consent-banner.ts';
import type { ShopConsentSettingsButtonElement } from './shop-consent-settings-button.ts';
import type { ShopCurrencySelectElement } from './shop-currency-select.ts';
import type { ShopOrderConfirmationElement } from './shop-order-confirmation.ts';
import type { ShopOrderHistoryElement } from './shop-order-history.ts';
import type { ShopPriceElement } from './shop-price.ts';
import type { ShopProductElement } from './shop-product.ts';
import type { ShopProductImageElement } from './shop-product-image.ts';
import type { ShopProductListElement } from './shop-product-list.ts';
import type { ShopSearchElement } from './shop-search.ts';
import type { ShopVariantPickerElement } from './shop-variant-picker.ts';

const BUTTON_BOX = 'display: inline-block; min-height: 2.8em;';

export const SHOP_ELEMENTS: ShopElementTable = {
  'shop-cart': {
    load: () => import('./shop-cart.ts'),
    reserve: `${BUTTON_BOX} min-width: 6.7em;`,
    parts: ['cart'],
  },
  'shop-add-to-cart': {
    load: () => import('./shop-add-to-cart.ts'),
    reserve: 'display: inline-block;',
    parts: ['cart'],
  },
  'shop-currency-select': {
    load: () => import('./shop-currency-select.ts'),
    reserve: 'display: inline-block; min-width: 2.6em; min-height: 2.25em;',
    parts: ['transport'],
  },
  'shop-price': { load: () => import('./shop-price.ts'), parts: ['products'] },
  'shop-consent-banner': { load: () => import('./shop-consent-banner.ts'), reserve: 'display: none;' },
  'shop-consent-settings-button': { load: () => import('./shop-consent-settings-button.ts') },
  'shop-checkout-button': {
    load: () => import('./shop-checkout-button.ts'),
    reserve: `${BUTTON_BOX} min-width: 7em;`,
    parts: ['cart'],
  },
  // Light DOM: the merchant's markup inside shows (and keeps its space) before the code arrives.
  'shop-product': { load: () => import('./shop-product.ts'), parts: ['products'] },
  'shop-product-list': { load: () => import('./shop-product-list.ts'), parts: ['products'] },
  'shop-product-image': { load: () => import('./shop-product-image.ts'), reserve: 'display: block;' },
  'shop-variant-picker': { load: () => import('./shop-variant-picker.ts'), reserve: 'display: block;' },
  'shop-buy-now': { load: () => import('./shop-buy-now.ts'), reserve: 'display: inline-block;' },
  'shop-checkout': {
    load: () => import('./shop-checkout.ts'),
    reserve: 'display: block; min-height: var(--shop-checkout-min-height, 32rem);',
    parts: ['cart', 'checkout'],
  },
  'shop-order-confirmation': {
    load: () => import('./shop-order-confirmation.ts'),
    reserve: 'display: block;',
    parts: ['checkout'],
  },
  // Light DOM as well: the merchant's loading block and header link show before the code arrives.
  'shop-cart-contents': { load: () => import('./shop-cart-contents.ts'), parts: ['cart'] },
  'shop-cart-count': { load: () => import('./shop-cart-count.ts'), parts: ['cart'] },
  // The account: a header's menu button (its box kept while it loads), an account page's forms; the orders in light DOM.
  'shop-account': {
    load: () => import('./shop-account.ts'),
    reserve: `${BUTTON_BOX} min-width: 5.5em;`,
    parts: ['account'],
  },
  'shop-order-history': { load: () => import('./shop-order-history.ts'), parts: ['account'] },
  // Light DOM: the merchant's form and input work (and submit to the results page) before the code arrives.
  'shop-search': { load: () => import('./shop-search.ts'), parts: ['products'] },
};

/**
 * Loads and defines every element now (`Shopkit.defineShopElements()`), skipping tags already defined in `registry`
 * (a second copy of Shopkit on the page, or a merchant's own definition). Resolves once all are defined.
 */
export function defineShopElements(registry: CustomElementRegistry = customElements): Promise<void> {
  return loadShopElements(SHOP_ELEMENTS, registry);
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-cart': ShopCartElement;
    'shop-add-to-cart': ShopAddToCartElement;
    'shop-currency-select': ShopCurrencySelectElement;
    'shop-price': ShopPriceElement;
    'shop-consent-banner': ShopConsentBannerElement;
    'shop-consent-settings-button': ShopConsentSettingsButtonElement;
    'shop-checkout-button': ShopCheckoutButtonElement;
    'shop-product': ShopProductElement;
    'shop-product-list': ShopProductListElement;
    'shop-product-image': ShopProductImageElement;
    'shop-variant-picker': ShopVariantPickerElement;
    'shop-buy-now': ShopBuyNowElement;
    'shop-checkout': ShopCheckoutElement;
    'shop-order-confirmation': ShopOrderConfirmationElement;
    'shop-cart-contents': ShopCartContentsElement;
    'shop-cart-count': ShopCartCountElement;
    'shop-account': ShopAccountElement;
    'shop-order-history': ShopOrderHistoryElement;
    'shop-search': ShopSearchElement;
  }
}
