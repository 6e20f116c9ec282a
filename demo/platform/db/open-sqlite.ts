// SQLite through libsql (the engine of @libsql/client; prebuilt binary from npm) behind Kysely's own SQLite driver,
// which holds one connection and runs one transaction at a time. WAL with synchronous=FULL: a commit is on disk
// before the answer goes out. `:memory:` works too (one connection, so every transaction sees the same data).
import Libsql from 'libsql';
import { CamelCasePlugin, Kysely, SqliteAdapter, SqliteDialect, sql, type DialectAdapter } from 'kysely';
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

function connect(file: string): Libsql.Database {
  try {
    const connection = new Libsql(file);
    connection.exec('PRAGMA journal_mode = WAL');
    connection.exec('PRAGMA synchronous = FULL');
    connection.exec('PRAGMA foreign_keys = ON');
    connection.exec('PRAGMA busy_timeout = 5000');
    return connection;
  } catch (error) {
    throw new Error(`SQLite database ${file} cannot be opened: ${(error as Error).message}`, { cause: error });
  }
}

export function openSqlite(file: string): Database {
  const connection = connect(file);
  const kysely = new Kysely<Tables>({
    dialect: new PlatformSqliteDialect({ database: connection }),
    plugins: [new CamelCasePlugin()],
  });
  const description = file === ':memory:' ? 'SQLite in memory' : `SQLite ${file}`;
  return createDatabase(kysely, 'sqlite', description, async () => {
    // Leaving WAL mode folds the log into the file, so a stopped platform leaves one self-contained file.
    await sql`pragma journal_mode = delete`.execute(kysely).catch(() => undefined);
    await kysely.destroy();
  });
}
