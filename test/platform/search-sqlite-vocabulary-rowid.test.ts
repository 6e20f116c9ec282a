// Migration 0008e (SQLite's vocabulary keyed without AUTOINCREMENT): a vocabulary written before it keeps its words,
// ids, counts and trigram rows; `sqlite_sequence` no longer holds the table, so adding a word logs no page there;
// and the triggers, dropped with the old table, keep the trigram table and the counts in step again. PostgreSQL keys
// the table with bigserial and has no trigram table of this kind: the suite runs on SQLite.
import { expect } from 'chai';
import { sql } from 'kysely';
import type { Database } from '../../demo/platform/db/database.ts';
import { openSqlite } from '../../demo/platform/db/open-sqlite.ts';
import { insertShopRow, migrateAcross, untypedTables } from './helpers/migrate-across.ts';

const ROWID_MIGRATION = '0008e_search_sqlite_vocabulary_rowid';

async function writeVocabulary(db: Database): Promise<void> {
  const raw = untypedTables(db);
  await insertShopRow(db);
  const term = { shopId: 'a', documents: 2 };
  await raw
    .insertInto('searchTerms')
    .values([
      { ...term, id: 2, term: 'stoneware', display: 'Stoneware' },
      { ...term, id: 5, term: '350', display: '350' },
      { ...term, id: 9, term: 'skal', display: 'skål', documents: 1 },
    ])
    .execute();
}

const rows = async <T>(db: Database, query: string) => (await sql<T>`${sql.raw(query)}`.execute(db.kysely)).rows;
const grams = (db: Database, text: string) =>
  rows<{ id: number }>(db, `select rowid as id from search_term_grams where search_term_grams match '"${text}"'`).then(
    (found) => found.map((row) => Number(row.id)),
  );
const sequenced = (db: Database) =>
  rows<{ name: string }>(db, `select name from sqlite_sequence where name = 'search_terms'`);

describe('platform: migration 0008e (SQLite vocabulary keyed without AUTOINCREMENT)', () => {
  let db: Database;
  before(async () => {
    db = openSqlite(':memory:');
    await migrateAcross(db, ROWID_MIGRATION, writeVocabulary);
  });
  after(() => db.close());

  it('keeps every word with its id, spelling, count and trigram rows', async () => {
    expect(await rows(db, 'select id, term, display, documents from search_terms order by id')).to.deep.equal([
      { id: 2, term: 'stoneware', display: 'Stoneware', documents: 2 },
      { id: 5, term: '350', display: '350', documents: 2 },
      { id: 9, term: 'skal', display: 'skål', documents: 1 },
    ]);
    expect(await grams(db, 'onewa')).to.deep.equal([2]);
    expect(await grams(db, 'kal')).to.deep.equal([9]);
  });

  it('keys the table without AUTOINCREMENT, so no sequence row is kept or written', async () => {
    const [table] = await rows<{ sql: string }>(db, `select sql from sqlite_master where name = 'search_terms'`);
    expect(table!.sql).to.not.match(/autoincrement/i);
    expect(await sequenced(db)).to.deep.equal([]);
    await sql`insert into search_terms (shop_id, term, display, documents) values ('a', 'flax', 'flax', 1)`.execute(
      db.kysely,
    );
    expect(await sequenced(db)).to.deep.equal([]);
    const [flax] = await rows<{ id: number }>(db, `select id from search_terms where term = 'flax'`);
    expect(Number(flax!.id)).to.equal(10);
    expect(await grams(db, 'lax')).to.deep.equal([10]);
  });

  it('keeps the trigram table and the counts in step through its triggers again', async () => {
    await sql`insert into search_terms (shop_id, term, display, documents) values ('a', 'skal', 'skal', -1)
      on conflict (shop_id, term) do update set documents = search_terms.documents + excluded.documents`.execute(
      db.kysely,
    );
    expect(await rows(db, `select id from search_terms where term = 'skal'`)).to.deep.equal([]);
    expect(await grams(db, 'kal')).to.deep.equal([]);
    await sql`insert into search_terms (shop_id, term, display, documents) values ('a', 'ghost', 'ghost', 0)`.execute(
      db.kysely,
    );
    expect(await rows(db, `select id from search_terms where term = 'ghost'`)).to.deep.equal([]);
    expect(await grams(db, 'hos')).to.deep.equal([]);
  });
});
