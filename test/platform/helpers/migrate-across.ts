// A migration's test on a database as it was before it: migrated up to the migration before `migration`, given rows
// in that schema by `writeOldRows`, then migrated to the latest.
import type { Kysely } from 'kysely';
import type { Database } from '../../../demo/platform/db/database.ts';
import { createMigrator, migrateToLatest } from '../../../demo/platform/db/migrate.ts';

export async function migrateAcross(
  db: Database,
  migration: string,
  writeOldRows: (db: Database) => Promise<void>,
): Promise<void> {
  const migrator = await createMigrator(db);
  const names = (await migrator.getMigrations()).map((found) => found.name);
  if (!names.includes(migration)) throw new Error(`no migration named ${migration}`);
  const { error } = await migrator.migrateTo(names[names.indexOf(migration) - 1]!);
  if (error) throw error;
  await writeOldRows(db);
  await migrateToLatest(db);
}

/** The database's query builder without its typed tables: rows as an older schema has them. */
export const untypedTables = (db: Database): Kysely<any> => db.kysely as unknown as Kysely<any>;

/** A shop `id` as every schema since the first has its row (a Swedish shop in SEK). */
export async function insertShopRow(db: Database, id = 'a', storeId = 1): Promise<void> {
  const shop = { id, storeId, name: 'Shop', baseCurrency: 'SEK', currencies: '[]', checkout: 'v2', locale: 'sv-SE' };
  await untypedTables(db).insertInto('shops').values(shop).execute();
}
