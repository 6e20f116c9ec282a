// Default origins (overridable at build time through esbuild defines) and the frozen defaults table of ShopkitConfig.
declare const __SHOPKIT_API_URL__: string;
declare const __SHOPKIT_CHECKOUT_URL__: string;
declare const __SHOPKIT_VERSION__: string;

export const DEFAULT_API_URL: string =
  typeof __SHOPKIT_API_URL__ !== 'undefined' ? __SHOPKIT_API_URL__ : 'https://commerce.shopkit.app';
export const DEFAULT_CHECKOUT_URL: string =
  typeof __SHOPKIT_CHECKOUT_URL__ !== 'undefined' ? __SHOPKIT_CHECKOUT_URL__ : 'https://checkout.shopkit.app';
export const VERSION: string = typeof __SHOPKIT_VERSION__ !== 'undefined' ? __SHOPKIT_VERSION__ : '0.0.0-dev';

export const ONE_YEAR_SECONDS = 31_536_000;

// Marked pure so a bundle that takes only the default origins (the script tag's own reads) leaves the table out.
export const DEFAULTS = /* @__PURE__ */ Object.freeze({
  apiUrl: DEFAULT_API_URL,
  checkoutUrl: DEFAULT_CHECKOUT_URL,
  imageBaseUrl: null,
  storage: 'auto',
  cookieAttributes: /* @__PURE__ */ Object.freeze({}),
  consent: /* @__PURE__ */ Object.freeze({ revision: 1, cookieName: 'shop_consent' }),
  storageKeyPrefix: 'shop',
  cartTtlSeconds: 2_592_000,
  timeoutMs: 15_000,
  maxRetries: 2,
  headers: /* @__PURE__ */ Object.freeze({}),
} as const);
