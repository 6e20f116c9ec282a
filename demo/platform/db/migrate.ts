// Applies the versioned files of db/migrations/ (in name order: 0001_initial.ts, 0002_<feature>.ts, ...) that the
// database has not seen, each in a transaction, recording them in `schema_migrations`. Kysely's Migrator does the
// work; on PostgreSQL it holds an advisory lock, so processes starting together migrate once.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FileMigrationProvider, Migrator, sql } from 'kysely';
import type { Database } from './database.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Kysely's Migrator over the migration files, recording in `schema_migrations` of the database's own schema. */
export async function createMigrator(database: Database): Promise<Migrator> {
  const db = database.kysely.withoutPlugins();
  return new Migrator({
    db,
    provider: new FileMigrationProvider({ fs, path, migrationFolder: MIGRATIONS_FOLDER }),
    migrationTableName: 'schema_migrations',
    migrationLockTableName: 'schema_migrations_lock',
    // Numbers are reserved per feature (docs/contributing.md), so a database that ran 0011 may meet 0009 later:
    // apply what it has not seen, in name order, instead of refusing to migrate.
    allowUnorderedMigrations: true,
    // PostgreSQL: name the schema, or the Migrator takes another schema's record of migrations for this one's.
    ...(database.dialect === 'postgres' ? { migrationTableSchema: await currentSchema(db) } : {}),
  });
}

/** Brings the schema up to date; returns the names of the migrations it applied. */
export async function migrateToLatest(database: Database): Promise<string[]> {
  const migrator = await createMigrator(database);
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`database migration${failed ? ` ${failed}` : ''} failed: ${message}`, { cause: error });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

async function currentSchema(db: Database['kysely']): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  if (!rows[0]?.schema) throw new Error('PostgreSQL: no current schema (check the schema= parameter of the URL)');
  return rows[0].schema;
}
