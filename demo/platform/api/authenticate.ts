// `Authorization: Bearer shop_pk_<shopPrefix>_<secret>`: unknown or revoked keys get 401, a missing scope 403.
import { ApiError } from '../http/api-error.ts';
import type { Tx } from '../db/database.ts';
import { findPublishableKey } from '../repo/publishable-keys.ts';
import { findShop } from '../repo/shops.ts';
import type { KeyRecord, ShopRecord } from '../state/types.ts';

// The grammar of docs/design.md "Keys": a shop prefix of ASCII letters (either case), digits and hyphens, and a
// secret of one or more ASCII letters and digits.
const KEY_PATTERN = /^shop_pk_[A-Za-z0-9-]+_[A-Za-z0-9]+$/;

export async function authenticate(tx: Tx, header: string | undefined): Promise<{ key: KeyRecord; shop: ShopRecord }> {
  if (!header) throw new ApiError('unauthorized', 'authorization header is missing (expected "Bearer shop_pk_…")');
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) throw new ApiError('unauthorized', 'authorization header must be "Bearer <publishable key>"');
  const token = match[1] ?? '';
  if (!KEY_PATTERN.test(token))
    throw new ApiError('unauthorized', 'authorization is not a publishable key (shop_pk_<shop>_<secret>)');
  const key = await findPublishableKey(tx, token);
  const shown = token.replace(/_[A-Za-z0-9]+$/, '_••••');
  if (!key || key.revoked) throw new ApiError('unauthorized', `publishable key ${shown} is unknown or was revoked`);
  const shop = await findShop(tx, key.shopId);
  if (!shop) throw new ApiError('unauthorized', `publishable key ${shown} belongs to no shop`);
  return { key, shop };
}

export function requireScope(key: KeyRecord, scope: string): void {
  if (key.scopes.includes(scope)) return;
  throw new ApiError('insufficient_scope', `this key lacks the scope ${scope}`, { requiredScopes: [scope] });
}
