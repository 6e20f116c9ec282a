// REST v1 API keys (`shop_sk_<shop>_<secret>`), created and revoked in the control panel. Only a SHA-256 hash is kept,
// so a key is shown once, at creation; a revoked key answers 401 at once.
import { createHash } from 'node:crypto';
import type { Tx } from '../db/database.ts';
import { invalid } from '../http/api-error.ts';
import { checkFreeText } from '../rules/free-text.ts';
import { findApiKeyByHash, insertApiKey, revokeApiKey } from '../repo/api-keys.ts';
import { createId, randomToken } from '../state/create-id.ts';
import type { AdminKeyRecord } from '../state/types.ts';

const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

const hashKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

export const KEY_LABEL_MAX_LENGTH = 100;

/** A key's label as the admin API or the panel received it: free text of at most 100 characters (trimmed). */
export function readKeyLabel(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' || value.trim().length > KEY_LABEL_MAX_LENGTH)
    throw invalid('label', value, `must be text of at most ${KEY_LABEL_MAX_LENGTH} characters`);
  return checkFreeText('label', value.trim());
}

/** A new key labelled `label` (checked with readKeyLabel; empty is "API key"). */
export async function createAdminKey(
  tx: Tx,
  shopId: string,
  label: string,
  now = new Date(),
): Promise<{ record: AdminKeyRecord; key: string }> {
  const secret = randomToken(32, KEY_ALPHABET);
  const key = `shop_sk_${shopId}_${secret}`;
  const record: AdminKeyRecord = {
    id: createId('ak'),
    shopId,
    label: readKeyLabel(label) || 'API key',
    hint: `shop_sk_${shopId}_${secret.slice(0, 4)}\u2026`,
    hash: hashKey(key),
    createdAt: now.toISOString(),
    revokedAt: null,
  };
  await insertApiKey(tx, record);
  return { record, key };
}

export function revokeAdminKey(tx: Tx, shopId: string, id: string, now = new Date()): Promise<boolean> {
  return revokeApiKey(tx, shopId, id, now.toISOString());
}

/** The key's record when it exists (revoked or not), found by the hash of the key (never by the key itself). */
export function findAdminKey(tx: Tx, key: string): Promise<AdminKeyRecord | null> {
  return findApiKeyByHash(tx, hashKey(key));
}
