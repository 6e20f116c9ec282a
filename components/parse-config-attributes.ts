import { STOREFRONT_ID_PATTERN, STOREFRONT_SURFACES } from '../src/index.ts';
import type { ShopkitConfig } from '../src/index.ts';
import { attributeError } from './attribute-error.ts';

/** What a script tag or a wrapping element configures: the client config and the locale of the elements inside. */
export interface ElementConfig {
  config: ShopkitConfig;
  locale: string | null;
}

/** Turns an attribute's text into its value, or undefined when the text is not acceptable. */
type Parse = (text: string) => unknown;

const whole = (min: number, max: number): Parse => (text) => (/^\d+$/.test(text) && +text >= min && +text <= max ? +text : undefined);
const oneOf = (values: readonly string[]): Parse => (text) => (values.includes(text) ? text : undefined);
const matching = (pattern: RegExp): Parse => (text) => (pattern.test(text) ? text : undefined);
const flag: Parse = (text) => (text === '' || text === 'true' ? true : text === 'false' ? false : undefined);
const httpUrl: Parse = (text) => (URL.canParse(text) && /^https?:$/.test(new URL(text).protocol) ? text : undefined);
const languageTag: Parse = (text) => {
  try {
    return Intl.getCanonicalLocales(text)[0];
  } catch {
    return undefined;
  }
};
const NAME = /^[\w-]{1,64}$/;
const URL_TEXT = 'an absolute http(s) URL';
const NAME_TEXT = 'letters, digits, _ and - (at most 64)';
const FLAG_TEXT = '"true" or "false"';

/** Attribute (after `data-`), the config path it fills, what it accepts (for the error message), and its parser. */
const FIELDS: ReadonlyArray<readonly [string, string, string, Parse]> = [
  ['api-url', 'apiUrl', URL_TEXT, httpUrl],
  ['checkout-url', 'checkoutUrl', URL_TEXT, httpUrl],
  ['image-base-url', 'imageBaseUrl', URL_TEXT, httpUrl],
  ['currency', 'currency', 'a three-letter ISO 4217 code such as "EUR"', matching(/^[A-Za-z]{3}$/)],
  ['storefront-id', 'storefront.id', '"sf_" followed by 26 Crockford base32 characters', matching(STOREFRONT_ID_PATTERN)],
  ['storefront-surface', 'storefront.surface', `one of ${STOREFRONT_SURFACES.join(', ')}`, oneOf(STOREFRONT_SURFACES)],
  ['storage', 'storage', 'one of auto, cookie, localStorage, memory', oneOf(['auto', 'cookie', 'localStorage', 'memory'])],
  ['storage-key-prefix', 'storageKeyPrefix', NAME_TEXT, matching(NAME)],
  ['cart-ttl-seconds', 'cartTtlSeconds', 'a whole number from 1 to 34560000', whole(1, 34_560_000)],
  ['timeout-ms', 'timeoutMs', 'a whole number from 0 to 600000', whole(0, 600_000)],
  ['max-retries', 'maxRetries', 'a whole number from 0 to 10', whole(0, 10)],
  ['consent', 'consentOn', FLAG_TEXT, flag],
  ['consent-revision', 'consent.revision', 'a whole number from 1 to 1000000', whole(1, 1_000_000)],
  ['consent-cookie-name', 'consent.cookieName', NAME_TEXT, matching(NAME)],
  ['cookie-domain', 'cookieAttributes.domain', 'a domain name such as "example.com"', matching(/^\.?[a-z0-9.-]+$/i)],
  ['cookie-path', 'cookieAttributes.path', 'a path starting with "/"', matching(/^\/[^;\s]*$/)],
  ['cookie-same-site', 'cookieAttributes.sameSite', 'one of lax, strict, none', oneOf(['lax', 'strict', 'none'])],
  ['cookie-secure', 'cookieAttributes.secure', FLAG_TEXT, flag],
  ['locale', 'locale', 'a BCP 47 language tag such as "sv-SE"', languageTag],
];

const KEY_TEXT = 'a publishable key "shop_pk_<shop>_<secret>"';

/**
 * Reads every text-expressible `ShopkitConfig` field from an element's `data-*` attributes and checks each one.
 * Throws `ShopkitConfigError` naming the attribute and quoting its value (a key redacted). Absent attributes are left
 * to the defaults.
 */
export function parseConfigAttributes(element: Element): ElementConfig {
  const key = element.getAttribute('data-publishable-key') ?? '';
  if (!/^shop_pk_[a-z0-9][a-z0-9-]{0,39}_[A-Za-z0-9]{12,128}$/.test(key)) throw attributeError('data-publishable-key', key, KEY_TEXT);
  const config: Record<string, unknown> = { publishableKey: key };
  const extra: Record<string, unknown> = {};
  for (const [name, path, expected, parse] of FIELDS) {
    const text = element.getAttribute(`data-${name}`);
    if (text === null || (text === '' && name === 'storefront-id')) continue;
    const value = parse(text);
    if (value === undefined) throw attributeError(`data-${name}`, text, expected);
    const [field, member] = path.split('.') as [string, string | undefined];
    if (member) config[field] = { ...(config[field] as object), [member]: value };
    else (field === 'locale' || field === 'consentOn' ? extra : config)[field] = value;
  }
  const result = config as unknown as ShopkitConfig;
  if (result.storefront && !result.storefront.id) throw attributeError('data-storefront-surface', result.storefront.surface ?? '', 'used together with data-storefront-id');
  if (extra.consentOn === false) result.consent = false;
  else if (extra.consentOn === true && !result.consent) result.consent = true;
  return { config: result, locale: (extra.locale as string | undefined) ?? null };
}
