// A seeded private database for tests of one platform part (REST v1, webhooks) without a whole platform: SQLite in
// memory, or a throwaway PostgreSQL schema when the suite runs on PostgreSQL (SHOPKIT_PRIVATE_DATABASE_URL).
import type { Database } from '../../demo/platform/db/database.ts';
import { openDatabase, openPrivateDatabase, prepareDatabase } from '../../demo/platform/db/open-database.ts';
import { createSeed } from '../../demo/platform/seed/seed-state.ts';

export async function openTestDatabase(location?: string): Promise<Database> {
  const database = location ? await openDatabase(location) : await openPrivateDatabase();
  await prepareDatabase(database, createSeed);
  return database;
}
