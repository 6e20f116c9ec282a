import { STOREFRONT_ID_PATTERN, STOREFRONT_SURFACES } from '../src/index.ts';
import type { CookieAttributes, ShopkitConfig, StorefrontSurface } from '../src/index.ts';
import { attributeError } from './attribute-error.ts';

/** What a script tag or a wrapping element configures: the client config and the locale of the elements inside. */
export interface ElementConfig {
  config: ShopkitConfig;
  locale: string | null;
}

const SURFACES: readonly string[] = STOREFRONT_SURFACES;
const STORAGES: readonly string[] = ['auto', 'cookie', 'localStorage', 'memory'];
const SAME_SITE: readonly string[] = ['lax', 'strict', 'none'];

type Read = (name: string) => string | null;

function oneOf<T extends string>(read: Read, name: string, allowed: readonly string[]): T | undefined {
  const value = read(name);
  if (value === null) return undefined;
  if (!allowed.includes(value)) throw attributeError(name, value, `one of ${allowed.join(', ')}`);
  return value as T;
}

function integer(read: Read, name: string, min: number, max: number): number | undefined {
  const value = read(name);
  if (value === null) return undefined;
  const number = /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!(number >= min && number <= max)) throw attributeError(name, value, `a whole number from ${min} to ${max}`);
  return number;
}

function flag(read: Read, name: string): boolean | undefined {
  const value = read(name);
  if (value === null) return undefined;
  if (value === '' || value === 'true') return true;
  if (value === 'false') return false;
  throw attributeError(name, value, '"true" or "false"');
}

function url(read: Read, name: string): string | undefined {
  const value = read(name);
  if (value === null) return undefined;
  const parsed = URL.canParse(value) ? new URL(value) : null;
  if (!parsed || !/^https?:$/.test(parsed.protocol)) throw attributeError(name, value, 'an absolute http(s) URL');
  return value;
}

function text(read: Read, name: string, pattern: RegExp, expected: string): string | undefined {
  const value = read(name);
  if (value === null) return undefined;
  if (!pattern.test(value)) throw attributeError(name, value, expected);
  return value;
}

function locale(read: Read): string | null {
  const value = read('data-locale');
  if (value === null) return null;
  try {
    return Intl.getCanonicalLocales(value)[0] ?? null;
  } catch {
    throw attributeError('data-locale', value, 'a BCP 47 language tag such as "sv-SE"');
  }
}

function consent(read: Read): ShopkitConfig['consent'] {
  const enabled = flag(read, 'data-consent');
  const revision = integer(read, 'data-consent-revision', 1, 1_000_000);
  const cookieName = text(read, 'data-consent-cookie-name', /^[\w-]{1,64}$/, 'a cookie name (letters, digits, _ and -)');
  if (enabled === false) return false;
  if (revision === undefined && cookieName === undefined) return enabled;
  return { ...(revision !== undefined ? { revision } : {}), ...(cookieName !== undefined ? { cookieName } : {}) };
}

function cookieAttributes(read: Read): CookieAttributes | undefined {
  const attributes: CookieAttributes = {};
  const domain = text(read, 'data-cookie-domain', /^\.?[a-z0-9.-]+$/i, 'a domain name such as "example.com"');
  const path = text(read, 'data-cookie-path', /^\/[^;\s]*$/, 'a path starting with "/"');
  const sameSite = oneOf<'lax' | 'strict' | 'none'>(read, 'data-cookie-same-site', SAME_SITE);
  const secure = flag(read, 'data-cookie-secure');
  if (domain !== undefined) attributes.domain = domain;
  if (path !== undefined) attributes.path = path;
  if (sameSite !== undefined) attributes.sameSite = sameSite;
  if (secure !== undefined) attributes.secure = secure;
  return Object.keys(attributes).length > 0 ? attributes : undefined;
}

function storefront(read: Read): ShopkitConfig['storefront'] {
  const id = read('data-storefront-id');
  const surface = oneOf<StorefrontSurface>(read, 'data-storefront-surface', SURFACES);
  if (id === null || id === '') {
    if (surface !== undefined) throw attributeError('data-storefront-surface', surface, 'used together with data-storefront-id');
    return undefined;
  }
  if (!STOREFRONT_ID_PATTERN.test(id)) throw attributeError('data-storefront-id', id, '"sf_" followed by 26 Crockford base32 characters');
  return surface === undefined ? { id } : { id, surface };
}

/**
 * Reads every text-expressible `ShopkitConfig` field from an element's `data-*` attributes and checks each one.
 * Throws an error naming the attribute and quoting its (redacted) value. Absent attributes are left to the defaults.
 */
export function parseConfigAttributes(element: Element): ElementConfig {
  const read: Read = (name) => element.getAttribute(name);
  const key = read('data-publishable-key');
  if (key === null || key.trim() === '') throw attributeError('data-publishable-key', key ?? '', 'a publishable key "shop_pk_<shop>_<secret>"');
  if (!/^shop_pk_[a-z0-9][a-z0-9-]{0,39}_[A-Za-z0-9]{12,128}$/.test(key)) {
    throw attributeError('data-publishable-key', key, 'a publishable key "shop_pk_<shop>_<secret>"');
  }
  const fields: Partial<ShopkitConfig> = {
    apiUrl: url(read, 'data-api-url'),
    checkoutUrl: url(read, 'data-checkout-url'),
    imageBaseUrl: url(read, 'data-image-base-url'),
    currency: text(read, 'data-currency', /^[A-Za-z]{3}$/, 'a three-letter ISO 4217 code such as "EUR"'),
    storefront: storefront(read),
    storage: oneOf(read, 'data-storage', STORAGES),
    storageKeyPrefix: text(read, 'data-storage-key-prefix', /^[\w-]{1,64}$/, 'letters, digits, _ and - (at most 64)'),
    cartTtlSeconds: integer(read, 'data-cart-ttl-seconds', 1, 400 * 24 * 3600),
    timeoutMs: integer(read, 'data-timeout-ms', 0, 600_000),
    maxRetries: integer(read, 'data-max-retries', 0, 10),
    consent: consent(read),
    cookieAttributes: cookieAttributes(read),
  };
  const config: ShopkitConfig = { publishableKey: key };
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) (config as unknown as Record<string, unknown>)[name] = value;
  }
  return { config, locale: locale(read) };
}
