// REST v1 API keys (`shop_sk_<shop>_<secret>`), created and revoked in the control panel. Only a SHA-256 hash is kept,
// so a key is shown once, at creation; a revoked key answers 401 at once.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createId, randomToken } from '../state/create-id.ts';
import type { PlatformState } from '../state/types.ts';

export interface AdminKeyRecord {
  id: string;
  shopId: string;
  label: string;
  /** `shop_sk_<shop>_` plus the first four characters of the secret, to tell keys apart in the panel. */
  hint: string;
  hash: string;
  createdAt: string;
  revokedAt: string | null;
}

const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

const hashKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

/** Admin keys live in the persisted state beside the platform's own records (an extra JSON field it saves as is). */
export function adminKeysOf(state: PlatformState): AdminKeyRecord[] {
  const holder = state as PlatformState & { adminKeys?: AdminKeyRecord[] };
  holder.adminKeys ??= [];
  return holder.adminKeys;
}

export function createAdminKey(
  state: PlatformState,
  shopId: string,
  label: string,
  now = new Date(),
): { record: AdminKeyRecord; key: string } {
  const secret = randomToken(32, KEY_ALPHABET);
  const key = `shop_sk_${shopId}_${secret}`;
  const record: AdminKeyRecord = {
    id: createId('ak'),
    shopId,
    label: label.trim() || 'API key',
    hint: `shop_sk_${shopId}_${secret.slice(0, 4)}\u2026`,
    hash: hashKey(key),
    createdAt: now.toISOString(),
    revokedAt: null,
  };
  adminKeysOf(state).push(record);
  return { record, key };
}

export function revokeAdminKey(state: PlatformState, shopId: string, id: string, now = new Date()): boolean {
  const record = adminKeysOf(state).find((k) => k.id === id && k.shopId === shopId && k.revokedAt === null);
  if (!record) return false;
  record.revokedAt = now.toISOString();
  return true;
}

/** The key's record when it exists (revoked or not), compared in constant time. */
export function findAdminKey(state: PlatformState, key: string): AdminKeyRecord | null {
  const wanted = Buffer.from(hashKey(key), 'hex');
  return adminKeysOf(state).find((k) => timingSafeEqual(Buffer.from(k.hash, 'hex'), wanted)) ?? null;
}
