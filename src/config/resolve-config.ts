// resolveConfig: validate every field first, then build one fully populated, frozen config. Nothing downstream
// checks for `undefined` again. Merges use `??` so `timeoutMs: 0` and `consent: false` survive.
import type {
  CookieAccessor,
  CookieAttributes,
  ShopkitConfig,
  ShopkitFetch,
  ShopkitStorageOption,
  ShopkitStorefront,
} from '../types.ts';
import { normalizeCurrency } from './currency.ts';
import { DEFAULTS } from './defaults.ts';
import { normalizeApiUrl, parseHttpUrl } from './normalize-api-url.ts';
import { parsePublishableKey } from './publishable-key.ts';
import { expected } from './redact.ts';
import { createScopeGuard } from './scopes.ts';
import { resolveStorefront } from './storefront.ts';
import { NAME, type Rule, apply, validateCookieAttributes, validateOptions } from './validate-options.ts';

export interface ResolvedConsent {
  enabled: boolean;
  revision: number;
  cookieName: string;
}
export interface ResolvedConfig {
  publishableKey: string;
  shopPrefix: string;
  apiUrl: string;
  checkoutUrl: string;
  /** True when `checkoutUrl` was set in the config (it then wins for a checkout-v2 handoff). */
  checkoutUrlExplicit: boolean;
  imageBaseUrl: string | null;
  scopes: readonly string[] | null;
  storage: ShopkitStorageOption;
  cookies: CookieAccessor | null;
  cookieAttributes: Readonly<CookieAttributes>;
  consent: ResolvedConsent;
  currency: string | null;
  storefront: ShopkitStorefront | null;
  storageKeyPrefix: string;
  cartTtlSeconds: number;
  fetch: ShopkitFetch;
  timeoutMs: number;
  maxRetries: number;
  headers: Readonly<Record<string, string>>;
  onUnauthorized: (() => string | null | Promise<string | null>) | null;
}

const CONSENT_RULES: Rule[] = [
  ['revision', (v) => Number.isInteger(v) && v >= 1, 'an integer >= 1'],
  ['cookieName', (v) => typeof v === 'string' && NAME.test(v), 'letters, digits, _ or -'],
];

function resolveConsent(consent: ShopkitConfig['consent']): ResolvedConsent {
  const given = typeof consent === 'object' && consent !== null ? consent : {};
  apply(CONSENT_RULES, given as Record<string, unknown>, 'consent.');
  return {
    enabled: consent !== false,
    revision: given.revision ?? DEFAULTS.consent.revision,
    cookieName: given.cookieName ?? DEFAULTS.consent.cookieName,
  };
}

function lazyGlobalFetch(input: string, init: RequestInit): Promise<Response> {
  return globalThis.fetch(input, init);
}

export function resolveConfig(config: ShopkitConfig): ResolvedConfig {
  if (typeof config !== 'object' || config === null) throw expected('config', 'an object', config);
  const { shopPrefix } = parsePublishableKey(config.publishableKey);
  validateOptions(config);
  const storefront = resolveStorefront(config);
  const currency = normalizeCurrency(config.currency, 'currency');
  const scopes = createScopeGuard(config.scopes);
  const consent = resolveConsent(config.consent);
  // The caller's settings over the defaults table; null and undefined take the default (a `??` merge).
  const given: ShopkitConfig = Object.fromEntries(Object.entries(config).filter(([, value]) => value != null)) as never;
  const merged = {
    ...DEFAULTS,
    storageKeyPrefix: storefront ? `shop_${storefront.id.toLowerCase()}` : DEFAULTS.storageKeyPrefix,
    fetch: lazyGlobalFetch,
    cookies: null,
    onUnauthorized: null,
    ...given,
  };
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(merged.headers)) {
    if (name.toLowerCase() !== 'authorization') headers[name] = String(value);
  }
  return Object.freeze({
    ...merged,
    shopPrefix,
    apiUrl: normalizeApiUrl(parseHttpUrl(merged.apiUrl, 'apiUrl')),
    checkoutUrl: parseHttpUrl(merged.checkoutUrl, 'checkoutUrl'),
    checkoutUrlExplicit: 'checkoutUrl' in given,
    imageBaseUrl: merged.imageBaseUrl === null ? null : parseHttpUrl(merged.imageBaseUrl, 'imageBaseUrl'),
    scopes: scopes.enforced ? scopes.declared : null,
    cookieAttributes: validateCookieAttributes(merged.cookieAttributes),
    consent,
    currency,
    storefront,
    headers: Object.freeze(headers),
  });
}
