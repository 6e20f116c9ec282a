// Publishable keys (`shop_pk_…`): looked up by their text on every commerce API request, rotated by the admin API
// and the panel. Every write signals `shops` (state/shop-reads.ts keeps keys briefly).
import type { Tx } from '../db/database.ts';
import type { PublishableKeysTable } from '../db/tables.ts';
import type { KeyRecord } from '../state/types.ts';
import { fromJson, toJson } from './json-column.ts';

const toKey = (row: PublishableKeysTable): KeyRecord => ({
  id: row.id,
  shopId: row.shopId,
  key: row.key,
  scopes: fromJson<string[]>(row.scopes),
  revoked: row.revoked === 1,
  createdAt: row.createdAt,
});

export async function findPublishableKey(tx: Tx, key: string): Promise<KeyRecord | null> {
  const row = await tx.db.selectFrom('publishableKeys').selectAll().where('key', '=', key).executeTakeFirst();
  return row ? toKey(row) : null;
}

/** The shop's keys that still work, oldest first. */
export async function listActivePublishableKeys(tx: Tx, shopId: string): Promise<KeyRecord[]> {
  const rows = await tx.db
    .selectFrom('publishableKeys')
    .selectAll()
    .where('shopId', '=', shopId)
    .where('revoked', '=', 0)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map(toKey);
}

export async function insertPublishableKey(tx: Tx, key: KeyRecord): Promise<void> {
  await tx.db
    .insertInto('publishableKeys')
    .values({ ...key, scopes: toJson(key.scopes), revoked: key.revoked ? 1 : 0 })
    .execute();
  tx.signal('shops', { shopId: key.shopId });
}

export async function revokePublishableKey(tx: Tx, key: Pick<KeyRecord, 'id' | 'shopId'>): Promise<void> {
  await tx.db.updateTable('publishableKeys').set({ revoked: 1 }).where('id', '=', key.id).execute();
  tx.signal('shops', { shopId: key.shopId });
}
