// createShopkitClient: the one place where config, transport, storage and resources are wired together.
import { DEFAULT_CHECKOUT_URL } from './config/defaults.ts';
import { type ResolvedConfig, resolveConfig } from './config/resolve-config.ts';
import { expected } from './config/redact.ts';
import { createScopeGuard } from './config/scopes.ts';
import { isStorageAdapter } from './config/validate-options.ts';
import { importClientPart } from './client-parts.ts';
import { createCurrencyState } from './currency-state.ts';
import { deferResource } from './defer-resource.ts';
import { createEmitter } from './emitter.ts';
import { isCheckedOutCart } from './resources/checked-out-cart.ts';
import { trustedCheckoutOrigins, validateCheckoutUrl } from './resources/checkout-url.ts';
import { createConsentResource } from './resources/consent.ts';
import type { ResourceContext } from './resources/context.ts';
import { readCartId, rememberCart } from './resources/remember-cart.ts';
import { CUSTOMER_TOKEN_HEADER, carriesShopper, readKeptSession } from './resources/customer-session.ts';
import { createShopResource } from './resources/shop.ts';
import { createFallbackStorage } from './storage/create-fallback-storage.ts';
import { detectEnvironment } from './storage/environment.ts';
import { resolveCookieStore } from './storage/resolve-cookie-store.ts';
import { resolveStorage } from './storage/resolve-storage.ts';
import { storageKeys } from './storage/storage-keys.ts';
import type { TransportRequest, TransportTiming } from './transport/create-transport.ts';
import { type KeyHolder, createKeyHolder } from './transport/key-refresh.ts';
import type {
  AccountResource,
  Cart,
  Customer,
  CartResource,
  CategoriesResource,
  CheckoutResource,
  CheckoutUrlKind,
  ConsentState,
  ProductsResource,
  ShopkitClient,
  ShopkitConfig,
  ShopkitDiscountRejection,
  StorageAdapter,
} from './types.ts';

// The members each deferred part answers once loaded; the compiler checks that every async method is listed.
const CART_METHODS: Record<Exclude<keyof CartResource, 'id'>, true> = {
  create: true,
  get: true,
  addItem: true,
  updateItem: true,
  removeItem: true,
  delete: true,
  current: true,
  add: true,
  update: true,
  remove: true,
  clear: true,
  applyDiscountTo: true,
  removeDiscountFrom: true,
  applyDiscount: true,
  removeDiscount: true,
  deferDiscount: true,
  pendingDiscount: true,
};
const CHECKOUT_METHODS: Record<Exclude<keyof CheckoutResource, 'validateUrl'>, true> = {
  start: true,
  redirect: true,
  session: true,
  embed: true,
  confirm: true,
};
const PRODUCTS_METHODS: Record<keyof ProductsResource, true> = {
  list: true,
  get: true,
  getBySlug: true,
  search: true,
  suggest: true,
};
const CATEGORIES_METHODS: Record<keyof CategoriesResource, true> = { list: true, get: true };
const ACCOUNT_METHODS: Record<keyof AccountResource, true> = {
  requestCode: true,
  pendingSignIn: true,
  cancelSignIn: true,
  verifyCode: true,
  verifyLink: true,
  current: true,
  signedIn: true,
  signOut: true,
  orders: true,
  order: true,
  reorder: true,
  addAddress: true,
  removeAddress: true,
  exportData: true,
  deleteAccount: true,
};

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
  const keyHolder = internals.keys ?? createKeyHolder(config.publishableKey, config.onUnauthorized);
  const transport = deferResource('transport', { request: true }, async () =>
    (await importClientPart('transport')).createTransport(config, scopes, internals, keyHolder),
  );
  const currencyChanges = createEmitter<string | null>();
  const cartChanges = createEmitter<Cart | null>();
  const discountRejections = createEmitter<ShopkitDiscountRejection>();
  const currency = createCurrencyState(storage, keys.currency, config.currency, currencyChanges);
  const cookieStore = resolveCookieStore(config.cookies, config.cookieAttributes, storage);
  const sessionPlace = { storage, keys, shopPrefix: config.shopPrefix };
  const accountChanges = createEmitter<Customer | null>();
  const ctx: ResourceContext = {
    async request<T>(request: TransportRequest) {
      const token = carriesShopper(request) ? (await readKeptSession(sessionPlace))?.token : undefined;
      const signedIn = token
        ? { ...request, headers: { ...request.headers, [CUSTOMER_TOKEN_HEADER]: token } }
        : request;
      return transport.request<T>(signedIn);
    },
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
  const remembered = { storage, keys, cartTtlSeconds: config.cartTtlSeconds, changes: cartChanges };
  const cartId = () => readCartId(remembered);
  const cart: CartResource = {
    ...deferResource('cart', CART_METHODS, async () =>
      (await importClientPart('cart')).createCartPart({
        ...remembered,
        ctx,
        rejections: discountRejections,
        checkedOut: (id) => isCheckedOutCart({ storage, keys, scopes, checkout: () => checkout }, id),
      }),
    ),
    id: cartId,
  };
  const trustedOrigins = trustedCheckoutOrigins(DEFAULT_CHECKOUT_URL, config.checkoutUrl);
  const loadCheckout = async () =>
    (await importClientPart('checkout')).createCheckoutPart({
      ctx,
      storage,
      keys,
      ttl: config.cartTtlSeconds,
      cartId,
      forgetCart: () => rememberCart(remembered, null),
      storefront: config.storefront,
      consent,
      cookies: cookieStore,
      explicitBase: config.checkoutUrlExplicit ? config.checkoutUrl : null,
      trustedOrigins,
      navigate: environment === 'browser' ? (url) => window.location.assign(url) : null,
      pageUrl: environment === 'browser' ? () => window.location.href : null,
      sleep: internals.sleep,
      now: internals.now ?? Date.now,
    });
  const checkout: CheckoutResource = {
    ...deferResource('checkout', CHECKOUT_METHODS, loadCheckout),
    validateUrl: (url: string, kind: CheckoutUrlKind) => validateCheckoutUrl(url, kind, trustedOrigins),
  };

  const account = deferResource('account', ACCOUNT_METHODS, async () =>
    (await importClientPart('account')).createAccountPart({
      ctx,
      place: sessionPlace,
      cart: remembered,
      changes: accountChanges,
      now: internals.now ?? Date.now,
      browser: environment === 'browser',
    }),
  );

  return Object.freeze({
    products: deferResource('products', PRODUCTS_METHODS, async () =>
      (await importClientPart('products')).createProducts(ctx),
    ),
    categories: deferResource('categories', CATEGORIES_METHODS, async () =>
      (await importClientPart('categories')).createCategories(ctx),
    ),
    shop: createShopResource(ctx),
    cart,
    checkout,
    consent,
    account,
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
    onAccountChange: accountChanges.on,
    withStorage(adapter: StorageAdapter): ShopkitClient {
      if (!isStorageAdapter(adapter)) throw expected('withStorage', 'a StorageAdapter {get, set, remove}', adapter);
      return buildClient({ ...config, storage: adapter, cookies: null }, { ...internals, keys: keyHolder });
    },
  });
}
