// Pruning: carts and checkout sessions expired for longer than the retention, idempotency records past their 24
// hours, and consent log records older than the consent retention, deleted in bounded batches (each its own short
// transaction, oldest first), so a sweep never holds the database for long and a backlog drains over several sweeps.
// Delivery addresses (personal data) are erased from orders and paid sessions once their retention has passed; the
// order keeps its shipping method and cost.
import type { Database } from '../db/database.ts';
import { IDEMPOTENCY_TTL_MS } from '../api/idempotency.ts';

export interface PruneSettings {
  /** How long an expired cart or checkout session is kept (404 after, 410 or `expired` before). */
  retentionMs: number;
  batchSize: number;
  /** Batches per table and sweep. */
  maxBatches: number;
  /** How long a consent log record is kept as proof after the platform recorded it (default three years). */
  consentRetentionMs: number;
  /** How long an order keeps its delivery address after it was placed (default 90 days). */
  addressRetentionMs: number;
}

export const PRUNE_DEFAULTS: PruneSettings = Object.freeze({
  retentionMs: 7 * 24 * 60 * 60 * 1000,
  batchSize: 500,
  maxBatches: 20,
  consentRetentionMs: 3 * 365 * 24 * 60 * 60 * 1000,
  addressRetentionMs: 90 * 24 * 60 * 60 * 1000,
});

export interface PruneCounts {
  carts: number;
  checkoutSessions: number;
  idempotencyKeys: number;
  consentRecords: number;
  /** Orders and sessions whose delivery address was erased. */
  addresses: number;
}

type DeleteBatch = (cutoff: string, limit: number) => Promise<number>;

async function drain(batch: DeleteBatch, cutoff: string, settings: PruneSettings): Promise<number> {
  let total = 0;
  for (let round = 0; round < settings.maxBatches; round++) {
    const deleted = await batch(cutoff, settings.batchSize);
    total += deleted;
    if (deleted < settings.batchSize) break;
  }
  return total;
}

export async function pruneExpired(db: Database, now: number, settings = PRUNE_DEFAULTS): Promise<PruneCounts> {
  const expired = new Date(now - settings.retentionMs).toISOString();
  const carts: DeleteBatch = (cutoff, limit) =>
    db.transaction(async (tx) => {
      const due = tx.db
        .selectFrom('carts')
        .select('id')
        .where('expiresAt', '<', cutoff)
        .orderBy('expiresAt')
        .limit(limit);
      const result = await tx.db.deleteFrom('carts').where('id', 'in', due).executeTakeFirst();
      return Number(result.numDeletedRows);
    });
  const sessions: DeleteBatch = (cutoff, limit) =>
    db.transaction(async (tx) => {
      // A processing session is paid and waits for its payment confirmation: it never expires (create-order.ts).
      const due = tx.db
        .selectFrom('checkoutSessions')
        .select('id')
        .where('expiresAt', '<', cutoff)
        .where('status', '!=', 'processing')
        .orderBy('expiresAt')
        .limit(limit);
      const result = await tx.db.deleteFrom('checkoutSessions').where('id', 'in', due).executeTakeFirst();
      return Number(result.numDeletedRows);
    });
  const keys: DeleteBatch = (cutoff, limit) =>
    db.transaction(async (tx) => {
      const due = tx.db
        .selectFrom('idempotencyKeys')
        .select(['shopId', 'key'])
        .where('createdAt', '<', cutoff)
        .orderBy('createdAt')
        .limit(limit);
      const result = await tx.db
        .deleteFrom('idempotencyKeys')
        .where(({ eb, refTuple }) => eb(refTuple('shopId', 'key'), 'in', due.$asTuple('shopId', 'key')))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    });
  const consent: DeleteBatch = (cutoff, limit) =>
    db.transaction(async (tx) => {
      const due = tx.db
        .selectFrom('consentRecords')
        .select('seq')
        .where('recordedAt', '<', cutoff)
        .orderBy('recordedAt')
        .limit(limit);
      const result = await tx.db.deleteFrom('consentRecords').where('seq', 'in', due).executeTakeFirst();
      return Number(result.numDeletedRows);
    });
  const addressCutoff = new Date(now - settings.addressRetentionMs).toISOString();
  return {
    carts: await drain(carts, expired, settings),
    checkoutSessions: await drain(sessions, expired, settings),
    idempotencyKeys: await drain(keys, new Date(now - IDEMPOTENCY_TTL_MS).toISOString(), settings),
    consentRecords: await drain(consent, new Date(now - settings.consentRetentionMs).toISOString(), settings),
    addresses:
      (await drain(eraseAddresses(db, 'orders'), addressCutoff, settings)) +
      (await drain(eraseAddresses(db, 'checkoutSessions'), addressCutoff, settings)),
  };
}

/** Erases the delivery address of rows created before the cutoff, a batch at a time. */
function eraseAddresses(db: Database, table: 'orders' | 'checkoutSessions'): DeleteBatch {
  return (cutoff, limit) =>
    db.transaction(async (tx) => {
      const due = tx.db
        .selectFrom(table)
        .select('id')
        .where('shippingAddress', 'is not', null)
        .where('createdAt', '<', cutoff)
        .orderBy('createdAt')
        .limit(limit);
      const result = await tx.db
        .updateTable(table)
        .set({ shippingAddress: null })
        .where('id', 'in', due)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    });
}
