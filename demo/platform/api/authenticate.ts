// `Authorization: Bearer shop_pk_<shopPrefix>_<secret>`: unknown or revoked keys get 401, a missing scope 403. A key
// found is kept briefly with its shop (state/shop-reads.ts), so a busy shop's requests skip the lookup; revoking or
// rotating a key clears what is kept, so it answers 401 at once.
import { ApiError } from '../http/api-error.ts';
import type { Tx } from '../db/database.ts';
import type { PlatformContext } from '../platform-context.ts';
import { findPublishableKey } from '../repo/publishable-keys.ts';
import { findShop } from '../repo/shops.ts';
import type { KeyRecord, ShopRecord } from '../state/types.ts';

// The grammar of docs/design.md "Keys": a shop prefix of ASCII letters (either case), digits and hyphens, and a
// secret of one or more ASCII letters and digits.
const KEY_PATTERN = /^shop_pk_[A-Za-z0-9-]+_[A-Za-z0-9]+$/;

type Refusal = 'unknown' | 'no_shop';

/** The publishable key of an Authorization header, or the 401 saying what is wrong with the header. */
function readBearerKey(header: string | undefined): string {
  if (!header) throw new ApiError('unauthorized', 'authorization header is missing (expected "Bearer shop_pk_…")');
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) throw new ApiError('unauthorized', 'authorization header must be "Bearer <publishable key>"');
  const token = match[1] ?? '';
  if (!KEY_PATTERN.test(token))
    throw new ApiError('unauthorized', 'authorization is not a publishable key (shop_pk_<shop>_<secret>)');
  return token;
}

async function findKeyAndShop(tx: Tx, token: string): Promise<{ key: KeyRecord; shop: ShopRecord } | Refusal> {
  const key = await findPublishableKey(tx, token);
  if (!key || key.revoked) return 'unknown';
  const shop = await findShop(tx, key.shopId);
  return shop ? { key, shop } : 'no_shop';
}

export async function authenticate(
  platform: Pick<PlatformContext, 'db' | 'shopReads'>,
  header: string | undefined,
): Promise<{ key: KeyRecord; shop: ShopRecord }> {
  const token = readBearerKey(header);
  const refused: { why: Refusal } = { why: 'unknown' };
  const found = await platform.shopReads.keys.read(token, async () => {
    const answer = await platform.db.transaction((tx) => findKeyAndShop(tx, token));
    if (typeof answer !== 'string') return answer;
    refused.why = answer;
    return null;
  });
  if (found) return found;
  const shown = token.replace(/_[A-Za-z0-9]+$/, '_••••');
  if (refused.why === 'no_shop') throw new ApiError('unauthorized', `publishable key ${shown} belongs to no shop`);
  throw new ApiError('unauthorized', `publishable key ${shown} is unknown or was revoked`);
}

export function requireScope(key: KeyRecord, scope: string): void {
  if (key.scopes.includes(scope)) return;
  throw new ApiError('insufficient_scope', `this key lacks the scope ${scope}`, { requiredScopes: [scope] });
}
