// Migration 0008d (SQLite's full-text tables written by triggers): a database whose index rows were written before
// it (here: documents and words without their full-text rows, as 0008's rebuild leaves them with today's code)
// migrates to full-text tables in step with the rows, a word in no document is dropped, and from then on the
// database keeps them in step itself. PostgreSQL has no full-text tables of this kind: the suite runs on SQLite.
import { expect } from 'chai';
import { sql } from 'kysely';
import type { Database } from '../../demo/platform/db/database.ts';
import { openSqlite } from '../../demo/platform/db/open-sqlite.ts';
import { findIndexedDocuments } from './helpers/full-text-index.ts';
import { insertShopRow, migrateAcross, untypedTables } from './helpers/migrate-across.ts';

const TRIGGERS_MIGRATION = '0008d_search_sqlite_triggers';

async function writeIndexRows(db: Database): Promise<void> {
  const raw = untypedTables(db);
  await insertShopRow(db);
  const product = { shopId: 'a', description: '', vatRate: 0.25, createdAt: '2025-01-01T00:00:00.000Z' };
  await raw
    .insertInto('products')
    .values([
      { ...product, id: 'p1', slug: 'one', name: 'Stoneware mug', position: 1 },
      { ...product, id: 'p2', slug: 'two', name: 'Linen 40', position: 2 },
    ])
    .execute();
  const document = { shopId: 'a', minPrice: 100, createdAt: product.createdAt };
  await raw
    .insertInto('searchDocuments')
    .values([
      { ...document, id: 1, productId: 'p1', tokens: 'amug astoneware', sortName: 'stoneware mug' },
      { ...document, id: 2, productId: 'p2', tokens: 'a40 alinen', sortName: 'linen 40' },
    ])
    .execute();
  const term = { shopId: 'a', documents: 1 };
  await raw
    .insertInto('searchTerms')
    .values([
      { ...term, id: 1, term: 'mug', display: 'mug' },
      { ...term, id: 2, term: 'stoneware', display: 'stoneware' },
      { ...term, id: 3, term: 'linen', display: 'linen' },
      { ...term, id: 4, term: '40', display: '40' },
      { ...term, id: 5, term: 'ghost', display: 'ghost', documents: 0 },
    ])
    .execute();
}

const rowids = async (db: Database, query: ReturnType<typeof sql.raw>) =>
  (await sql<{ id: number }>`${query}`.execute(db.kysely)).rows.map((row) => Number(row.id));
const matching = (db: Database, table: 'search_index' | 'search_term_grams', text: string) =>
  rowids(db, sql.raw(`select rowid as id from ${table} where ${table} match '"${text}"' order by rowid`));

describe('platform: migration 0008d (SQLite full-text tables written by triggers)', () => {
  let db: Database;
  before(async () => {
    db = openSqlite(':memory:');
    await migrateAcross(db, TRIGGERS_MIGRATION, writeIndexRows);
  });
  after(() => db.close());

  it('fills the full-text tables from the documents and the words of letters, dropping a word in no document', async () => {
    expect(await findIndexedDocuments(db.kysely)).to.deep.equal([1, 2]);
    expect(await matching(db, 'search_index', 'astoneware')).to.deep.equal([1]);
    expect(await rowids(db, sql.raw('select rowid as id from search_term_grams order by rowid'))).to.deep.equal([
      1, 2, 3,
    ]);
    expect(await matching(db, 'search_term_grams', 'onewa')).to.deep.equal([2]);
    expect(await rowids(db, sql.raw('select id from search_terms order by id'))).to.deep.equal([1, 2, 3, 4]);
  });

  it('keeps them in step with the rows from then on', async () => {
    const raw = untypedTables(db);
    await raw.updateTable('searchDocuments').set({ tokens: 'aflax amug' }).where('id', '=', 1).execute();
    expect(await matching(db, 'search_index', 'astoneware')).to.deep.equal([]);
    expect(await matching(db, 'search_index', 'aflax')).to.deep.equal([1]);
    await raw.insertInto('searchTerms').values({ shopId: 'a', term: 'flax', display: 'flax', documents: 1 }).execute();
    expect(await matching(db, 'search_term_grams', 'lax')).to.have.length(1);
    await raw.updateTable('searchTerms').set({ documents: 0 }).where('term', '=', 'stoneware').execute();
    expect(await matching(db, 'search_term_grams', 'onewa')).to.deep.equal([]);
    expect(await rowids(db, sql.raw(`select id from search_terms where term = 'stoneware'`))).to.deep.equal([]);
    await raw.deleteFrom('searchDocuments').where('id', '=', 2).execute();
    expect(await findIndexedDocuments(db.kysely)).to.deep.equal([1]);
  });
});
