// The admin API's publishable keys: create one with chosen scopes (for scope tests), rotate one (the old key answers
// 401 at once; keys/rotate-publishable-key.ts).
import { invalid } from '../http/api-error.ts';
import type { PlatformContext } from '../platform-context.ts';
import type { Tx } from '../db/database.ts';
import { issuePublishableKey, rotatePublishableKey } from '../keys/rotate-publishable-key.ts';
import { findPublishableKey, listActivePublishableKeys } from '../repo/publishable-keys.ts';
import { findShop } from '../repo/shops.ts';
import type { KeyRecord } from '../state/types.ts';

const KNOWN_SCOPES = [
  'products:read',
  'shop:read',
  'cart:read',
  'cart:write',
  'checkout:read',
  'checkout:write',
  'storefront:read',
  'customer:read',
  'customer:write',
];

async function readShop(tx: Tx, value: unknown): Promise<string> {
  if (typeof value !== 'string' || !(await findShop(tx, value))) throw invalid('shop', value, 'must name a shop');
  return value;
}

export function createKey(platform: PlatformContext, body: Record<string, unknown>) {
  return platform.db.transaction(async (tx) => {
    const shopId = await readShop(tx, body.shop);
    const scopes = body.scopes;
    if (!Array.isArray(scopes) || !scopes.every((s) => typeof s === 'string' && KNOWN_SCOPES.includes(s))) {
      throw invalid('scopes', scopes, `must be an array of ${KNOWN_SCOPES.join(', ')}`);
    }
    const record = await issuePublishableKey(tx, shopId, [...new Set(scopes as string[])], platform.now());
    return { key: record.key, shop: shopId, scopes: record.scopes };
  });
}

async function findActive(tx: Tx, body: Record<string, unknown>): Promise<KeyRecord | undefined> {
  if (typeof body.key === 'string') {
    const found = await findPublishableKey(tx, body.key);
    return found && !found.revoked ? found : undefined;
  }
  return (await listActivePublishableKeys(tx, await readShop(tx, body.shop ?? 'demo')))[0];
}

/** Rotates `key` (a full publishable key) or the first active key of `shop`. */
export function rotateKey(platform: PlatformContext, body: Record<string, unknown>) {
  return platform.db.transaction(async (tx) => {
    const old = await findActive(tx, body);
    if (!old)
      throw invalid(
        typeof body.key === 'string' ? 'key' : 'shop',
        typeof body.key === 'string' ? body.key : body.shop,
        'names no active key',
      );
    const record = await rotatePublishableKey(tx, old, platform.now());
    return {
      key: record.key,
      shop: record.shopId,
      scopes: record.scopes,
      replaced: old.key.replace(/_[A-Za-z0-9]+$/, '_••••'),
    };
  });
}
