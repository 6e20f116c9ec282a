// SQLite: a write that indexes a thousand products or more (a bulk import, a catalogue filled in batches) leaves the
// documents' full-text index merged into one segment, so a search looks each word up once rather than once per
// segment; smaller writes leave merging to FTS5, and every product is found either way. FTS5 keeps one row of its
// `_idx` table per segment's leaf range, so the segments are the distinct `segid`s there. PostgreSQL's GIN index has
// no segments: the suite runs on SQLite.
import { expect } from 'chai';
import { sql } from 'kysely';
import type { Database } from '../../demo/platform/db/database.ts';
import { prepareDatabase } from '../../demo/platform/db/open-database.ts';
import { openSqlite } from '../../demo/platform/db/open-sqlite.ts';
import { insertProducts } from '../../demo/platform/repo/product-writes.ts';
import { findProducts } from '../../demo/platform/repo/products.ts';
import { createSeed } from '../../demo/platform/seed/seed-state.ts';
import type { ProductRecord } from '../../demo/platform/state/types.ts';

const WORDS = ['birch', 'linen', 'copper', 'walnut', 'felt', 'cork', 'brass', 'wool'];

function makeProducts(base: ProductRecord, from: number, count: number): ProductRecord[] {
  return Array.from({ length: count }, (_, k) => {
    const id = `prod_bulk_${from + k}`;
    return {
      ...base,
      id,
      slug: id,
      name: `${WORDS[(from + k) % WORDS.length]} tray ${from + k}`,
      images: [],
      variants: base.variants.map((variant, i) => ({ ...variant, id: `${id}_v${i}`, sku: `${id}-${i}` })),
    };
  });
}

const segments = async (db: Database) =>
  Number(
    (await sql<{ n: number }>`select count(distinct segid) as n from search_index_idx`.execute(db.kysely)).rows[0]!.n,
  );
const matches = async (db: Database, token: string) =>
  Number(
    (
      await sql<{ n: number }>`select count(*) as n from search_index where search_index match ${`"${token}"`}`.execute(
        db.kysely,
      )
    ).rows[0]!.n,
  );

describe('platform: SQLite merges the full-text index after a bulk write', () => {
  let db: Database;
  let base: ProductRecord;
  before(async () => {
    db = openSqlite(':memory:');
    await prepareDatabase(db, createSeed);
    [base] = await db.transaction((tx) => findProducts(tx, 'demo', ['prod_001']));
  });
  after(() => db.close());

  it('leaves the segments of smaller writes to FTS5', async () => {
    for (let batch = 0; batch < 3; batch++)
      await db.transaction((tx) => insertProducts(tx, makeProducts(base, batch * 300, 300)));
    expect(await segments(db)).to.be.greaterThan(1);
    expect(await matches(db, 'abirch')).to.equal(113);
  });

  it('merges the index into one segment after a write of a thousand products, every product still found', async () => {
    await db.transaction((tx) => insertProducts(tx, makeProducts(base, 900, 1_000)));
    expect(await segments(db)).to.equal(1);
    expect(await matches(db, 'abirch')).to.equal(238);
    expect(await matches(db, 'atray')).to.equal(1_900);
  });
});
