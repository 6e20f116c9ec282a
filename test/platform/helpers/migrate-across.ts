// A migration's test on a database as it was before it: migrated up to the migration before `migration`, given rows
// in that schema by `writeOldRows`, then migrated to the latest.
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
