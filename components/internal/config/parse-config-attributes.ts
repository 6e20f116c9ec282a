import { resolveConfig } from '../../../src/index.ts';
import type { ShopkitConfig, ShopkitConfigError } from '../../../src/index.ts';
import { attributeError } from './attribute-error.ts';

/**
 * What a script tag or a wrapping element configures: the client config, the locale of the elements inside, and
 * whether an add opens the cart drawer (`data-open-cart-on-add`, default true).
 */
export interface ElementConfig {
  config: ShopkitConfig;
  locale: string | null;
  openCartOnAdd: boolean;
}

/** The config fields a data attribute can set (`publishableKey` comes first: without it nothing is configured). */
const FIELDS = (
  'publishableKey apiUrl checkoutUrl imageBaseUrl currency storefront.id storefront.surface storage ' +
  'storageKeyPrefix cartTtlSeconds timeoutMs maxRetries consent consent.revision consent.cookieName ' +
  'cookieAttributes.domain cookieAttributes.path cookieAttributes.sameSite cookieAttributes.secure'
).split(' ');

/** Sanity upper limits of the numeric attributes; the core checks the lower ones. */
const LIMITS: Record<string, number> = {
  cartTtlSeconds: 34_560_000,
  timeoutMs: 600_000,
  maxRetries: 10,
  'consent.revision': 1_000_000,
};

/** The data attribute of a config field: `cookieAttributes.sameSite` -> `data-cookie-same-site`. */
export const attributeName = (field: string): string =>
  `data-${field
    .replace('Attributes', '')
    .replace('.', '-')
    .replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** Turns an attribute's text into the typed value of its field; throws only for text that has no such value. */
function convert(field: string, text: string): unknown {
  const name = attributeName(field);
  const limit = LIMITS[field];
  if (limit !== undefined) {
    if (/^\d+$/.test(text) && +text <= limit) return +text;
    throw attributeError(name, text, `expected a whole number up to ${limit}`);
  }
  if (/^consent$|secure/.test(field)) {
    if (/^(true|false|)$/.test(text)) return text !== 'false';
    throw attributeError(name, text, 'expected "true" or "false"');
  }
  return text;
}

function parseOpenCartOnAdd(text: string | null): boolean {
  if (text === null || /^(true|)$/.test(text)) return true;
  if (text === 'false') return false;
  throw attributeError('data-open-cart-on-add', text, 'expected "true" or "false"');
}

function parseLocale(text: string | null): string | null {
  try {
    return text === null ? null : Intl.getCanonicalLocales(text)[0]!;
  } catch {
    throw attributeError('data-locale', text!, 'expected a BCP 47 language tag such as "sv-SE"');
  }
}

/**
 * Reads every text-expressible `ShopkitConfig` field from an element's `data-*` attributes, converts the text to typed
 * values and checks the result with the core's `resolveConfig`. Throws `ShopkitConfigError` naming the attribute and
 * quoting its value (a key redacted). Absent attributes are left to the defaults.
 */
export function parseConfigAttributes(element: Element): ElementConfig {
  const config: Record<string, any> = {};
  let consentOn: unknown;
  for (const path of FIELDS) {
    const text = element.getAttribute(attributeName(path));
    if (text === null || (text === '' && path === 'storefront.id')) continue;
    const value = path === 'publishableKey' ? text : convert(path, text);
    const [field, member] = path.split('.') as [string, string?];
    if (member) config[field] = { ...config[field], [member]: value };
    else if (field === 'consent') consentOn = value;
    else config[field] = value;
  }
  if (config.storefront && !config.storefront.id) {
    throw attributeError('data-storefront-surface', config.storefront.surface, 'it needs a storefront id');
  }
  if (consentOn === false || (consentOn && !config.consent)) config.consent = consentOn;
  const locale = parseLocale(element.getAttribute('data-locale'));
  const openCartOnAdd = parseOpenCartOnAdd(element.getAttribute('data-open-cart-on-add'));
  try {
    resolveConfig(config as ShopkitConfig);
  } catch (error) {
    const { field, message } = error as ShopkitConfigError;
    if (!field) throw error;
    const name = attributeName(field);
    throw attributeError(
      name,
      element.getAttribute(name) ?? '',
      message.replace(/^[\w.]+: /, '').replace(/; got [^]*$/, ''),
    );
  }
  return { config: config as ShopkitConfig, locale, openCartOnAdd };
}
