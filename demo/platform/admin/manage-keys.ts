// Publishable keys: create one with chosen scopes (for scope tests), rotate one (the old key answers 401 at once).
import { invalid } from '../http/api-error.ts';
import type { PlatformContext } from '../api/context.ts';
import { createId, randomToken } from '../state/create-id.ts';
import type { KeyRecord } from '../state/types.ts';

const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const KNOWN_SCOPES = [
  'products:read',
  'shop:read',
  'cart:read',
  'cart:write',
  'checkout:read',
  'checkout:write',
  'storefront:read',
];

function newKey(platform: PlatformContext, shopId: string, scopes: string[]): KeyRecord {
  const record: KeyRecord = {
    id: createId('key'),
    shopId,
    key: `shop_pk_${shopId}_${randomToken(24, ALNUM)}`,
    scopes,
    revoked: false,
    createdAt: new Date(platform.now()).toISOString(),
  };
  platform.store.state.keys.push(record);
  platform.store.save();
  return record;
}

function readShop(platform: PlatformContext, value: unknown): string {
  if (typeof value !== 'string' || !platform.store.state.shops.some((s) => s.id === value))
    throw invalid('shop', value, 'must name a shop');
  return value;
}

export function createKey(platform: PlatformContext, body: Record<string, unknown>) {
  const shopId = readShop(platform, body.shop);
  const scopes = body.scopes;
  if (!Array.isArray(scopes) || !scopes.every((s) => typeof s === 'string' && KNOWN_SCOPES.includes(s))) {
    throw invalid('scopes', scopes, `must be an array of ${KNOWN_SCOPES.join(', ')}`);
  }
  const record = newKey(platform, shopId, [...new Set(scopes as string[])]);
  return { key: record.key, shop: shopId, scopes: record.scopes };
}

/** Rotates `key` (a full publishable key) or the first active key of `shop`. */
export function rotateKey(platform: PlatformContext, body: Record<string, unknown>) {
  const { keys } = platform.store.state;
  const old =
    typeof body.key === 'string'
      ? keys.find((k) => k.key === body.key && !k.revoked)
      : keys.find((k) => k.shopId === readShop(platform, body.shop ?? 'demo') && !k.revoked);
  if (!old)
    throw invalid(
      typeof body.key === 'string' ? 'key' : 'shop',
      typeof body.key === 'string' ? body.key : body.shop,
      'names no active key',
    );
  old.revoked = true;
  const record = newKey(platform, old.shopId, [...old.scopes]);
  return {
    key: record.key,
    shop: record.shopId,
    scopes: record.scopes,
    replaced: old.key.replace(/_[A-Za-z0-9]+$/, '_••••'),
  };
}
