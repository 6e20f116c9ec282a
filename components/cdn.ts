// The IIFE entry (dist/shopkit.js): named exports only, so they land on window.Shopkit directly. Loading it defines
// the elements and configures the default client from the script tag's data-* attributes.
import type { ShopkitClient } from '../src/index.ts';
import { VERSION } from '../src/index.ts';
import { autoConfigure } from './internal/auto-configure.ts';
import { getDefaultClient, watchDefaultClient } from './internal/client-registry.ts';
import { watchDiscountLink } from './internal/discount-link.ts';
import { defineShopElements } from './define.ts';

export * from '../src/index.ts';
export { configure } from './internal/client-registry.ts';
export { autoConfigure, findShopkitScript } from './internal/auto-configure.ts';
export { parseConfigAttributes } from './internal/parse-config-attributes.ts';
export { defineShopElements } from './define.ts';
export { defineTexts } from './internal/i18n.ts';
export { ShopAddToCartElement } from './shop-add-to-cart.ts';
export { ShopBuyNowElement } from './shop-buy-now.ts';
export { ShopCartElement } from './shop-cart.ts';
export { ShopCheckoutButtonElement } from './shop-checkout-button.ts';
export { ShopCheckoutElement } from './shop-checkout.ts';
export { ShopConsentBannerElement } from './shop-consent-banner.ts';
export { ShopConsentSettingsButtonElement } from './shop-consent-settings-button.ts';
export { ShopCurrencySelectElement } from './shop-currency-select.ts';
export { ShopOrderConfirmationElement } from './shop-order-confirmation.ts';
export { ShopPriceElement } from './shop-price.ts';
export { ShopProductElement } from './shop-product.ts';
export { ShopProductImageElement } from './shop-product-image.ts';
export { ShopProductListElement } from './shop-product-list.ts';
export { ShopVariantPickerElement } from './shop-variant-picker.ts';

export const version: string = VERSION;

/** The default client (null until configured); a live binding, so `Shopkit.client` always shows the current one. */
export let client: ShopkitClient | null = getDefaultClient();
watchDefaultClient((state) => {
  client = state.client;
});

// Called explicitly rather than through a bare `import './define.ts'`, so no bundler setting can drop the registration.
defineShopElements();
autoConfigure();
watchDiscountLink();
