// REST v1 API keys: only a SHA-256 hash of each key is kept; a request's key is found by its hash.
import type { Tx } from '../db/database.ts';
import type { AdminKeyRecord } from '../state/types.ts';

export async function insertApiKey(tx: Tx, record: AdminKeyRecord): Promise<void> {
  await tx.db.insertInto('apiKeys').values(record).execute();
}

export async function findApiKeyByHash(tx: Tx, hash: string): Promise<AdminKeyRecord | null> {
  return (await tx.db.selectFrom('apiKeys').selectAll().where('hash', '=', hash).executeTakeFirst()) ?? null;
}

export async function listApiKeys(tx: Tx, shopId: string): Promise<AdminKeyRecord[]> {
  return tx.db
    .selectFrom('apiKeys')
    .selectAll()
    .where('shopId', '=', shopId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** Marks an active key revoked; false when the shop has no such active key. */
export async function revokeApiKey(tx: Tx, shopId: string, id: string, at: string): Promise<boolean> {
  const result = await tx.db
    .updateTable('apiKeys')
    .set({ revokedAt: at })
    .where('id', '=', id)
    .where('shopId', '=', shopId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
