// PostgreSQL: reads of the search index that stay fast as the catalogue grows (docs/design.md, "Search at 100,000
// products"). A GIN index first appends new entries to a pending list that every read scans in full, until a vacuum
// or a list over `gin_pending_list_limit` (4 MB by default) moves them into the index: after 100,000 products were
// written, a tier's read scanned 223 pending pages (82 ms for a word in no document). A 64 kB limit keeps that scan to
// a few pages; the write that overflows it moves the entries. The tokens' statistics track up to 10,000 lexemes
// (the default 1,000 is fewer than a large catalogue's field-marked words), so the planner knows a word no document
// holds and reads it from the index instead of walking every document in order (706 ms). SQLite's FTS5 tables have
// neither: nothing to do there.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../migration-helpers.ts';

/** kB: at most 8 pages of entries waiting outside the index. */
export const GIN_PENDING_LIST_KB = 64;
export const TOKENS_STATISTICS = 1_000;

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const index of ['search_documents_tokens', 'search_terms_grams']) {
    await sql`alter index ${sql.id(index)} set (gin_pending_list_limit = ${sql.lit(GIN_PENDING_LIST_KB)})`.execute(db);
    await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
  }
  await sql`alter table search_documents alter column tokens set statistics ${sql.lit(TOKENS_STATISTICS)}`.execute(db);
  await sql`analyze search_documents`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const index of ['search_documents_tokens', 'search_terms_grams'])
    await sql`alter index ${sql.id(index)} reset (gin_pending_list_limit)`.execute(db);
  await sql`alter table search_documents alter column tokens set statistics -1`.execute(db);
}
