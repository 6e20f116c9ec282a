// Public barrel of the Shopkit client core: named re-exports only. Not re-exported = internal.
export type * from './types.ts';
export { DEFAULT_API_URL, DEFAULT_CHECKOUT_URL, VERSION } from './config/defaults.ts';
export { resolveConfig, type ResolvedConfig, type ResolvedConsent } from './config/resolve-config.ts';
export { normalizeApiUrl } from './config/normalize-api-url.ts';
export {
  PUBLISHABLE_KEY_PREFIX,
  parsePublishableKey,
  redactKey,
  type ParsedPublishableKey,
} from './config/publishable-key.ts';
export { SHOPKIT_SCOPES, DEFAULT_SHOPKIT_SCOPES, createScopeGuard } from './config/scopes.ts';
export {
  STOREFRONT_SURFACES,
  DEFAULT_STOREFRONT_SURFACE,
  STOREFRONT_ID_PATTERN,
  isStorefrontId,
  isStorefrontSurface,
} from './config/storefront.ts';
export { normalizeCurrency, describeCurrency } from './config/currency.ts';
export {
  DISCOUNT_REASONS,
  MAX_DISCOUNT_CODE_LENGTH,
  isDiscountReason,
  isSameDiscountCode,
  normalizeDiscountCode,
} from './config/discount-code.ts';
export { formatMoney } from '../wire/money.ts';
export { ShopkitError } from './errors/shopkit-error.ts';
export { ShopkitConfigError } from './errors/shopkit-config-error.ts';
export { ShopkitScopeError } from './errors/shopkit-scope-error.ts';
export { ShopkitHttpError } from './errors/shopkit-http-error.ts';
export { ShopkitNetworkError } from './errors/shopkit-network-error.ts';
export { ShopkitTimeoutError } from './errors/shopkit-timeout-error.ts';
export { ShopkitCheckoutError } from './errors/shopkit-checkout-error.ts';
export { ShopkitDiscountError } from './errors/shopkit-discount-error.ts';
export {
  isShopkitError,
  isShopkitConfigError,
  isShopkitScopeError,
  isShopkitHttpError,
  isShopkitNetworkError,
  isShopkitTimeoutError,
  isShopkitCheckoutError,
  isShopkitDiscountError,
} from './errors/guards.ts';
export { createShopkitClient } from './client.ts';
export { routeClientParts, type ClientPartName, type ClientPartRoute } from './client-parts.ts';
