// Publishable keys are issued and rotated here, and only here: the admin API (admin/manage-keys.ts) and the panel's
// Settings: API both call it. Rotating revokes the old key (it answers 401 at once) and issues one for the same shop
// with the same scopes.
import type { Tx } from '../db/database.ts';
import { insertPublishableKey, revokePublishableKey } from '../repo/publishable-keys.ts';
import { createId, randomToken } from '../state/create-id.ts';
import type { KeyRecord } from '../state/types.ts';

const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** Writes a new publishable key for the shop. */
export async function issuePublishableKey(tx: Tx, shopId: string, scopes: string[], now: number): Promise<KeyRecord> {
  const record: KeyRecord = {
    id: createId('key'),
    shopId,
    key: `shop_pk_${shopId}_${randomToken(24, ALNUM)}`,
    scopes,
    revoked: false,
    createdAt: new Date(now).toISOString(),
  };
  await insertPublishableKey(tx, record);
  return record;
}

/** Revokes `old` and issues its successor: same shop, same scopes. */
export async function rotatePublishableKey(tx: Tx, old: KeyRecord, now: number): Promise<KeyRecord> {
  await revokePublishableKey(tx, old);
  return issuePublishableKey(tx, old.shopId, [...old.scopes], now);
}
