// Opens the platform's database, brings its schema up to date and seeds it when empty. Where it lives:
// - a postgres:// or postgresql:// URL: PostgreSQL (DATABASE_URL; several processes may share it);
// - anything else: an SQLite file, created when missing (`--db shop.db`);
// - nothing: a private database that lives as long as the platform (SQLite in memory, or a throwaway schema in the
//   PostgreSQL database named by SHOPKIT_PRIVATE_DATABASE_URL, which is how the test suite runs on PostgreSQL).
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { SeedData } from '../state/types.ts';
import type { Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { openPostgres } from './open-postgres.ts';
import { openSqlite } from './open-sqlite.ts';
import { seedIfEmpty } from './seed-database.ts';

export const isPostgresUrl = (location: string): boolean => /^postgres(?:ql)?:\/\//i.test(location);

export async function openDatabase(location: string): Promise<Database> {
  return isPostgresUrl(location) ? openPostgres(location) : openSqlite(location);
}

/** A database for one platform only, gone when it closes. */
export async function openPrivateDatabase(env: NodeJS.ProcessEnv = process.env): Promise<Database> {
  const server = env.SHOPKIT_PRIVATE_DATABASE_URL;
  if (!server) return openSqlite(':memory:');
  const schema = `shopkit_private_${randomBytes(6).toString('hex')}`;
  const url = new URL(server);
  url.searchParams.set('schema', schema);
  const database = await openPostgres(url.toString(), { poolSize: 4 });
  return {
    ...database,
    async close() {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.kysely);
      await database.close();
    },
  };
}

/** Migrates and seeds; closes the database and rethrows when either fails. */
export async function prepareDatabase(database: Database, seed: () => SeedData): Promise<void> {
  try {
    await migrateToLatest(database);
    await database.transaction((tx) => seedIfEmpty(tx, seed));
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
