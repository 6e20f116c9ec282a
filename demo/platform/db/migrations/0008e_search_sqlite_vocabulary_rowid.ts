// SQLite: the vocabulary's key without AUTOINCREMENT (docs/design.md, "What a product update writes on SQLite").
// AUTOINCREMENT keeps the largest id ever given in `sqlite_sequence`, one more page to log in every transaction that
// adds a word, and a description edit adds one most times (a number it did not hold, "restocked in round 12"). A
// plain integer key still gives a new word an id no row holds; an id of a deleted word may be given again, which is
// safe because nothing keeps a word's id once the word is gone: its trigram rows leave with it (trigger
// `search_terms_removed`, 0008d, which also rebuilt the trigram table from the words), and no other table refers to
// it. SQLite cannot take AUTOINCREMENT off a column, so the table is rebuilt with the same ids, and its triggers
// (dropped with the old table) are created again. PostgreSQL's bigserial keeps no such page: nothing to do there.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../migration-helpers.ts';
import { createVocabularyTriggers } from './0008d_search_sqlite_triggers.ts';

async function rebuildVocabulary(db: Kysely<any>, key: 'integer primary key' | 'integer primary key autoincrement') {
  await sql`create table search_terms_rebuilt (id ${sql.raw(key)}, shop_id text not null references shops (id),
    term text not null, display text not null, documents integer not null,
    constraint search_terms_shop_term unique (shop_id, term))`.execute(db);
  await sql`insert into search_terms_rebuilt (id, shop_id, term, display, documents)
    select id, shop_id, term, display, documents from search_terms`.execute(db);
  await sql`drop table search_terms`.execute(db);
  await sql`alter table search_terms_rebuilt rename to search_terms`.execute(db);
  await createVocabularyTriggers(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  await rebuildVocabulary(db, 'integer primary key');
  await sql`delete from sqlite_sequence where name = 'search_terms'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  // Filling the rebuilt table with its ids starts SQLite's sequence above them, and the rename carries it over.
  await rebuildVocabulary(db, 'integer primary key autoincrement');
}
