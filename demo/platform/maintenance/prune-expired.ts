// Pruning: carts and checkout sessions expired for longer than the retention, idempotency records past their 24
// hours, and consent log records older than the consent retention, deleted in bounded batches (each its own short
// transaction, oldest first), so a sweep never holds the database for long and a backlog drains over several sweeps.
// Delivery addresses (personal data) are erased from orders and paid sessions once their retention has passed; the
// order keeps its shipping method and cost. Sign-in challenges go an hour after they expired (the per-address limit
// counts the last hour's), customer sessions once they ended, and sign-in locks once they and their window lapsed.
import type { Database } from '../db/database.ts';
import { IDEMPOTENCY_TTL_MS } from '../api/idempotency.ts';
import { TOKEN_IDLE_MS } from '../customers/customer-sessions.ts';
import { LOCK_MS, LOCK_WINDOW_MS } from '../customers/sign-in-lock.ts';

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
  /** Sign-in challenges, customer sessions and sign-in locks that ended. */
  signIns: number;
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
  const ended = (batch: DeleteBatch, cutoff: number) => drain(batch, new Date(cutoff).toISOString(), settings);
  return {
    carts: await drain(carts, expired, settings),
    checkoutSessions: await drain(sessions, expired, settings),
    idempotencyKeys: await drain(keys, new Date(now - IDEMPOTENCY_TTL_MS).toISOString(), settings),
    consentRecords: await drain(consent, new Date(now - settings.consentRetentionMs).toISOString(), settings),
    addresses:
      (await drain(eraseAddresses(db, 'orders'), addressCutoff, settings)) +
      (await drain(eraseAddresses(db, 'checkoutSessions'), addressCutoff, settings)),
    signIns:
      (await ended(challengesBefore(db), now - 60 * 60_000)) +
      (await ended(sessionsBefore(db, 'expiresAt'), now)) +
      (await ended(sessionsBefore(db, 'tokenIssuedAt'), now - TOKEN_IDLE_MS)) +
      (await ended(locksBefore(db), now - 2 * (LOCK_MS + LOCK_WINDOW_MS))),
  };
}

/** Sign-in challenges that expired before the cutoff. */
const challengesBefore =
  (db: Database): DeleteBatch =>
  (cutoff, limit) =>
    db.transaction(async (tx) => {
      const due = tx.db
        .selectFrom('signInChallenges')
        .select('id')
        .where('expiresAt', '<', cutoff)
        .orderBy('expiresAt')
        .limit(limit);
      const result = await tx.db.deleteFrom('signInChallenges').where('id', 'in', due).executeTakeFirst();
      return Number(result.numDeletedRows);
    });

/** Customer sessions whose end (`expiresAt`) or whose token's issue (`tokenIssuedAt`) is before the cutoff. */
const sessionsBefore =
  (db: Database, column: 'expiresAt' | 'tokenIssuedAt'): DeleteBatch =>
  (cutoff, limit) =>
    db.transaction(async (tx) => {
      const due = tx.db
        .selectFrom('customerSessions')
        .select('id')
        .where(column, '<', cutoff)
        .orderBy(column)
        .limit(limit);
      const result = await tx.db.deleteFrom('customerSessions').where('id', 'in', due).executeTakeFirst();
      return Number(result.numDeletedRows);
    });

/** Sign-in locks whose window began before the cutoff (and whose lock, shorter than the margin, is over). */
const locksBefore =
  (db: Database): DeleteBatch =>
  (cutoff, limit) =>
    db.transaction(async (tx) => {
      const due = tx.db
        .selectFrom('signInLocks')
        .select(['shopId', 'emailKey'])
        .where('windowStart', '<', cutoff)
        .orderBy('windowStart')
        .limit(limit);
      const result = await tx.db
        .deleteFrom('signInLocks')
        .where(({ eb, refTuple }) => eb(refTuple('shopId', 'emailKey'), 'in', due.$asTuple('shopId', 'emailKey')))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    });
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
