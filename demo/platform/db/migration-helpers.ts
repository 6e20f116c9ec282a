// Small helpers for migration files, which see an untyped Kysely: which dialect runs them, and the one column type
// the two dialects spell differently (an auto-incrementing integer key).
import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

export function dialectOf(db: Kysely<any>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Adds `column` as an auto-incrementing integer primary key (SQLite AUTOINCREMENT, PostgreSQL bigserial). */
export function addSerialKey<T extends string>(
  db: Kysely<any>,
  table: CreateTableBuilder<T, any>,
  column: string,
): CreateTableBuilder<T, any> {
  return dialectOf(db) === 'postgres'
    ? table.addColumn(column, 'bigserial', (col) => col.primaryKey())
    : table.addColumn(column, 'integer', (col) => col.primaryKey().autoIncrement());
}
