// SQLite through libsql (the engine of @libsql/client; prebuilt binary from npm) behind Kysely's own SQLite driver,
// which holds one connection and runs one transaction at a time. WAL with synchronous=FULL: a commit is on disk
// before the answer goes out. `:memory:` works too (one connection, so every transaction sees the same data).
import Libsql from 'libsql';
import {
  Kysely,
  SqliteAdapter,
  SqliteDialect,
  sql,
  type DialectAdapter,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import { columnNames } from './column-names.ts';
import { createDatabase, type Database } from './database.ts';
import type { Tables } from './tables.ts';

/** SQLite can roll back schema changes, so migrations run in a transaction (Kysely assumes it cannot). */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class PlatformSqliteDialect extends SqliteDialect {
  override createAdapter(): DialectAdapter {
    return new TransactionalSqliteAdapter();
  }
}

/** How long a second process waits for the file before it gives up. */
const BUSY_TIMEOUT_MS = 2_000;
/**
 * How much of the file SQLite reads through a memory map instead of read calls into its own 2 MB page cache. A search
 * at 100,000 products reads its page's products, variants and images from pages all over a 130 MB file, which that
 * cache cannot hold: each page was a system call and a copy (docs/design.md, "What a product update writes on
 * SQLite"). Mapped, a page read is a memory read of the kernel's page cache, shared and reclaimable, not this
 * process's heap. The bound is address space; a larger file reads its tail as before. Writes still go through the
 * write-ahead log; `:memory:` has no file to map.
 */
const MMAP_BYTES = 1024 * 1024 * 1024;

function connect(file: string): Libsql.Database {
  try {
    const connection = new Libsql(file);
    // One process owns the file for as long as it runs: SQLite here serves one platform process (PostgreSQL serves
    // several), and a second one fails at start instead of failing requests later with "database is locked".
    connection.exec('PRAGMA locking_mode = EXCLUSIVE');
    connection.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    connection.exec('PRAGMA journal_mode = WAL');
    connection.exec('PRAGMA synchronous = FULL');
    connection.exec('PRAGMA foreign_keys = ON');
    connection.exec(`PRAGMA mmap_size = ${MMAP_BYTES}`);
    connection.prepare('SELECT count(*) FROM sqlite_master').get();
    return connection;
  } catch (error) {
    const message = (error as Error).message;
    const hint = /locked|busy/i.test(message)
      ? ' (another process has it open: an SQLite file serves one platform process; use PostgreSQL, DATABASE_URL, for several)'
      : '';
    throw new Error(`SQLite database ${file} cannot be opened: ${message}${hint}`, { cause: error });
  }
}

/** A prepared statement whose `reader` flag (a call into libsql each time it is read) is read once. */
function remember(statement: Libsql.Statement<unknown[]>): SqliteStatement {
  // libsql, like better-sqlite3, takes the parameter array as one argument, which is how Kysely passes it.
  const bound = statement as unknown as SqliteStatement;
  const reader = statement.reader;
  return {
    reader,
    all: (parameters) => bound.all(parameters),
    run: (parameters) => bound.run(parameters),
    iterate: (parameters) => bound.iterate(parameters),
  };
}

/** Kysely prepares every query it runs; keeping the prepared statements of the recent query shapes saves that work. */
function cachingStatements(connection: Libsql.Database, size = 500): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => connection.close(),
    prepare(sql) {
      const statement = cache.get(sql) ?? remember(connection.prepare(sql));
      cache.delete(sql);
      cache.set(sql, statement);
      if (cache.size > size) cache.delete(cache.keys().next().value!);
      return statement;
    },
  };
}

export function openSqlite(file: string): Database {
  const connection = connect(file);
  const kysely = new Kysely<Tables>({
    dialect: new PlatformSqliteDialect({ database: cachingStatements(connection) }),
    plugins: [columnNames()],
  });
  const description = file === ':memory:' ? 'SQLite in memory' : `SQLite ${file}`;
  return createDatabase(kysely, 'sqlite', description, async () => {
    // Statements prepared on the connection keep it open after close() until they are collected, so first fold the
    // write-ahead log into the file (one self-contained file stays) and give up the exclusive lock.
    await sql`pragma journal_mode = delete`.execute(kysely).catch(() => undefined);
    await sql`pragma locking_mode = normal`.execute(kysely);
    await sql`select count(*) from sqlite_master`.execute(kysely);
    await kysely.destroy();
  });
}
