// SQLite: the full-text tables follow their rows by trigger, inside the statement that changes the rows (docs/design.md,
// "SQLite's index written by triggers"). A search document's tokens go into `search_index` under its id when it is
// inserted, updated with other tokens or deleted (a product deleted by cascade included); a word of the vocabulary
// gets its trigram rows in `search_term_grams` when it is inserted and loses them when it is deleted, and a word that
// its last document lost is deleted, as 0008c does on PostgreSQL. So a product update writes its document and its
// words in two statements that return nothing, instead of five that hand rows back for the platform to write the
// full-text tables itself. Words of the digits 0-9 alone get no trigram rows (they are never a typo's reading:
// fold-words.ts, isNumber); a word of other digits gets them, which costs a few rows and changes no answer.
// The full-text tables are then rebuilt from the rows once, since the index was filled by code that no longer writes
// them. PostgreSQL keeps its tsvector column and 0008c's trigger: nothing to do there.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../migration-helpers.ts';

/** A word holding a character other than 0-9 (the trigger's side of isNumber, for the words that get trigrams). */
const HAS_GRAMS = (column: string) => sql.raw(`${column} glob '*[^0-9]*'`);

/**
 * The vocabulary's triggers: a new word gets its trigram rows (and is dropped when it comes in no document), a word
 * whose count reaches zero is deleted, and a deleted word loses its trigram rows. Migration 0008e creates them again
 * on the table it rebuilds.
 */
export async function createVocabularyTriggers(db: Kysely<any>): Promise<void> {
  await sql`create trigger search_terms_added after insert on search_terms begin
    insert into search_term_grams (rowid, term) select new.id, new.term where ${HAS_GRAMS('new.term')};
    delete from search_terms where id = new.id and new.documents <= 0;
  end`.execute(db);
  await sql`create trigger search_terms_unused after update of documents on search_terms
    when new.documents <= 0 begin
    delete from search_terms where id = new.id;
  end`.execute(db);
  await sql`create trigger search_terms_removed after delete on search_terms when ${HAS_GRAMS('old.term')} begin
    delete from search_term_grams where rowid = old.id;
  end`.execute(db);
}

/** The full-text index kept in step with the documents, for a `contentless_delete=1` index (0008f replaces them). */
export async function createDocumentTriggers(db: Kysely<any>): Promise<void> {
  await sql`create trigger search_documents_indexed after insert on search_documents begin
    insert into search_index (rowid, tokens) values (new.id, new.tokens);
  end`.execute(db);
  await sql`create trigger search_documents_reindexed after update of tokens on search_documents
    when new.tokens is not old.tokens begin
    update search_index set tokens = new.tokens where rowid = new.id;
  end`.execute(db);
  await sql`create trigger search_documents_unindexed after delete on search_documents begin
    delete from search_index where rowid = old.id;
  end`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  await createDocumentTriggers(db);
  await createVocabularyTriggers(db);
  await sql`delete from search_terms where documents <= 0`.execute(db);
  await sql`insert into search_index (search_index) values ('delete-all')`.execute(db);
  await sql`insert into search_index (rowid, tokens) select id, tokens from search_documents`.execute(db);
  await sql`insert into search_term_grams (search_term_grams) values ('delete-all')`.execute(db);
  await sql`insert into search_term_grams (rowid, term) select id, term from search_terms
    where ${HAS_GRAMS('term')}`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  for (const trigger of [
    'search_documents_indexed',
    'search_documents_reindexed',
    'search_documents_unindexed',
    'search_terms_added',
    'search_terms_unused',
    'search_terms_removed',
  ])
    await sql`drop trigger ${sql.id(trigger)}`.execute(db);
}
