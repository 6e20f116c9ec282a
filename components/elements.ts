// The ES module entry for bundlers, `shopkit-storefront/elements` (dist/elements/index.mjs): it registers every Shopkit
// element from the tag table (components/define.ts) the first time its tag appears in the page, each through a native
// dynamic import(), so a bundler (Vite, webpack, Rollup) makes one chunk per element and an app loads only what it
// shows. lit and DOMPurify stay ordinary dependencies of the package, and the client core is the package's own
// `shopkit-storefront` entry, so an app that also imports `shopkit-storefront` has one copy of it. `configure()` does
// what the script tag's data-* attributes do. Importing it where there is no DOM (a server render reading its types)
// defines nothing.
import { SHOP_ELEMENTS } from './define.ts';
import { watchDiscountParam } from './internal/cart/discount-param.ts';
import { startElementRegistry } from './internal/loading/element-registry.ts';

export { configure, type ShopkitConfigureOptions } from './internal/config/client-registry.ts';
export { defineShopElements } from './define.ts';
export { defineTexts } from './internal/texts/define-texts.ts';
export { ready, whenDefined } from './internal/loading/element-registry.ts';
export { PRODUCT_SCOPE } from './internal/scope/scope-request.ts';
export type { ProductScope, ProductScopeData } from './internal/scope/product-scope.ts';
export type { ShopkitTrackingOptions } from './internal/analytics/tracking-options.ts';
export type { ShopEventDetails } from './internal/base/events.ts';
export type { ShopAccountElement } from './shop-account.ts';
export type { ShopAddToCartElement } from './shop-add-to-cart.ts';
export type { ShopBuyNowElement } from './shop-buy-now.ts';
export type { ShopCartElement } from './shop-cart.ts';
export type { ShopCartContentsElement } from './shop-cart-contents.ts';
export type { ShopCartCountElement } from './shop-cart-count.ts';
export type { ShopCheckoutButtonElement } from './shop-checkout-button.ts';
export type { ShopCheckoutElement } from './shop-checkout.ts';
export type { ShopConsentBannerElement } from './shop-consent-banner.ts';
export type { ShopConsentSettingsButtonElement } from './shop-consent-settings-button.ts';
export type { ShopCurrencySelectElement } from './shop-currency-select.ts';
export type { ShopOrderConfirmationElement } from './shop-order-confirmation.ts';
export type { ShopOrderHistoryElement } from './shop-order-history.ts';
export type { ShopPriceElement } from './shop-price.ts';
export type { ShopProductElement } from './shop-product.ts';
export type { ShopProductImageElement } from './shop-product-image.ts';
export type { ShopProductListElement } from './shop-product-list.ts';
export type { ShopSearchElement } from './shop-search.ts';
export type { ShopVariantPickerElement } from './shop-variant-picker.ts';

if (typeof customElements !== 'undefined' && typeof document !== 'undefined') {
  void startElementRegistry(SHOP_ELEMENTS, 'lazy');
  watchDiscountParam();
}
