// The only module with side effects: registers every Shopkit tag, skipping tags that are already defined (a second
// copy of the bundle on the page, or a merchant's own definition), so loading twice never throws.
import { ShopAddToCartElement } from './shop-add-to-cart.ts';
import { ShopBuyNowElement } from './shop-buy-now.ts';
import { ShopCartElement } from './shop-cart.ts';
import { ShopCheckoutButtonElement } from './shop-checkout-button.ts';
import { ShopCheckoutElement } from './shop-checkout.ts';
import { ShopConsentBannerElement } from './shop-consent-banner.ts';
import { ShopConsentSettingsButtonElement } from './shop-consent-settings-button.ts';
import { ShopCurrencySelectElement } from './shop-currency-select.ts';
import { ShopOrderConfirmationElement } from './shop-order-confirmation.ts';
import { ShopPriceElement } from './shop-price.ts';
import { ShopProductElement } from './shop-product.ts';
import { ShopProductImageElement } from './shop-product-image.ts';
import { ShopProductListElement } from './shop-product-list.ts';
import { ShopVariantPickerElement } from './shop-variant-picker.ts';

export const SHOP_ELEMENTS = {
  'shop-cart': ShopCartElement,
  'shop-add-to-cart': ShopAddToCartElement,
  'shop-currency-select': ShopCurrencySelectElement,
  'shop-price': ShopPriceElement,
  'shop-consent-banner': ShopConsentBannerElement,
  'shop-consent-settings-button': ShopConsentSettingsButtonElement,
  'shop-checkout-button': ShopCheckoutButtonElement,
  'shop-product': ShopProductElement,
  'shop-product-list': ShopProductListElement,
  'shop-product-image': ShopProductImageElement,
  'shop-variant-picker': ShopVariantPickerElement,
  'shop-buy-now': ShopBuyNowElement,
  'shop-checkout': ShopCheckoutElement,
  'shop-order-confirmation': ShopOrderConfirmationElement,
} as const;

export function defineShopElements(registry: CustomElementRegistry = customElements): void {
  for (const [tag, element] of Object.entries(SHOP_ELEMENTS)) {
    if (!registry.get(tag)) registry.define(tag, element);
  }
}

defineShopElements();

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
  }
}
