// The platform's data layer: one Kysely instance on SQLite or PostgreSQL, and `transaction(work)`, the one way routes
// read and write. A transaction commits when `work` resolves and rolls back when it throws; what it `signal`s is told
// to listeners only after the commit (the webhook dispatcher wakes for a queued delivery that way).
import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import type { DialectName } from './migration-helpers.ts';
import type { Tables } from './tables.ts';

export type DatabaseSignal = 'webhooks';

export interface Tx {
  /** Kysely inside this transaction: `tx.db.selectFrom('carts')...`. */
  readonly db: Transaction<Tables>;
  readonly dialect: DialectName;
  /** Tells the listeners of `signal` once this transaction has committed. */
  signal(signal: DatabaseSignal): void;
}

export interface Database {
  readonly dialect: DialectName;
  /** Where the data lives, for the start banner (no password). */
  readonly description: string;
  readonly kysely: Kysely<Tables>;
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  onSignal(signal: DatabaseSignal, listener: () => void): () => void;
  close(): Promise<void>;
}

/** PostgreSQL: a deadlock or serialization failure; the transaction is run again from the start. */
const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 3;

export function createDatabase(
  kysely: Kysely<Tables>,
  dialect: DialectName,
  description: string,
  close: () => Promise<void>,
): Database {
  const listeners = new Map<DatabaseSignal, Set<() => void>>();
  const notify = (signals: Set<DatabaseSignal>) => {
    for (const signal of signals) for (const listener of [...(listeners.get(signal) ?? [])]) listener();
  };
  return {
    dialect,
    description,
    kysely,
    async transaction(work) {
      for (let attempt = 1; ; attempt++) {
        const signals = new Set<DatabaseSignal>();
        try {
          const result = await kysely
            .transaction()
            .execute((db) => work({ db, dialect, signal: (signal) => signals.add(signal) }));
          notify(signals);
          return result;
        } catch (error) {
          const code = (error as { code?: unknown }).code;
          if (attempt >= ATTEMPTS || typeof code !== 'string' || !RETRYABLE.has(code)) throw error;
        }
      }
    },
    onSignal(signal, listener) {
      const set = listeners.get(signal) ?? new Set();
      listeners.set(signal, set);
      set.add(listener);
      return () => set.delete(listener);
    },
    close,
  };
}

/**
 * Locks the selected rows until the transaction ends (`SELECT ... FOR UPDATE`) on PostgreSQL, where transactions of
 * other processes run alongside; SQLite runs one write transaction at a time, so there it adds nothing.
 * Use: `tx.db.selectFrom('carts')...$call(forUpdate(tx))`.
 */
export function forUpdate(tx: Tx) {
  return <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> =>
    tx.dialect === 'postgres' ? query.forUpdate() : query;
}
