// Migration 0008f (SQLite's document index told which tokens to remove): documents indexed before it are found by
// every token they hold and by no other; the index keeps no per-document rows (`_docsize`) any more; and from then on
// an update or a delete takes exactly the old tokens out, so after many edits each token still matches the documents
// that hold it, as a rebuild from the documents would. PostgreSQL has no full-text table of this kind: SQLite only.
import { expect } from 'chai';
import { sql } from 'kysely';
import type { Database } from '../../demo/platform/db/database.ts';
import { openSqlite } from '../../demo/platform/db/open-sqlite.ts';
import { resetDatabase } from '../../demo/platform/db/reset-database.ts';
import { createSeed } from '../../demo/platform/seed/seed-state.ts';
import { findIndexedDocuments } from './helpers/full-text-index.ts';
import { insertShopRow, migrateAcross, untypedTables } from './helpers/migrate-across.ts';

const DELETES_MIGRATION = '0008f_search_sqlite_index_deletes';
const PRODUCTS = 6;

/** Product n's tokens after `round` edits: a name, a description word that changes and one number that changes. */
const tokensOf = (n: number, round: number) =>
  [`aproduct${n}`, `dword${(n + round) % 4}`, `d${n * 10 + round}`, n % 2 === 0 ? 'y6162' : 'y6364'].sort().join(' ');

async function writeDocuments(db: Database): Promise<void> {
  const raw = untypedTables(db);
  await insertShopRow(db);
  for (let n = 1; n <= PRODUCTS; n++) {
    const product = { shopId: 'a', description: '', vatRate: 0.25, createdAt: '2025-01-01T00:00:00.000Z' };
    await raw
      .insertInto('products')
      .values({ ...product, id: `p${n}`, slug: `p${n}`, name: `Product ${n}`, position: n })
      .execute();
    await raw
      .insertInto('searchDocuments')
      .values({
        id: n,
        shopId: 'a',
        productId: `p${n}`,
        tokens: tokensOf(n, 0),
        minPrice: 100,
        sortName: `p${n}`,
        createdAt: '2025-01-01T00:00:00.000Z',
      })
      .execute();
  }
}

const matching = async (db: Database, token: string) =>
  (
    await sql<{ id: number }>`select rowid as id from search_index where search_index match ${`"${token}"`}
      order by rowid`.execute(db.kysely)
  ).rows.map((row) => Number(row.id));

/** Every token any document held at some round, with the documents that hold it now. */
async function expectIndexMatchesDocuments(db: Database, rounds: number): Promise<void> {
  const { rows } = await sql<{ id: number; tokens: string }>`select id, tokens from search_documents`.execute(
    db.kysely,
  );
  const tokens = new Set<string>();
  for (let n = 1; n <= PRODUCTS; n++)
    for (let round = 0; round <= rounds; round++) for (const token of tokensOf(n, round).split(' ')) tokens.add(token);
  for (const token of tokens) {
    const holders = rows
      .filter((row) => row.tokens.split(' ').includes(token))
      .map((row) => Number(row.id))
      .sort((a, b) => a - b);
    expect(await matching(db, token)).to.deep.equal(holders, token);
  }
}

describe('platform: migration 0008f (SQLite document index told which tokens to remove)', () => {
  let db: Database;
  before(async () => {
    db = openSqlite(':memory:');
    await migrateAcross(db, DELETES_MIGRATION, writeDocuments);
  });
  after(() => db.close());

  it('finds the documents indexed before it by their tokens, and keeps no per-document rows', async () => {
    expect(await findIndexedDocuments(db.kysely)).to.deep.equal([1, 2, 3, 4, 5, 6]);
    await expectIndexMatchesDocuments(db, 0);
    const { rows } = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master
      where name like 'search_index%' and type = 'table' order by name`.execute(db.kysely);
    expect(rows.map((row) => row.name)).to.deep.equal([
      'search_index',
      'search_index_config',
      'search_index_data',
      'search_index_idx',
    ]);
    expect(rows[0]!.sql).to.not.match(/contentless_delete/);
  });

  it('takes exactly the old tokens out on every update and delete', async () => {
    const raw = untypedTables(db);
    for (let round = 1; round <= 12; round++)
      for (let n = 1; n <= PRODUCTS; n++)
        await raw
          .updateTable('searchDocuments')
          .set({ tokens: tokensOf(n, round) })
          .where('id', '=', n)
          .execute();
    await expectIndexMatchesDocuments(db, 12);
    await raw.deleteFrom('searchDocuments').where('id', '=', 3).execute();
    expect(await findIndexedDocuments(db.kysely)).to.deep.equal([1, 2, 4, 5, 6]);
    await expectIndexMatchesDocuments(db, 12);
  });

  it('is emptied and filled again with the seed by a reset, in step with the documents', async () => {
    await resetDatabase(db, createSeed);
    const { rows } = await sql<{ id: number }>`select id from search_documents order by id`.execute(db.kysely);
    expect(rows.length).to.be.greaterThan(0);
    expect(await findIndexedDocuments(db.kysely)).to.deep.equal(rows.map((row) => Number(row.id)));
    expect(await matching(db, 'aproduct1')).to.deep.equal([]);
  });

  it("is emptied by FTS5's own command, as a contentless table refuses delete", async () => {
    await sql`insert into search_index (search_index) values ('delete-all')`.execute(db.kysely);
    expect(await findIndexedDocuments(db.kysely)).to.deep.equal([]);
    let refused: unknown = null;
    await sql`delete from search_index`.execute(db.kysely).catch((error: unknown) => (refused = error));
    expect(String(refused)).to.match(/search_index/);
  });
});
