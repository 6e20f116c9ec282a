// SQLite: which documents the full-text index holds. The index is contentless and keeps no per-document rows
// (migration 0008f), so it cannot be scanned; it can be matched. Every token begins with its field's mark (a b c d,
// search/search-document.ts) or with the category mark y, so a prefix query of each mark finds every document with a
// token.
import { sql, type Kysely } from 'kysely';

export async function findIndexedDocuments(db: Kysely<any>): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select rowid as id from search_index
    where search_index match 'a* OR b* OR c* OR d* OR y*' order by rowid`.execute(db);
  return rows.map((row) => Number(row.id));
}
