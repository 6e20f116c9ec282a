// Publishable keys: `shop_pk_<shopPrefix>_<secret>` (docs/design.md "Keys"). The shop prefix is ASCII letters (either
// case, kept as written), digits and hyphens, as the real service issues it (`101928Y`); the secret is one or more
// ASCII letters and digits. The secret never leaves this module except inside the Authorization header.
import { fieldError } from '../errors/shopkit-config-error.ts';

export const PUBLISHABLE_KEY_PREFIX = 'shop_pk_';
const KEY_PATTERN = /^shop_pk_([A-Za-z0-9-]+)_([A-Za-z0-9]+)$/;
const BULLETS = '\u2022\u2022\u2022\u2022';

export interface ParsedPublishableKey {
  key: string;
  shopPrefix: string;
}

/** Keeps `shop_pk_<shopPrefix>_` and replaces the secret with four bullets; anything else becomes four bullets. */
export function redactKey(key: unknown): string {
  const match = typeof key === 'string' ? KEY_PATTERN.exec(key) : null;
  return match ? `${PUBLISHABLE_KEY_PREFIX}${match[1]}_${BULLETS}` : BULLETS;
}

export function parsePublishableKey(key: unknown, field = 'publishableKey'): ParsedPublishableKey {
  if (typeof key === 'string' && key.startsWith('shop_pat_')) {
    throw fieldError(field, `"shop_pat_${BULLETS}" is a personal access token; use a publishable key (shop_pk_...)`);
  }
  const match = typeof key === 'string' ? KEY_PATTERN.exec(key) : null;
  if (!match) {
    const shown = typeof key === 'string' && key !== '' ? redactKey(key) : key;
    throw fieldError(field, `expected shop_pk_<shopPrefix>_<secret>; got ${JSON.stringify(shown) ?? 'undefined'}`);
  }
  return { key: key as string, shopPrefix: match[1]! };
}
