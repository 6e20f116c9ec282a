// The admin API's bulk import (docs/platform.md, "Catalogue import"): 10,000 products from one JSON file in one request,
// listed, searchable and prerendered; CSV the same; idempotent by SKU (the same file again changes nothing, a changed
// row updates its product); every bad input named by its row and field, and a file with one bad row imports nothing;
// the body limit and the deadline for slow clients; webhooks as for the panel's edits. Runs on both databases.
import { expect } from 'chai';
import { sql } from 'kysely';
import fs from 'node:fs/promises';
import path from 'node:path';
import { callAdmin } from './helpers/admin-catalogue.ts';
import { rawExchange } from './helpers/raw-exchange.ts';
import { makeCatalogueProducts, toCatalogueCsv } from '../../demo/platform/seed/generated-catalogue.ts';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';
import { listFiles, makeTemplates, PRODUCT_PAGE, runPrerender } from '../prerender/prerender-fixtures.ts';
import { startTestReceiver, type TestReceiver } from '../helpers/test-receiver.ts';

const IMPORT = '/admin/shops/demo/catalogue/import';
const SEEDED_PRODUCTS = 24;

const importJson = (f: PlatformFixture, products: unknown, query = '') =>
  callAdmin(f, 'POST', `${IMPORT}${query}`, { body: { products } });
const importCsv = (f: PlatformFixture, text: string) =>
  callAdmin(f, 'POST', IMPORT, { raw: { text, contentType: 'text/csv; charset=utf-8' } });

/** The shop's catalogue as rows, to prove a refused import changed nothing. */
async function snapshotCatalogue(f: PlatformFixture): Promise<string> {
  const { kysely } = f.platform.db;
  const [products, variants, images, categories] = await Promise.all([
    kysely.selectFrom('products').selectAll().orderBy('id').execute(),
    kysely.selectFrom('variants').selectAll().orderBy('id').execute(),
    kysely.selectFrom('productImages').selectAll().orderBy('productId').orderBy('position').execute(),
    kysely.selectFrom('productCategories').selectAll().orderBy('productId').orderBy('categoryId').execute(),
  ]);
  return JSON.stringify({ products, variants, images, categories });
}

/** Every product GET /v2/products lists, page by page. */
async function listAll(f: PlatformFixture): Promise<Array<{ slug: string; name: string; price: number }>> {
  const all = [];
  let cursor: string | null = null;
  do {
    const page: { body: { data: Array<{ slug: string; name: string; price: number }>; nextCursor: string | null } } =
      await f.call('GET', `/v2/products?limit=200${cursor ? `&cursor=${cursor}` : ''}`);
    all.push(...page.body.data);
    cursor = page.body.nextCursor;
  } while (cursor);
  return all;
}

describe('platform: catalogue import', function () {
  this.timeout(180_000);

  describe('10,000 products', () => {
    let f: PlatformFixture;
    const products = makeCatalogueProducts({ count: 10_000 });
    before(async () => {
      f = await startFixture();
    });
    after(() => f.close());

    it('imports 10,000 products from one JSON file in one request, all listed by GET /v2/products', async () => {
      const started = Date.now();
      const answer = await importJson(f, products);
      const took = Date.now() - started;
      expect(answer.status, JSON.stringify(answer.body).slice(0, 500)).to.equal(200);
      expect(answer.body).to.include({ dryRun: false, created: 10_000, updated: 0, unchanged: 0 });
      // The 30 s of the issue is measured by the bench (npm run bench -- --only catalogue) on a quiet machine; this
      // generous bound, on a machine the test suite shares, catches a write path that went back to a round trip a row.
      expect(took, `the import took ${took} ms`).to.be.below(90_000);
      const listed = await listAll(f);
      expect(listed).to.have.length(SEEDED_PRODUCTS + 10_000);
      expect(listed.at(-1)).to.include({ slug: 'item-10000', name: 'Item 10000' });
      expect(listed.at(SEEDED_PRODUCTS)).to.include({ slug: 'item-1', price: 10000 });
    });

    it('changes nothing when the same file comes again, as JSON or as CSV', async () => {
      const before = await snapshotCatalogue(f);
      const again = await importJson(f, products);
      expect(again.body).to.include({ created: 0, updated: 0, unchanged: 10_000 });
      const csv = await importCsv(f, toCatalogueCsv(products));
      expect(csv.status, JSON.stringify(csv.body).slice(0, 500)).to.equal(200);
      expect(csv.body).to.include({ created: 0, updated: 0, unchanged: 10_000 });
      expect(await snapshotCatalogue(f)).to.equal(before);
    });

    it('updates the products whose rows changed, keeping their ids and variants', async () => {
      const changed = makeCatalogueProducts({ count: 10_000, priceStep: 500 });
      const answer = await importJson(f, changed.slice(0, 3));
      expect(answer.body).to.include({ created: 0, updated: 3, unchanged: 0 });
      const shown = await f.call('GET', '/v2/products/by-slug/item-3');
      expect(shown.body.variants.map((v: { sku: string; price: number }) => [v.sku, v.price])).to.deep.equal([
        ['ITEM-3-1', 10700],
        ['ITEM-3-2', 12700],
        ['ITEM-3-3', 14700],
      ]);
      expect(answer.body.results.map((r: { id: string }) => r.id)).to.include(shown.body.id);
    });

    it('makes the imported products searchable', async () => {
      const found = await f.call('GET', '/v2/products/search?q=item%209999');
      expect(found.status).to.equal(200);
      expect(found.body.data.map((p: { slug: string }) => p.slug)).to.include('item-9999');
    });
  });

  describe('idempotency and webhooks', () => {
    let f: PlatformFixture;
    let receiver: TestReceiver;
    let seen = 0;
    const newEvents = async () => {
      await f.platform.webhooks.idle();
      const events = receiver.requests.slice(seen).map((r) => `${r.param('event_type')} ${r.param('product_id')}`);
      seen = receiver.requests.length;
      return events.sort();
    };
    before(async () => {
      f = await startFixture({ localDevelopment: true });
      receiver = await startTestReceiver(200);
      const events = ['product.add', 'product.update', 'product.delete'];
      await f.admin('PUT', '/admin/shops/demo/webhooks', { url: receiver.url, events });
    });
    after(async () => {
      await f.close();
      await receiver.close();
    });

    it('fires product.add for each new product, nothing for the same file again, product.update for a change', async () => {
      const products = makeCatalogueProducts({ count: 3, prefix: 'hook' });
      const created = await importJson(f, products);
      const ids = created.body.results.map((result: { id: string }) => result.id);
      expect(await newEvents()).to.deep.equal(ids.map((id: string) => `product.add ${id}`).sort());
      expect((await importJson(f, products)).body).to.include({ unchanged: 3 });
      expect(await newEvents()).to.deep.equal([]);
      const renamed = structuredClone(products);
      renamed[1]!.name = 'Hook 2, renamed';
      renamed[2]!.variants[0]!.stock = 39;
      const changed = await importJson(f, renamed);
      expect(changed.body.results.map((r: { outcome: string }) => r.outcome)).to.deep.equal([
        'unchanged',
        'updated',
        'updated',
      ]);
      expect(await newEvents(), 'a stock change alone is no product.update').to.deep.equal([
        `product.update ${ids[1]}`,
      ]);
    });

    it('answers what a dry run would change and writes nothing', async () => {
      const before = await snapshotCatalogue(f);
      const products = [
        ...makeCatalogueProducts({ count: 2, prefix: 'dry' }),
        ...makeCatalogueProducts({ count: 1, prefix: 'hook' }),
      ];
      const answer = await importJson(f, products, '?dryRun=true');
      expect(answer.body).to.deep.include({ dryRun: true, created: 2, updated: 0, unchanged: 1 });
      expect(answer.body.results[0]).to.deep.equal({ row: 1, id: null, slug: 'dry-1', outcome: 'created' });
      expect(await snapshotCatalogue(f)).to.equal(before);
      expect(await newEvents()).to.deep.equal([]);
    });

    it('matches a product by its SKUs: a row with a new slug renames it, one whose SKUs name two products is refused', async () => {
      const [first] = makeCatalogueProducts({ count: 1, prefix: 'hook' });
      const moved = await importJson(f, [{ ...first, slug: 'hook-one' }]);
      expect(moved.body.results[0]).to.include({ slug: 'hook-one', outcome: 'updated' });
      expect((await f.call('GET', '/v2/products/by-slug/hook-one')).status).to.equal(200);
      const both = { ...first, slug: 'hook-one', variants: [...first!.variants, { sku: 'HOOK-2-1', price: 100 }] };
      const refused = await importJson(f, [both]);
      expect(refused.body.error.details.problems[0]).to.deep.include({
        row: 1,
        field: 'products[0].variants[1].sku',
      });
    });
  });

  describe('bad files', () => {
    let f: PlatformFixture;
    before(async () => {
      f = await startFixture();
    });
    after(() => f.close());

    const refusedJson = async (products: unknown[]) => {
      const before = await snapshotCatalogue(f);
      const answer = await importJson(f, products);
      expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).to.equal(400);
      expect(await snapshotCatalogue(f), 'nothing was imported').to.equal(before);
      return answer.body.error;
    };

    it('imports nothing from a file of 2,000 good products and one bad one at the end', async () => {
      const products: Array<Record<string, unknown>> = makeCatalogueProducts({ count: 2_001, prefix: 'half' });
      products[2_000] = { ...products[2_000], categories: ['no-such-category'] };
      const error = await refusedJson(products);
      expect(error.message).to.equal(
        'the file has 1 problem and nothing was imported; the first: products[2000].categories[0] names no category of the shop (got "no-such-category")',
      );
      expect(error.details).to.deep.include({ row: 2001, problemCount: 1 });
      expect((await f.call('GET', '/v2/products/by-slug/half-1')).status).to.equal(404);
    });

    it('rolls the whole import back when the database refuses a row while it is written', async () => {
      const { kysely, dialect } = f.platform.db;
      // A stand-in for a failure in the middle of the write (a disk error, a constraint another writer raced in): the
      // products are written 500 to a statement, so the first 500 are in before the 550th fails.
      if (dialect === 'postgres') {
        await sql`create function refuse_explode() returns trigger language plpgsql as $$ begin
          if new.slug = 'explode-550' then raise exception 'refused by the test'; end if; return new; end $$`.execute(
          kysely,
        );
        await sql`create trigger refuse_explode before insert on products for each row execute function refuse_explode()`.execute(
          kysely,
        );
      } else
        await sql`create trigger refuse_explode before insert on products when new.slug = 'explode-550'
          begin select raise(abort, 'refused by the test'); end`.execute(kysely);
      try {
        const before = await snapshotCatalogue(f);
        const answer = await importJson(f, makeCatalogueProducts({ count: 600, prefix: 'explode' }));
        expect(answer.status).to.equal(500);
        expect(answer.body.error.code).to.equal('internal');
        expect(await snapshotCatalogue(f), 'the 549 products written before it are gone too').to.equal(before);
      } finally {
        await sql`drop trigger refuse_explode${dialect === 'postgres' ? sql` on products` : sql``}`.execute(kysely);
      }
    });

    it('names each bad row and field of a JSON file: unknown fields, wrong types, negative stock, a long slug, hostile text', async () => {
      const products: Array<Record<string, any>> = makeCatalogueProducts({ count: 8, prefix: 'bad' });
      products[0]!.colour = 'red';
      products[1]!.variants[0].price = '129.00';
      products[2]!.variants[0].stock = -4;
      products[3]!.slug = 's'.repeat(300);
      products[4]!.name = 'Bad \u001b[31m red';
      products[5]!.description = 'Evil \u202e text';
      products[6]!.vatRate = 'high';
      const error = await refusedJson(products);
      expect(error.details.problemCount).to.equal(7);
      expect(error.details.problems.map((p: { row: number; field: string }) => [p.row, p.field])).to.deep.equal([
        [1, 'products[0]'],
        [2, 'products[1].variants[0].price'],
        [3, 'products[2].variants[0].stock'],
        [4, 'products[3].slug'],
        [5, 'products[4].name'],
        [6, 'products[5].description'],
        [7, 'products[6].vatRate'],
      ]);
      expect(error.details.problems[2].message).to.equal(
        'products[2].variants[0].stock must be a whole number from 0 to 999999, or null when stock is not tracked (got -4)',
      );
      expect(error.details.problems[4].message).to.match(/^products\[4\]\.name must not hold control characters/);
    });

    it('names duplicate SKUs and slugs across the file, and a SKU another product holds', async () => {
      const products: Array<Record<string, any>> = makeCatalogueProducts({ count: 4, prefix: 'dup' });
      products[1]!.variants[0].sku = products[0]!.variants[0].sku;
      products[2]!.slug = products[0]!.slug;
      // A row names its product by its SKUs: these two belong to two products.
      products[3]!.variants = [
        { sku: 'STONEWARE-MU-1', price: 100 },
        { sku: 'BREAKFAST-BO-1', price: 100 },
      ];
      const error = await refusedJson(products);
      expect(error.details.problems.map((p: { message: string }) => p.message)).to.deep.equal([
        'products[1].variants[0].sku is also a SKU of products[0] (got "DUP-1-1")',
        'products[2].slug is also the slug of products[0] (got "dup-1")',
        'products[3].variants[1].sku already names a variant of product prod_002 (got "BREAKFAST-BO-1")',
      ]);
    });

    it('lists at most 100 problems and says how many there are', async () => {
      const products = makeCatalogueProducts({ count: 150, prefix: 'many' }).map((p) => ({ ...p, vatRate: 2 }));
      const error = await refusedJson(products);
      expect(error.details.problems).to.have.length(100);
      expect(error.message).to.match(/^the file has more than 100 problems and nothing was imported/);
    });

    it('imports a CSV file: one row per variant, options as Name=Value, a quoted description over two lines', async () => {
      const csv = [
        'slug,name,description,categories,images,sku,price,compareAtPrice,stock,options,variantImage',
        'wool-cap,Wool Cap,"Knitted in Småland,',
        'warm to the ears.",textiles,wool-cap-1.jpg|wool-cap-2.jpg,CAP-GREY,24900,29900,6,Colour=Grey,wool-cap-2.jpg',
        'wool-cap,,,,,CAP-RED,24900,,,Colour=Red,',
        '',
        'tea-towel,Tea Towel,,kitchen,,TOWEL-1,9900,,,,',
      ].join('\r\n');
      const answer = await importCsv(f, csv);
      expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
      expect(answer.body.results.map((r: { row: number; slug: string }) => [r.row, r.slug])).to.deep.equal([
        [2, 'wool-cap'],
        [6, 'tea-towel'],
      ]);
      const cap = (await f.call('GET', '/v2/products/by-slug/wool-cap')).body;
      expect(cap.description).to.equal('Knitted in Småland,\nwarm to the ears.');
      expect(cap.options).to.deep.equal([{ name: 'Colour', values: ['Grey', 'Red'] }]);
      expect(cap.variants.map((v: any) => [v.sku, v.name, v.compareAtPrice, v.stock])).to.deep.equal([
        ['CAP-GREY', 'Grey', 29900, 6],
        ['CAP-RED', 'Red', null, null],
      ]);
      expect(cap.variants[0].image.path).to.equal('products/wool-cap-2.jpg');
    });

    it('names each bad line and column of a CSV file, and imports none of it', async () => {
      const header = 'slug,name,categories,sku,price,stock,options';
      const csv = (...rows: string[]) => [header, 'ok-1,Fine,kitchen,OK-1,100,1,', ...rows].join('\n');
      const before = await snapshotCatalogue(f);
      const messages = async (text: string) =>
        (await importCsv(f, text)).body.error.details.problems.map((p: { message: string }) => p.message);
      expect(
        await messages(csv('bad-1,Options,kitchen,BAD-1,100,1,Size', 'ok-1,Another name,,OK-2,100,1,')),
      ).to.deep.equal([
        'line 3, options must be Name=Value pairs separated by | (got "Size")',
        'line 4, name differs from line 2 (the rows of one slug are one product) (got "Another name")',
      ]);
      expect(await messages(`${header},colour\nok-1,Fine,kitchen,OK-1,100,1,,red`)).to.deep.equal([
        'line 1, colour is not a catalogue column (they are: slug, name, description, vatRate, categories, images, sku, variantName, price, compareAtPrice, stock, options, variantImage) (got "colour")',
      ]);
      expect(
        await messages(
          csv(
            'bad-1,Price as text,kitchen,BAD-1,12.50,1,',
            'bad-2,Negative,kitchen,BAD-2,100,-3,',
            `${'s'.repeat(300)},Long slug,kitchen,BAD-3,100,1,`,
            'bad-4,Hostile\u0000name,kitchen,BAD-4,100,1,',
          ),
        ),
      ).to.deep.equal([
        'line 3, price must be a whole number of minor units from 0 to 99999999999 (12900 is 129.00) (got "12.50")',
        'line 4, stock must be a whole number from 0 to 999999, or null when stock is not tracked (got -3)',
        `line 5, slug must be 1 to 80 lower-case letters, digits and hyphens, starting with a letter or a digit (got "${'s'.repeat(77)}...")`,
        'line 6, name must not hold control characters, bidi overrides or unpaired surrogates (got "Hostile\\u0000name")',
      ]);
      expect(
        await messages(csv('bad-1,No such category,garden,BAD-1,100,1,', 'bad-2,Twice,kitchen,OK-1,100,1,')),
      ).to.deep.equal([
        'line 3, categories names no category of the shop (got "garden")',
        'line 4, sku is also a SKU of line 2 (got "OK-1")',
      ]);
      expect(await snapshotCatalogue(f)).to.equal(before);
    });

    it('answers 413 for a body over 32 MiB before reading it, and 401 without the token', async () => {
      const { text: answer } = await rawExchange({
        url: f.platform.urls.admin,
        head: `POST ${IMPORT} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${f.platform.adminToken}\r\nContent-Type: application/json\r\nContent-Length: ${32 * 1024 * 1024 + 1}\r\n\r\n`,
        giveUpMs: 10_000,
      });
      expect(answer)
        .to.match(/^HTTP\/1\.1 413/)
        .and.contain('body exceeds 33554432 bytes');
      const anonymous = await callAdmin(f, 'POST', IMPORT, { body: { products: [] }, token: 'nope' });
      expect(anonymous.status).to.equal(401);
    });
  });

  describe('a slow client', () => {
    let f: PlatformFixture;
    before(async () => {
      f = await startFixture({ timeouts: { headersMs: 500, requestMs: 1_000, lingerMs: 200 } });
    });
    after(() => f.close());

    it('is cut off with a 408 when its body does not arrive within the request deadline, and nothing is imported', async () => {
      const before = await snapshotCatalogue(f);
      const body = JSON.stringify({ products: makeCatalogueProducts({ count: 5, prefix: 'slow' }) });
      const head = `POST ${IMPORT} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${f.platform.adminToken}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
      const { text: answer } = await rawExchange({
        url: f.platform.urls.admin,
        head: head + body.slice(0, 100),
        drip: { chunk: ' ', everyMs: 100 },
        giveUpMs: 10_000,
      });
      expect(answer).to.match(/^HTTP\/1\.1 408/);
      expect(await snapshotCatalogue(f)).to.equal(before);
    });
  });

  describe('prerendered', () => {
    let f: PlatformFixture;
    before(async () => {
      f = await startFixture({ localDevelopment: true });
    });
    after(() => f.close());

    it('writes a page for each of 200 imported products, their text escaped', async () => {
      const products: Array<Record<string, any>> = makeCatalogueProducts({ count: 200, prefix: 'page' });
      products[7]!.name = '<img src=x onerror=alert(1)> Page 8';
      expect((await importJson(f, products)).status).to.equal(200);
      const folders = await makeTemplates({ 'product.html': PRODUCT_PAGE });
      try {
        const run = await runPrerender(f.platform, folders);
        expect(run.code, run.err.join('\n')).to.equal(0);
        const files = await listFiles(folders.out);
        expect(files.filter((file) => /^products\/page-\d+\/index\.html$/.test(file))).to.have.length(200);
        const eighth = await fs.readFile(path.join(folders.out, 'products/page-8/index.html'), 'utf8');
        expect(eighth).to.contain('&lt;img src=x onerror=alert(1)&gt; Page 8').and.not.contain('<img src=x');
      } finally {
        await fs.rm(folders.root, { recursive: true, force: true });
      }
    });
  });
});
