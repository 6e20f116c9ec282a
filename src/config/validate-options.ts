// Type and range checks of the plain ShopkitConfig options (the key, currency, storefront and scopes have their own).
import type { CookieAttributes, ShopkitConfig } from '../types.ts';
import { expected } from './redact.ts';

export type Rule = [field: string, ok: (value: any) => boolean, expected: string];

const isFn = (value: unknown): boolean => typeof value === 'function';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isBool = (value: unknown): boolean => typeof value === 'boolean';
const isObject = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A StorageAdapter: an object with get, set and remove functions. */
export const isStorageAdapter = (value: any): boolean =>
  isObject(value) && isFn(value.get) && isFn(value.set) && isFn(value.remove);
export const NAME = /^[A-Za-z0-9_-]{1,64}$/;
/** A rule for an integer in [min, max]. */
export const intRule = (field: string, min: number, max: number): Rule => [
  field,
  (v) => Number.isInteger(v) && v >= min && v <= max,
  `an integer ${min}-${max}`,
];

const OPTION_RULES: Rule[] = [
  [
    'storage',
    (v) => ['auto', 'cookie', 'localStorage', 'memory'].includes(v) || isStorageAdapter(v),
    'auto, cookie, localStorage, memory or an adapter',
  ],
  ['cookies', (v) => isObject(v) && isFn(v.get), 'a CookieAccessor'],
  ['fetch', isFn, 'a function'],
  ['timeoutMs', (v) => isNumber(v) && v >= 0, 'a number >= 0'],
  ['maxRetries', (v) => Number.isInteger(v) && v >= 0, 'an integer >= 0'],
  ['cartTtlSeconds', (v) => isNumber(v) && v > 0, 'a number > 0'],
  ['storageKeyPrefix', (v) => typeof v === 'string' && NAME.test(v), 'letters, digits, _ or -'],
  ['headers', isObject, 'an object'],
  ['cookieAttributes', isObject, 'an object'],
  ['consent', (v) => isBool(v) || isObject(v), 'a boolean or {revision, cookieName}'],
  ['onUnauthorized', isFn, 'a function'],
];

const COOKIE_RULES: Rule[] = [
  // Written into the cookie string: a `;` or a space would smuggle in another cookie attribute.
  ['path', (v) => typeof v === 'string' && /^\/[^;\s]*$/.test(v), 'a path starting with / without ; or spaces'],
  ['maxAge', isNumber, 'seconds'],
  ['domain', (v) => typeof v === 'string' && /^[\w.-]+$/.test(v), 'a domain'],
  ['secure', isBool, 'a boolean'],
  ['sameSite', (v) => ['lax', 'strict', 'none'].includes(v), 'lax, strict or none'],
  ['httpOnly', isBool, 'a boolean'],
];

/** The one checker of config fields and call arguments: an undefined value passes, a bad one throws naming it. */
export function apply(rules: Rule[], values: Record<string, any>, prefix: string): void {
  for (const [field, ok, what] of rules) {
    const value = values[field];
    if (value !== undefined && !ok(value)) throw expected(prefix + field, what, value);
  }
}

export function validateOptions(config: ShopkitConfig): void {
  apply(OPTION_RULES, config as unknown as Record<string, unknown>, '');
}

/** Checks each attribute (validateOptions already checked that `cookieAttributes` is an object). */
export function validateCookieAttributes(attributes: CookieAttributes): Readonly<CookieAttributes> {
  apply(COOKIE_RULES, attributes as Record<string, unknown>, 'cookieAttributes.');
  return Object.freeze({ ...attributes });
}
