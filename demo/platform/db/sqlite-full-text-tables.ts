// SQLite's full-text indexes: the FTS5 virtual tables (`search_index`, ...) and the shadow tables FTS5 keeps for each
// (`search_index_data`, ...). A virtual table is written through SQL like a table; its shadow tables are FTS5's own,
// never written directly (emptying one would corrupt the index), and neither is a table of rows tables.ts lists.
import { sql, type Kysely } from 'kysely';

export interface FullTextTables {
  virtual: string[];
  shadow: string[];
}

export async function findFullTextTables(db: Kysely<any>): Promise<FullTextTables> {
  const { rows } = await sql<{ name: string; sql: string | null }>`select name, sql from sqlite_master
    where type = 'table'`.execute(db);
  const virtual = rows.filter((row) => /^create virtual table/i.test(row.sql ?? '')).map((row) => row.name);
  const shadow = rows.map((row) => row.name).filter((name) => virtual.some((table) => name.startsWith(`${table}_`)));
  return { virtual, shadow };
}
