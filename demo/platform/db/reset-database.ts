// `POST /admin/reset`: empties every table the migrations made (their record of what ran stays) and writes the seed
// again, in one transaction. Tables added by later migrations are emptied too, without naming them here; SQLite's
// full-text indexes are emptied through their virtual tables, never through the shadow tables that hold them.
import { sql } from 'kysely';
import type { SeedData } from '../state/types.ts';
import type { Database, Tx } from './database.ts';
import { findFullTextTables } from './sqlite-full-text-tables.ts';
import { takeSetupLock, writeSeed } from './seed-database.ts';

async function dataTables(tx: Tx): Promise<string[]> {
  const schema =
    tx.dialect === 'postgres'
      ? ((await sql<{ schema: string }>`select current_schema() as schema`.execute(tx.db)).rows[0]?.schema ?? 'public')
      : null;
  const tables = await tx.db.introspection.getTables();
  const shadow = tx.dialect === 'sqlite' ? (await findFullTextTables(tx.db)).shadow : [];
  return tables
    .filter((table) => (schema === null || table.schema === schema) && !table.name.startsWith('schema_migrations'))
    .map((table) => table.name)
    .filter((name) => !shadow.includes(name));
}

export async function resetDatabase(database: Database, seed: () => SeedData): Promise<void> {
  await database.transaction(async (tx) => {
    await takeSetupLock(tx);
    const tables = await dataTables(tx);
    if (tx.dialect === 'postgres') {
      await sql`truncate ${sql.join(tables.map((name) => sql.table(name)))} restart identity cascade`.execute(tx.db);
    } else {
      await sql`pragma defer_foreign_keys = on`.execute(tx.db);
      // The rows first: deleting a document takes its tokens out of the full-text index by name (triggers), which is
      // only right while the index still holds them. Then FTS5's own command empties each full-text table, since a
      // contentless one refuses `delete` (migration 0008f).
      const { virtual } = await findFullTextTables(tx.db);
      for (const name of tables.filter((table) => !virtual.includes(table)))
        await sql`delete from ${sql.table(name)}`.execute(tx.db);
      for (const name of virtual)
        await sql`insert into ${sql.table(name)} (${sql.id(name)}) values ('delete-all')`.execute(tx.db);
    }
    await writeSeed(tx, seed());
    // The category names the suggestions keep briefly (state/shop-reads.ts) go with the rows, seeded ones or none.
    tx.signal('categories', { shopId: '*' });
    tx.signal('vocabulary', { shopId: '*' });
    tx.signal('catalogue', { shopId: '*' });
  });
}
