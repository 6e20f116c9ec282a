// Idempotency records: one row per (shop, key), claimed by the request that first uses the key, in the transaction
// that runs it. A second request with the key waits on the row (PostgreSQL) or on the database (SQLite) until the
// first commits, and then finds its answer.
import type { Tx } from '../db/database.ts';
import type { IdempotencyKeysTable } from '../db/tables.ts';

export interface IdempotencyClaim {
  shopId: string;
  key: string;
  fingerprint: string;
  createdAt: string;
  /** A record created before this instant has expired and may be claimed again. */
  expiredBefore: string;
}

/** Claims the key: null when this transaction now owns it, otherwise the live record another request left. */
export async function claimIdempotencyKey(tx: Tx, claim: IdempotencyClaim): Promise<IdempotencyKeysTable | null> {
  const { shopId, key, fingerprint, createdAt } = claim;
  const claimed = await tx.db
    .insertInto('idempotencyKeys')
    .values({ shopId, key, fingerprint, status: null, body: null, createdAt })
    .onConflict((oc) =>
      oc
        .columns(['shopId', 'key'])
        .doUpdateSet({ fingerprint, status: null, body: null, createdAt })
        .where('idempotencyKeys.createdAt', '<', claim.expiredBefore),
    )
    .returning('key')
    .executeTakeFirst();
  if (claimed) return null;
  return tx.db
    .selectFrom('idempotencyKeys')
    .selectAll()
    .where('shopId', '=', shopId)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
}

export async function recordIdempotentAnswer(
  tx: Tx,
  record: { shopId: string; key: string; status: number; body: string | null },
): Promise<void> {
  await tx.db
    .updateTable('idempotencyKeys')
    .set({ status: record.status, body: record.body })
    .where('shopId', '=', record.shopId)
    .where('key', '=', record.key)
    .execute();
}

/** Releases a key whose request was refused after its transaction committed (a step after the commit failed). */
export async function releaseIdempotencyKey(tx: Tx, shopId: string, key: string): Promise<void> {
  await tx.db.deleteFrom('idempotencyKeys').where('shopId', '=', shopId).where('key', '=', key).execute();
}
