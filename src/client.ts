// createShopkitClient: the one place where config, transport, storage and resources are wired together.
import { DEFAULT_CHECKOUT_URL } from './config/defaults.ts';
import { type ResolvedConfig, resolveConfig } from './config/resolve-config.ts';
import { expected } from './config/redact.ts';
import { createScopeGuard } from './config/scopes.ts';
import { isStorageAdapter } from './config/validate-options.ts';
import { createCurrencyState } from './currency-state.ts';
import { createEmitter } from './emitter.ts';
import { describeHandoffParams } from './handoff-params.ts';
import { createCartApi } from './resources/cart-api.ts';
import { createCartResource, rememberCart } from './resources/cart.ts';
import { createCategories } from './resources/categories.ts';
import { trustedCheckoutOrigins } from './resources/checkout-url.ts';
import { isCheckedOutCart } from './resources/checked-out-cart.ts';
import { createCheckoutResource } from './resources/checkout.ts';
import { createConsentResource } from './resources/consent.ts';
import type { ResourceContext } from './resources/context.ts';
import { createPendingDiscount } from './resources/pending-discount.ts';
import { createProducts } from './resources/products.ts';
import { createShopResource } from './resources/shop.ts';
import { createFallbackStorage } from './storage/create-fallback-storage.ts';
import { detectEnvironment } from './storage/environment.ts';
import { resolveCookieStore } from './storage/resolve-cookie-store.ts';
import { resolveStorage } from './storage/resolve-storage.ts';
import { storageKeys } from './storage/storage-keys.ts';
import { sleep } from './transport/attempt-signal.ts';
import { type TransportTiming, createTransport } from './transport/create-transport.ts';
import type { KeyHolder } from './transport/key-refresh.ts';
import type {
  Cart,
  ConsentState,
  ShopkitClient,
  ShopkitConfig,
  ShopkitDiscountRejection,
  StorageAdapter,
} from './types.ts';

/** Test seams: injectable timing for retries and a clock for consent timestamps. Not part of the public API. */
export interface ClientInternals extends TransportTiming {
  keys?: KeyHolder;
  /** Makes the id of each consent decision (default: a random version 4 UUID). */
  consentId?: () => string;
}

export function createShopkitClient(config: ShopkitConfig): ShopkitClient {
  return buildClient(resolveConfig(config), {});
}

/** createShopkitClient with test seams (used by the core's own tests). */
export function createClientWith(config: ShopkitConfig, internals: ClientInternals): ShopkitClient {
  return buildClient(resolveConfig(config), internals);
}

function buildClient(config: ResolvedConfig, internals: ClientInternals): ShopkitClient {
  const environment = detectEnvironment();
  const resolvedStorage = resolveStorage(config.storage, config.cookies, config.cookieAttributes);
  let degraded: 'write-failed' | null = null;
  const storage = createFallbackStorage(resolvedStorage.adapter, () => {
    degraded = 'write-failed';
  });
  const keys = storageKeys(config.storageKeyPrefix);
  const scopes = createScopeGuard(config.scopes);
  const transport = createTransport(config, scopes, internals, internals.keys);
  const currencyChanges = createEmitter<string | null>();
  const cartChanges = createEmitter<Cart | null>();
  const discountRejections = createEmitter<ShopkitDiscountRejection>();
  const currency = createCurrencyState(storage, keys.currency, config.currency, currencyChanges);
  const cookieStore = resolveCookieStore(config.cookies, config.cookieAttributes, storage);
  const ctx: ResourceContext = {
    request: transport.request,
    currency: currency.forRequest,
    storefront: config.storefront,
  };
  const consent = createConsentResource({
    config: config.consent,
    store: cookieStore.store,
    changes: createEmitter<ConsentState>(),
    ctx,
    now: internals.now,
    newConsentId: internals.consentId,
  });
  const cartApi = createCartApi(ctx);
  const cartDeps = {
    api: cartApi,
    storage,
    keys,
    cartTtlSeconds: config.cartTtlSeconds,
    changes: cartChanges,
    pending: createPendingDiscount({
      api: cartApi,
      storage,
      keys,
      cartTtlSeconds: config.cartTtlSeconds,
      rejections: discountRejections,
    }),
    checkedOut: (cartId: string) => isCheckedOutCart({ storage, keys, scopes, checkout: () => checkout }, cartId),
  };
  const cart = createCartResource(cartDeps);
  const checkout = createCheckoutResource({
    ctx,
    storage,
    keys,
    ttl: config.cartTtlSeconds,
    cartId: cart.id,
    forgetCart: () => rememberCart(cartDeps, null),
    handoffParams: () => describeHandoffParams(config.storefront, consent, cookieStore),
    explicitBase: config.checkoutUrlExplicit ? config.checkoutUrl : null,
    trustedOrigins: trustedCheckoutOrigins(DEFAULT_CHECKOUT_URL, config.checkoutUrl),
    navigate: environment === 'browser' ? (url) => window.location.assign(url) : null,
    pageUrl: environment === 'browser' ? () => window.location.href : null,
    sleep: internals.sleep ?? sleep,
    now: internals.now ?? Date.now,
  });

  return Object.freeze({
    products: createProducts(ctx),
    categories: createCategories(ctx),
    shop: createShopResource(ctx),
    cart,
    checkout,
    consent,
    shopPrefix: config.shopPrefix,
    shopId: config.shopPrefix,
    apiUrl: config.apiUrl,
    checkoutUrl: config.checkoutUrl,
    imageBaseUrl: config.imageBaseUrl,
    storefront: config.storefront,
    scopes,
    get currency() {
      return currency.current;
    },
    defaultCurrency: config.currency,
    storage: resolvedStorage.adapter,
    runtime: Object.freeze({
      environment,
      get storage() {
        return degraded ? 'memory' : resolvedStorage.kind;
      },
      get persistent() {
        return resolvedStorage.persistent && !degraded;
      },
      get degraded() {
        return degraded;
      },
    }),
    setCurrency: currency.set,
    onCurrencyChange: currencyChanges.on,
    onCartChange: cartChanges.on,
    onDiscountRejected: discountRejections.on,
    withStorage(adapter: StorageAdapter): ShopkitClient {
      if (!isStorageAdapter(adapter)) throw expected('withStorage', 'a StorageAdapter {get, set, remove}', adapter);
      return buildClient({ ...config, storage: adapter, cookies: null }, { ...internals, keys: transport.keys });
    },
  });
}
