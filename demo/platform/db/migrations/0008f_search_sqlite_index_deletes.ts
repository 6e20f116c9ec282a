// SQLite: the documents' full-text index takes a changed document's old tokens out by naming them (docs/design.md,
// "What a product update writes on SQLite"). Made with `contentless_delete=1` (0008), FTS5 kept a `_docsize` row per
// document (which segment holds it) and, for every update or delete, wrote a tombstone into that segment: two pages
// of every description edit's commit besides the new segment. A contentless table without it is told what to remove
// instead: FTS5's 'delete' command with the tokens the document was indexed with, which the trigger has as
// `old.tokens` (search_documents keeps exactly the text the index was given, and only these triggers write the index).
// The deletes then go into the transaction's new segment and cancel out when segments merge, and without `_docsize`
// (`columnsize=0`: nothing reads a column's size, no search ranks by bm25) an edit logs one page fewer.
// Such a table cannot be scanned or emptied with `delete`: reads match a token, and reset-database.ts empties it with
// FTS5's 'delete-all'. The index is rebuilt from the documents here. PostgreSQL: nothing to do.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../migration-helpers.ts';
import { createDocumentTriggers } from './0008d_search_sqlite_triggers.ts';

const TRIGGERS = ['search_documents_indexed', 'search_documents_reindexed', 'search_documents_unindexed'];

async function dropIndex(db: Kysely<any>): Promise<void> {
  for (const trigger of TRIGGERS) await sql`drop trigger ${sql.id(trigger)}`.execute(db);
  await sql`drop table search_index`.execute(db);
}

/** Fills the new table from the documents and merges it into one segment, as a bulk write leaves it. */
async function fillIndex(db: Kysely<any>): Promise<void> {
  await sql`insert into search_index (rowid, tokens) select id, tokens from search_documents`.execute(db);
  await sql`insert into search_index (search_index) values ('optimize')`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  await dropIndex(db);
  await sql`create virtual table search_index using fts5(tokens, content='', columnsize=0,
    tokenize='unicode61 remove_diacritics 2', detail='none')`.execute(db);
  await sql`create trigger search_documents_indexed after insert on search_documents begin
    insert into search_index (rowid, tokens) values (new.id, new.tokens);
  end`.execute(db);
  await sql`create trigger search_documents_reindexed after update of tokens on search_documents
    when new.tokens is not old.tokens begin
    insert into search_index (search_index, rowid, tokens) values ('delete', old.id, old.tokens);
    insert into search_index (rowid, tokens) values (new.id, new.tokens);
  end`.execute(db);
  await sql`create trigger search_documents_unindexed after delete on search_documents begin
    insert into search_index (search_index, rowid, tokens) values ('delete', old.id, old.tokens);
  end`.execute(db);
  await fillIndex(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  await dropIndex(db);
  await sql`create virtual table search_index using fts5(tokens, content='', contentless_delete=1,
    tokenize='unicode61 remove_diacritics 2', detail='none')`.execute(db);
  await createDocumentTriggers(db);
  await fillIndex(db);
}
