// The platform's data layer: one Kysely instance on SQLite or PostgreSQL, and `transaction(work)`, the one way routes
// read and write. A transaction commits when `work` resolves and rolls back when it throws; what it `signal`s is told
// to listeners only after the commit (the webhook dispatcher attempts a queued delivery at once that way).
// `read(work)` is for work that only reads: on PostgreSQL it runs without BEGIN and COMMIT, two round trips fewer. A
// transaction there would not make the reads agree with each other either: under READ COMMITTED, PostgreSQL's level
// and the platform's, each statement sees what was committed when it began, inside a transaction or not. On SQLite,
// where every statement shares one connection, it is a transaction, so it never sees another request's uncommitted
// writes. `singleWrite(work)` is for work that reads and then writes with one statement, its last (creating a cart):
// on PostgreSQL it too runs without BEGIN and COMMIT, as a lone statement is atomic by itself and the reads before it
// see what they would see inside a transaction; single-write-guard.ts refuses a second write or a statement after it.
// A singleWrite whose write is conditional on the row being as it was read (a cart change: repo/carts.ts saveCart)
// throws RowChanged when another request changed the row in between, and then runs once more in a transaction, where
// its row lock (`forUpdate`, which only a transaction takes) makes the condition hold.
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { DialectName } from './migration-helpers.ts';
import { SingleWriteGuard } from './single-write-guard.ts';
import { RowChanged } from './row-changed.ts';
import type { Tables } from './tables.ts';

/**
 * What each signal tells its listeners: for `webhooks`, a delivery written to the outbox (its id and URL); for `mail`,
 * a message written to the mail outbox (its id); for `shops`, a shop, its publishable keys or its stored storefront
 * origins changed; for `categories`, a shop's categories changed; for `vocabulary`, the words of a shop's search
 * documents changed; for `catalogue`, a shop's products or their variants changed (a stock level included) (all kept
 * briefly by state/shop-reads.ts; a shop id of '*' stands for every shop).
 */
export interface DatabaseSignals {
  webhooks: { id: string; url: string };
  mail: { id: string };
  shops: { shopId: string };
  categories: { shopId: string };
  vocabulary: { shopId: string };
  catalogue: { shopId: string };
}
export type DatabaseSignal = keyof DatabaseSignals;

export interface Tx {
  /** Kysely inside this transaction (or, in `read`, on PostgreSQL, outside one): `tx.db.selectFrom('carts')...`. */
  readonly db: Kysely<Tables>;
  readonly dialect: DialectName;
  /**
   * Whether the work runs in a transaction, so a row lock holds until it ends: false only on PostgreSQL in `read` and
   * `singleWrite`.
   */
  readonly transactional: boolean;
  /** Tells the listeners of `signal` about `payload` once this transaction has committed. */
  signal<S extends DatabaseSignal>(signal: S, payload: DatabaseSignals[S]): void;
}

export interface Database {
  readonly dialect: DialectName;
  /** Where the data lives, for the start banner (no password). */
  readonly description: string;
  readonly kysely: Kysely<Tables>;
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs `work`, which only reads: without a transaction on PostgreSQL, in one on SQLite (see the top of the file). */
  read<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Runs `work`, which reads and then writes with one statement, its last: without a transaction on PostgreSQL, in
   * one on SQLite (see the top of the file). A second write, or a statement after the write, throws before it is sent.
   * When the work throws RowChanged (its conditional write found the row changed since it read it), it runs once more
   * in a transaction.
   */
  singleWrite<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Calls `listener` after each commit that signalled `signal`, with what it signalled. */
  onSignal<S extends DatabaseSignal>(signal: S, listener: (payloads: Array<DatabaseSignals[S]>) => void): () => void;
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
  type Listener = (payloads: unknown[]) => void;
  const listeners = new Map<DatabaseSignal, Set<Listener>>();
  const notify = (signals: Map<DatabaseSignal, unknown[]>) => {
    for (const [signal, payloads] of signals)
      for (const listener of [...(listeners.get(signal) ?? [])]) listener(payloads);
  };
  const collectSignals = () => {
    const signals = new Map<DatabaseSignal, unknown[]>();
    const signal = (name: DatabaseSignal, payload: unknown) =>
      signals.set(name, [...(signals.get(name) ?? []), payload]);
    return { signals, signal };
  };
  const database: Database = {
    dialect,
    description,
    kysely,
    async read(work) {
      if (dialect !== 'postgres') return database.transaction(work);
      const { signals, signal } = collectSignals();
      const result = await work({ db: kysely, dialect, transactional: false, signal });
      notify(signals);
      return result;
    },
    async singleWrite(work) {
      const guarded = (tx: Tx) => work({ ...tx, db: tx.db.withPlugin(new SingleWriteGuard()) });
      if (dialect !== 'postgres') return database.transaction(guarded);
      try {
        return await database.read(guarded);
      } catch (error) {
        if (!(error instanceof RowChanged)) throw error;
        return database.transaction(guarded);
      }
    },
    async transaction(work) {
      for (let attempt = 1; ; attempt++) {
        const { signals, signal } = collectSignals();
        try {
          const result = await kysely.transaction().execute((db) => work({ db, dialect, transactional: true, signal }));
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
      set.add(listener as Listener);
      return () => set.delete(listener as Listener);
    },
    close,
  };
  return database;
}

/** Whether `tx` locks rows it reads with FOR UPDATE: on PostgreSQL, in a transaction (see forUpdate). */
export const locksRows = (tx: Tx): boolean => tx.dialect === 'postgres' && tx.transactional;

/**
 * Locks the selected rows until the transaction ends (`SELECT ... FOR UPDATE`) on PostgreSQL, where transactions of
 * other processes run alongside; SQLite runs one write transaction at a time, so there it adds nothing, and outside a
 * transaction (`read`, `singleWrite`) a lock would end with its statement, so none is taken.
 * Use: `tx.db.selectFrom('carts')...$call(forUpdate(tx))`.
 */
export function forUpdate(tx: Tx) {
  return <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> =>
    locksRows(tx) ? query.forUpdate() : query;
}
