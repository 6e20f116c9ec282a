// Type and range checks of the plain ShopkitConfig options (the key, currency, storefront and scopes have their own).
import { fieldError } from '../errors/shopkit-config-error.ts';
import type { CookieAttributes, ShopkitConfig } from '../types.ts';
import { quote } from './redact.ts';

const STORAGE_NAMES = ['auto', 'cookie', 'localStorage', 'memory'];

function check(ok: boolean, field: string, expected: string, value: unknown): void {
  if (!ok) throw fieldError(field, `expected ${expected}; got ${quote(value)}`);
}

const isFn = (value: unknown): boolean => typeof value === 'function';
const isCount = (value: unknown): boolean => typeof value === 'number' && Number.isInteger(value) && value >= 0;

export function validateOptions(config: ShopkitConfig): void {
  const { storage, cookies, fetch, timeoutMs, maxRetries, cartTtlSeconds, storageKeyPrefix, headers, onUnauthorized } = config;
  if (storage !== undefined) {
    const adapter = typeof storage === 'object' && storage !== null && isFn(storage.get) && isFn(storage.set) && isFn(storage.remove);
    check(adapter || STORAGE_NAMES.includes(storage as string), 'storage', `one of ${STORAGE_NAMES.join(', ')} or a StorageAdapter {get, set, remove}`, storage);
  }
  if (cookies !== undefined) check(typeof cookies === 'object' && cookies !== null && isFn(cookies.get), 'cookies', 'a CookieAccessor with get(name)', cookies);
  if (fetch !== undefined) check(isFn(fetch), 'fetch', 'a fetch function', fetch);
  if (timeoutMs !== undefined) check(typeof timeoutMs === 'number' && timeoutMs >= 0 && Number.isFinite(timeoutMs), 'timeoutMs', 'a number of milliseconds, 0 or more', timeoutMs);
  if (maxRetries !== undefined) check(isCount(maxRetries), 'maxRetries', 'a whole number, 0 or more', maxRetries);
  if (cartTtlSeconds !== undefined) check(typeof cartTtlSeconds === 'number' && cartTtlSeconds > 0 && Number.isFinite(cartTtlSeconds), 'cartTtlSeconds', 'a positive number of seconds', cartTtlSeconds);
  if (storageKeyPrefix !== undefined) check(typeof storageKeyPrefix === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(storageKeyPrefix), 'storageKeyPrefix', 'letters, digits, "_" or "-"', storageKeyPrefix);
  if (headers !== undefined) check(typeof headers === 'object' && headers !== null && !Array.isArray(headers), 'headers', 'an object of header names to strings', headers);
  if (onUnauthorized !== undefined) check(isFn(onUnauthorized), 'onUnauthorized', 'a function returning a key, null or a promise of either', onUnauthorized);
}

export function validateCookieAttributes(attributes: CookieAttributes): Readonly<CookieAttributes> {
  check(typeof attributes === 'object' && attributes !== null, 'cookieAttributes', 'an object', attributes);
  const { path, maxAge, domain, secure, sameSite, httpOnly } = attributes;
  if (path !== undefined) check(typeof path === 'string' && path.startsWith('/'), 'cookieAttributes.path', 'a path starting with "/"', path);
  if (maxAge !== undefined) check(typeof maxAge === 'number' && Number.isFinite(maxAge), 'cookieAttributes.maxAge', 'a number of seconds', maxAge);
  if (domain !== undefined) check(typeof domain === 'string' && /^\.?[A-Za-z0-9.-]+$/.test(domain), 'cookieAttributes.domain', 'a domain name', domain);
  if (secure !== undefined) check(typeof secure === 'boolean', 'cookieAttributes.secure', 'a boolean', secure);
  if (sameSite !== undefined) check(['lax', 'strict', 'none'].includes(sameSite), 'cookieAttributes.sameSite', 'lax, strict or none', sameSite);
  if (httpOnly !== undefined) check(typeof httpOnly === 'boolean', 'cookieAttributes.httpOnly', 'a boolean', httpOnly);
  return Object.freeze({ ...attributes });
}
