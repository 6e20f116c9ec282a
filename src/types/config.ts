// The client's configuration (`createShopkitClient(config)`), its scopes and storefront.
// Public types of the client core (re-exported by src/types.ts and src/index.ts).
import type { ShopkitConsentConfig } from './consent.ts';
import type { StorefrontSurface } from './shop.ts';
import type { CookieAccessor, CookieAttributes, ShopkitStorageOption } from './storage.ts';

export type ShopkitScope =
  | 'products:read'
  | 'shop:read'
  | 'cart:read'
  | 'cart:write'
  | 'checkout:read'
  | 'checkout:write'
  | 'consent:write'
  | 'storefront:read'
  | 'customer:read'
  | 'customer:write';

export interface ShopkitStorefrontConfig {
  id: string;
  surface?: StorefrontSurface;
}

export interface ShopkitStorefront {
  id: string;
  surface: StorefrontSurface;
}

export type ShopkitFetch = (input: string, init: RequestInit) => Promise<Response>;

export interface ShopkitConfig {
  publishableKey: string;
  apiUrl?: string;
  checkoutUrl?: string;
  imageBaseUrl?: string;
  scopes?: ReadonlyArray<ShopkitScope | string> | null;
  storage?: ShopkitStorageOption;
  cookies?: CookieAccessor;
  cookieAttributes?: CookieAttributes;
  consent?: boolean | ShopkitConsentConfig;
  currency?: string | null;
  storefront?: ShopkitStorefrontConfig | null;
  storefrontId?: string | null;
  storageKeyPrefix?: string;
  cartTtlSeconds?: number;
  fetch?: ShopkitFetch;
  timeoutMs?: number;
  maxRetries?: number;
  headers?: Record<string, string>;
  onUnauthorized?: () => string | null | Promise<string | null>;
}

export interface ScopeGuard {
  readonly declared: readonly string[];
  readonly enforced: boolean;
  has(scope: string): boolean;
  assert(scope: string, operation: string): void;
}
