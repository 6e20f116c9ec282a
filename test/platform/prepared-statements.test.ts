// Named prepared statements on PostgreSQL (db/prepared-statements.ts): a statement the platform sends again on a
// connection is bound to the statement that connection already prepared, and a process names a bounded number of
// statement texts. The naming runs everywhere; the database checks only on PostgreSQL (the postgres step).
import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { sql } from 'kysely';
import type { Database } from '../../demo/platform/db/database.ts';
import { prepareDatabase } from '../../demo/platform/db/open-database.ts';
import { openPostgres } from '../../demo/platform/db/open-postgres.ts';
import { createStatementNamer } from '../../demo/platform/db/prepared-statements.ts';
import { insertProducts } from '../../demo/platform/repo/product-writes.ts';
import { findProducts, listAllProducts } from '../../demo/platform/repo/products.ts';
import { createSeed } from '../../demo/platform/seed/seed-state.ts';

describe('platform: named prepared statements', () => {
  it('gives a text the same name every time and a different text another name', () => {
    const nameOf = createStatementNamer(10);
    const first = nameOf('select * from carts where id = $1');
    expect(first).to.be.a('string');
    expect(nameOf('select * from carts where id = $1')).to.equal(first);
    expect(nameOf('select * from orders where id = $1')).to.be.a('string').and.not.equal(first);
  });

  it('names no more texts than its limit, and keeps the names it gave', () => {
    const nameOf = createStatementNamer(2);
    const kept = [nameOf('select $1'), nameOf('select $1, $2')];
    expect(nameOf('select $1, $2, $3')).to.equal(undefined);
    expect([nameOf('select $1'), nameOf('select $1, $2')]).to.deep.equal(kept);
  });

  describe('on PostgreSQL', function () {
    const server = process.env.SHOPKIT_PRIVATE_DATABASE_URL;
    before(function () {
      if (!server) this.skip();
    });

    /** A database in a schema of its own on one connection, so every statement meets what that connection prepared. */
    async function onOneConnection(work: (db: Database) => Promise<void>): Promise<void> {
      const schema = `shopkit_prepared_${randomBytes(4).toString('hex')}`;
      const url = new URL(server!);
      url.searchParams.set('schema', schema);
      const db = await openPostgres(url.toString(), { poolSize: 1 });
      try {
        await work(db);
      } finally {
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db.kysely);
        await db.close();
      }
    }

    it('prepares a statement once per connection and binds it again with new values', () =>
      onOneConnection(async (db) => {
        const add = (a: number, b: number) =>
          sql<{ sum: number }>`select ${a}::int + ${b}::int as sum`.execute(db.kysely);
        const sums = [(await add(1, 2)).rows[0]!.sum, (await add(40, 2)).rows[0]!.sum];
        expect(sums).to.deep.equal([3, 42]);
        const prepared = await sql<{ name: string; statement: string }>`
          select name, statement from pg_prepared_statements order by name`.execute(db.kysely);
        const sum = prepared.rows.filter((row) => row.statement.endsWith('as sum'));
        expect(sum.map((row) => row.statement)).to.deep.equal(['select $1::int + $2::int as sum']);
        expect(sum[0]!.name).to.match(/^shopkit_\d+$/);
      }));

    it("reads products by any number of ids with one prepared statement, and only the shop's own", () =>
      onOneConnection(async (db) => {
        await prepareDatabase(db, createSeed);
        const all = await db.kysely.selectFrom('products').select(['id', 'shopId']).orderBy('id').execute();
        const own = all.filter((row) => row.shopId === 'demo').map((row) => row.id);
        const other = all.find((row) => row.shopId !== 'demo')?.id ?? 'prod_unknown';
        const read = (ids: string[]) => db.read(async (tx) => (await findProducts(tx, 'demo', ids)).map((p) => p.id));
        expect(await read([own[0]!])).to.deep.equal([own[0]]);
        expect(new Set(await read([own[2]!, own[1]!, own[2]!, other, 'prod_unknown']))).to.deep.equal(
          new Set([own[1], own[2]]),
        );
        const many = await db.read((tx) => findProducts(tx, 'demo', own.slice(0, 7)));
        expect(new Set(many.map((p) => p.id))).to.deep.equal(new Set(own.slice(0, 7)));
        expect(many.every((product) => product.variants.length > 0)).to.equal(true);
        const prepared = await sql<{ statement: string }>`
          select statement from pg_prepared_statements where statement like '%product_rows(%'`.execute(db.kysely);
        expect(prepared.rows).to.have.length(1);
      }));

    it('reads a page of products through product_rows and a whole catalogue without it, the same records', () =>
      onOneConnection(async (db) => {
        await prepareDatabase(db, createSeed);
        // More products than product_rows is asked for at once, so listing the catalogue takes the other read.
        const [model] = await db.read((tx) => listAllProducts(tx, 'demo'));
        const copies = Array.from({ length: 210 }, (_, i) => ({
          ...model!,
          id: `prod_copy_${i}`,
          slug: `copy-${i}`,
          variants: model!.variants.map((variant) => ({
            ...variant,
            id: `${variant.id}_copy_${i}`,
            sku: `${variant.sku}-${i}`,
          })),
        }));
        await db.transaction((tx) => insertProducts(tx, copies));
        const catalogue = await db.read((tx) => listAllProducts(tx, 'demo'));
        expect(catalogue.length).to.be.greaterThan(230);
        const ids = catalogue.map((product) => product.id);
        const pages = [];
        for (let at = 0; at < ids.length; at += 50)
          pages.push(...(await db.read((tx) => findProducts(tx, 'demo', ids.slice(at, at + 50)))));
        expect(pages).to.deep.equal(catalogue);
        const read = await sql<{ statement: string }>`
          select statement from pg_prepared_statements where statement like '%from product_images%'`.execute(db.kysely);
        expect(read.rows, 'the catalogue read its own way').to.have.length(1);
      }));
  });
});
