// Campaign storefront binding: `storefront: {id, surface?}` and the `storefrontId` shorthand.
import { fieldError } from '../errors/shopkit-config-error.ts';
import type { ShopkitConfig, ShopkitStorefront, StorefrontSurface } from '../types.ts';
import { expected, quote } from './redact.ts';

export const STOREFRONT_SURFACES: readonly StorefrontSurface[] = Object.freeze([
  'hosted',
  'link',
  'embed',
  'shopkit',
  'agentic',
]);
export const DEFAULT_STOREFRONT_SURFACE: StorefrontSurface = 'shopkit';
/** `sf_` followed by 26 Crockford base32 characters, case-insensitive. */
export const STOREFRONT_ID_PATTERN = /^sf_[0-9a-hjkmnp-tv-z]{26}$/i;

export function isStorefrontId(value: unknown): value is string {
  return typeof value === 'string' && STOREFRONT_ID_PATTERN.test(value);
}

export function isStorefrontSurface(value: unknown): value is StorefrontSurface {
  return typeof value === 'string' && (STOREFRONT_SURFACES as readonly string[]).includes(value);
}

function checkId(value: unknown, field: string): string {
  if (!isStorefrontId(value)) throw expected(field, 'sf_ and 26 Crockford base32 characters', value);
  return value;
}

/** Merges `storefront` and `storefrontId` into one binding, or null. */
export function resolveStorefront(
  config: Pick<ShopkitConfig, 'storefront' | 'storefrontId'>,
): ShopkitStorefront | null {
  const { storefront } = config;
  const shorthand =
    config.storefrontId === '' || config.storefrontId == null ? null : checkId(config.storefrontId, 'storefrontId');
  if (storefront !== null && storefront !== undefined && typeof storefront !== 'object') {
    throw expected('storefront', '{id, surface?}', storefront);
  }
  const id = storefront ? checkId(storefront.id, 'storefront.id') : shorthand;
  if (id === null) return null;
  if (shorthand !== null && shorthand.toLowerCase() !== id.toLowerCase()) {
    throw fieldError('storefrontId', `${quote(shorthand)} conflicts with storefront.id ${quote(id)}`);
  }
  const surface = storefront?.surface ?? DEFAULT_STOREFRONT_SURFACE;
  if (!isStorefrontSurface(surface)) {
    throw expected('storefront.surface', `one of ${STOREFRONT_SURFACES.join(', ')}`, surface);
  }
  return { id, surface };
}
