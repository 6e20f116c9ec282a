// The search index stays in step with the catalogue in the same transaction as every product write (a rolled-back
// write leaves it as it was), a bulk import indexes its batch, a renamed category reindexes its products, and the
// vocabulary that incremental writes keep equals one built from scratch. Prices and paging combine with words. On
// the engine the suite runs on (SQLite, or PostgreSQL in the postgres step).
import { expect } from 'chai';
import { sql, type RawBuilder } from 'kysely';
import type { Tx } from '../../demo/platform/db/database.ts';
import { GIN_PENDING_LIST_KB, TOKENS_STATISTICS } from '../../demo/platform/db/migrations/0008b_search_gin_reads.ts';
import { resolvePriceContext } from '../../demo/platform/pricing/price-variant.ts';
import { deleteProduct, insertProduct, insertProducts, saveProduct } from '../../demo/platform/repo/product-writes.ts';
import { appendCategory, deleteCategory, saveCategory } from '../../demo/platform/repo/categories.ts';
import { findProductBySlug } from '../../demo/platform/repo/products.ts';
import { findShop } from '../../demo/platform/repo/shops.ts';
import { indexProducts, rebuildSearchIndex } from '../../demo/platform/search/index-products.ts';
import { searchCatalogue, type CatalogueSearch } from '../../demo/platform/search/search-catalogue.ts';
import type { ProductRecord } from '../../demo/platform/state/types.ts';
import { findIndexedDocuments } from './helpers/full-text-index.ts';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';

describe('platform: the search index in step with the catalogue', () => {
  let f: PlatformFixture;
  before(async () => {
    f = await startFixture();
  });
  after(() => f.close());

  async function slugsIn(tx: Tx, search: CatalogueSearch): Promise<string[]> {
    const shop = (await findShop(tx, 'demo'))!;
    const pricing = await resolvePriceContext(tx, shop, {});
    const found = await searchCatalogue({ tx, pricing, cdnUrl: f.platform.urls.cdn }, { limit: 200, ...search });
    return found.products.map((product) => product.slug);
  }
  const slugs = (search: CatalogueSearch) => f.platform.db.transaction((tx) => slugsIn(tx, search));
  const product = async (slug: string) =>
    (await f.platform.db.transaction((tx) => findProductBySlug(tx, 'demo', slug)))!;
  const vocabulary = (tx: Tx) =>
    tx.db
      .selectFrom('searchTerms')
      .select(['shopId', 'term', 'display', 'documents'])
      .orderBy('shopId')
      .orderBy('term')
      .execute();

  function newProduct(base: ProductRecord, id: string, name: string): ProductRecord {
    return {
      ...base,
      id,
      slug: id,
      name,
      images: [],
      variants: base.variants.map((variant, i) => ({ ...variant, id: `${id}_v${i}`, sku: `${id}-${i}` })),
    };
  }

  it('finds a renamed product by its new name, in the writing transaction and after it', async () => {
    const mug = await product('stoneware-mug');
    try {
      const inside = await f.platform.db.transaction(async (tx) => {
        await saveProduct(tx, { ...mug, name: 'Kaffekopp i lergods' });
        return slugsIn(tx, { query: 'kaffekopp' });
      });
      expect(inside).to.deep.equal(['stoneware-mug']);
      expect(await slugs({ query: 'lergods' })).to.deep.equal(['stoneware-mug']);
      expect(await slugs({ query: 'stoneware' })).to.deep.equal(['salt-cellar']);
    } finally {
      await f.platform.db.transaction((tx) => saveProduct(tx, mug));
    }
    expect(await slugs({ query: 'stoneware' })).to.deep.equal(['stoneware-mug', 'salt-cellar']);
  });

  it('leaves the index as it was when the write rolls back', async () => {
    const mug = await product('stoneware-mug');
    const failed = f.platform.db.transaction(async (tx) => {
      await saveProduct(tx, { ...mug, name: 'Kaffekopp' });
      throw new Error('rolled back');
    });
    await failed.then(
      () => expect.fail('the transaction should have failed'),
      (error: Error) => expect(error.message).to.equal('rolled back'),
    );
    expect(await slugs({ query: 'kaffekopp' })).to.deep.equal([]);
    expect(await slugs({ query: 'stoneware mug' })).to.deep.equal(['stoneware-mug']);
  });

  it('takes a deleted product and the words only it held out of the index', async () => {
    const bowl = await product('breakfast-bowl');
    const finch = newProduct(bowl, 'prod_finch', 'Zebrafink i porslin');
    await f.platform.db.transaction((tx) => insertProduct(tx, finch));
    expect(await slugs({ query: 'zebrafinc' })).to.deep.equal(['prod_finch']);
    await f.platform.db.transaction((tx) => deleteProduct(tx, 'demo', 'prod_finch'));
    expect(await slugs({ query: 'zebrafink' })).to.deep.equal([]);
    const left = await f.platform.db.transaction((tx) =>
      tx.db.selectFrom('searchTerms').select('term').where('term', 'in', ['zebrafink', 'porslin']).execute(),
    );
    expect(left).to.deep.equal([]);
  });

  it('forgets a word that an edit takes from its last product, and learns it again when one gains it', async () => {
    const bowl = await product('breakfast-bowl');
    const heron = { ...newProduct(bowl, 'prod_heron', 'Heron bowl'), description: 'Glazed in Kingfisherblue.' };
    const counted = () =>
      f.platform.db.transaction((tx) =>
        tx.db.selectFrom('searchTerms').select(['term', 'documents']).where('term', '=', 'kingfisherblue').execute(),
      );
    await f.platform.db.transaction((tx) => insertProduct(tx, heron));
    try {
      expect(await counted()).to.deep.equal([{ term: 'kingfisherblue', documents: 1 }]);
      await f.platform.db.transaction((tx) => saveProduct(tx, { ...heron, description: 'Glazed in grey.' }));
      expect(await counted()).to.deep.equal([]);
      expect(await slugs({ query: 'kingfisherblu' })).to.deep.equal([]);
      await f.platform.db.transaction((tx) => saveProduct(tx, heron));
      expect(await counted()).to.deep.equal([{ term: 'kingfisherblue', documents: 1 }]);
      // One typo away: found through the trigram candidates, which follow the word out and back in.
      expect(await slugs({ query: 'kingfisherbleu' })).to.deep.equal(['prod_heron']);
    } finally {
      await f.platform.db.transaction((tx) => deleteProduct(tx, 'demo', 'prod_heron'));
    }
  });

  it('filters by the new price once only the price changed (no word did)', async () => {
    const kettle = await product('enamel-kettle');
    const cheapest = Math.min(...kettle.variants.map((variant) => variant.price));
    const repriced = { ...kettle, variants: kettle.variants.map((variant) => ({ ...variant, price: 1 })) };
    const inRange = (min: number, max: number) => slugs({ query: 'kettle', minPrice: min, maxPrice: max });
    expect(await inRange(cheapest, cheapest)).to.deep.equal(['enamel-kettle']);
    await f.platform.db.transaction((tx) => saveProduct(tx, repriced));
    try {
      expect(await inRange(1, 1)).to.deep.equal(['enamel-kettle']);
      expect(await inRange(cheapest, cheapest)).to.deep.equal([]);
    } finally {
      await f.platform.db.transaction((tx) => saveProduct(tx, kettle));
    }
  });

  it('finds a long number as written and leaves it out of the typo candidates', async () => {
    const bowl = await product('breakfast-bowl');
    const numbered = { ...newProduct(bowl, 'prod_numbered', 'Numbered bowl'), description: 'Article 48213.' };
    await f.platform.db.transaction((tx) => insertProduct(tx, numbered));
    try {
      expect(await slugs({ query: '48213' })).to.deep.equal(['prod_numbered']);
      expect(await slugs({ query: '4821' })).to.deep.equal(['prod_numbered']);
      expect(await slugs({ query: '48214' })).to.deep.equal([]);
      expect(await slugs({ query: '48123 ' })).to.deep.equal([]);
      if (f.platform.db.dialect === 'sqlite') {
        const grams = await f.platform.db.transaction(async (tx) => {
          const { rows } = await sql<{ term: string }>`select t.term from search_term_grams g
            join search_terms t on t.id = g.rowid where search_term_grams match '"821"'`.execute(tx.db);
          return rows.map((row) => row.term);
        });
        expect(grams).to.deep.equal([]);
      }
    } finally {
      await f.platform.db.transaction((tx) => deleteProduct(tx, 'demo', 'prod_numbered'));
    }
  });

  it("indexes a bulk import's batch as it writes it, and rows changed another way when asked", async () => {
    const bowl = await product('breakfast-bowl');
    const batch = ['Tekanna', 'Tekopp', 'Tefat'].map((name, i) => newProduct(bowl, `prod_tea_${i}`, name));
    try {
      await f.platform.db.transaction(async (tx) => {
        await insertProducts(tx, batch);
        expect(await slugsIn(tx, { query: 'tek' })).to.deep.equal(['prod_tea_0', 'prod_tea_1']);
      });
      expect(await slugs({ query: 'tefat' })).to.deep.equal(['prod_tea_2']);
      await f.platform.db.transaction(async (tx) => {
        await tx.db.updateTable('products').set({ name: 'Sockerskål' }).where('id', '=', 'prod_tea_2').execute();
        expect(await slugsIn(tx, { query: 'sockerskal' }), 'not yet indexed').to.deep.equal([]);
        await indexProducts(tx, 'demo', ['prod_tea_2']);
      });
      expect(await slugs({ query: 'sockerskal' })).to.deep.equal(['prod_tea_2']);
      expect(await slugs({ query: 'tefat' })).to.deep.equal([]);
    } finally {
      await f.platform.db.transaction(async (tx) => {
        for (const item of batch) await deleteProduct(tx, 'demo', item.id);
      });
    }
  });

  it("finds a renamed category's products by its new name, and a deleted one's by it no more", async () => {
    const rename = (name: string) =>
      f.platform.db.transaction(async (tx) => {
        const category = (await tx.db
          .selectFrom('categories')
          .selectAll()
          .where('id', '=', 'cat_3')
          .executeTakeFirst())!;
        await saveCategory(tx, { ...category, name });
      });
    await rename('Skrivbord & papper');
    try {
      expect(await slugs({ query: 'skrivbord' })).to.have.length(6);
      expect(await slugs({ query: 'stationery' })).to.deep.equal([]);
    } finally {
      await rename('Stationery');
    }
    expect(await slugs({ query: 'stationery' })).to.have.length(6);
    const sale = { id: 'cat_rea', shopId: 'demo', slug: 'rea', name: 'Utförsäljning', description: 'Sale' };
    const mug = await product('stoneware-mug');
    await f.platform.db.transaction(async (tx) => {
      await appendCategory(tx, sale);
      await saveProduct(tx, { ...mug, categoryIds: [...mug.categoryIds, sale.id] });
    });
    expect(await slugs({ query: 'utforsaljning' })).to.deep.equal(['stoneware-mug']);
    expect(await slugs({ category: 'rea' })).to.deep.equal(['stoneware-mug']);
    await f.platform.db.transaction((tx) => deleteCategory(tx, sale));
    expect(await slugs({ query: 'utforsaljning' })).to.deep.equal([]);
    expect(await slugs({ category: 'cat_rea' })).to.deep.equal([]);
  });

  it('keeps the same vocabulary through writes as a rebuild from scratch makes', async () => {
    const throw_ = await product('wool-throw');
    await f.platform.db.transaction((tx) =>
      saveProduct(tx, { ...throw_, description: 'Lambswool, woven in Småland', options: [] }),
    );
    try {
      const [kept, rebuilt] = await f.platform.db.transaction(async (tx) => {
        const before = await vocabulary(tx);
        await tx.db.deleteFrom('searchTerms').execute();
        await tx.db.deleteFrom('searchDocuments').execute();
        if (tx.dialect === 'sqlite') {
          await sql`insert into search_index (search_index) values ('delete-all')`.execute(tx.db);
          await sql`delete from search_term_grams`.execute(tx.db);
        }
        await rebuildSearchIndex(tx);
        const after = await vocabulary(tx);
        expect(await slugsIn(tx, { query: 'smaland' })).to.deep.equal(['wool-throw']);
        return [before, after];
      });
      expect(kept).to.deep.equal(rebuilt);
      expect(kept.find((row) => row.term === 'linen' && row.shopId === 'demo')?.documents).to.equal(3);
      expect(kept.find((row) => row.term === 'smaland')?.display).to.equal('småland');
    } finally {
      await f.platform.db.transaction((tx) => saveProduct(tx, throw_));
    }
  });

  it("keeps SQLite's full-text rows one for one with the documents and the words of letters", async function () {
    if (f.platform.db.dialect !== 'sqlite') this.skip();
    const held = () =>
      f.platform.db.transaction(async (tx) => {
        const ids = async (query: RawBuilder<{ id: number }>) =>
          (await query.execute(tx.db)).rows.map((row) => Number(row.id));
        return {
          index: await findIndexedDocuments(tx.db),
          documents: await ids(sql`select id from search_documents order by id`),
          grams: await ids(sql`select rowid as id from search_term_grams order by rowid`),
          lettered: await ids(sql`select id from search_terms where term glob '*[^0-9]*' order by id`),
          numbers: await ids(sql`select id from search_terms where term not glob '*[^0-9]*'`),
          // The tokens FTS5 holds for the document: only the current description's word matches.
          plover: await ids(sql`select rowid as id from search_index where search_index match 'dplover'`),
          sandpiper: await ids(sql`select rowid as id from search_index where search_index match 'dsandpiper'`),
        };
      });
    const inStep = async () => {
      const now = await held();
      expect(now.index).to.deep.equal(now.documents);
      expect(now.grams).to.deep.equal(now.lettered);
      return now;
    };
    const bowl = await product('breakfast-bowl');
    const wader = { ...newProduct(bowl, 'prod_wader', 'Wader bowl'), description: 'A plover, 4417 of them.' };
    await f.platform.db.transaction((tx) => insertProduct(tx, wader));
    try {
      const inserted = await inStep();
      expect(inserted.plover).to.have.length(1);
      expect(inserted.numbers).to.have.length.greaterThan(0);
      await f.platform.db.transaction((tx) => saveProduct(tx, { ...wader, description: 'A sandpiper, 4418 of them.' }));
      const edited = await inStep();
      expect(edited.plover).to.deep.equal([]);
      expect(edited.sandpiper).to.deep.equal(inserted.plover);
      expect(edited.grams.length).to.equal(inserted.grams.length, 'plover out, sandpiper in');
    } finally {
      await f.platform.db.transaction((tx) => deleteProduct(tx, 'demo', 'prod_wader'));
    }
    const deleted = await inStep();
    expect(deleted.sandpiper).to.deep.equal([]);
  });

  it("keeps a PostgreSQL GIN index's pending list small and the tokens' statistics wide", async function () {
    if (f.platform.db.dialect !== 'postgres') this.skip();
    const { rows } = await sql<{ name: string; options: string[] | null }>`select c.relname as name,
      c.reloptions as options from pg_class c where c.relnamespace = current_schema()::regnamespace
      and c.relname in ('search_documents_tokens', 'search_terms_grams') order by c.relname`.execute(
      f.platform.db.kysely,
    );
    expect(rows).to.deep.equal([
      { name: 'search_documents_tokens', options: [`gin_pending_list_limit=${GIN_PENDING_LIST_KB}`] },
      { name: 'search_terms_grams', options: [`gin_pending_list_limit=${GIN_PENDING_LIST_KB}`] },
    ]);
    const { rows: statistics } = await sql<{ target: number }>`select a.attstattarget as target from pg_attribute a
      where a.attrelid = 'search_documents'::regclass and a.attname = 'tokens'`.execute(f.platform.db.kysely);
    expect(statistics).to.deep.equal([{ target: TOKENS_STATISTICS }]);
  });

  it("finds only the shop's own products and words", async () => {
    const answer = await f.call('GET', '/v2/products/search?q=letterpress', { key: f.platform.keys.legacy });
    expect(answer.body.data).to.deep.equal([]);
    expect(answer.body.didYouMean).to.equal(null);
    const laid = await f.call('GET', '/v2/products/search?q=laid', { key: f.platform.keys.legacy });
    expect(laid.body.data.map((p: { slug: string }) => p.slug)).to.deep.equal(['writing-pad']);
    expect((await f.call('GET', '/v2/products/search?q=laid')).body.data).to.deep.equal([]);
  });

  it('includes a price equal to either end of the range, in the answer currency and under a campaign', async () => {
    const campaign = `storefront=${f.platform.storefrontId}&currency=EUR`;
    const all = (await f.call('GET', `/v2/products/search?sort=price_asc&limit=200&${campaign}`)).body.data as Array<{
      slug: string;
      price: number;
    }>;
    const prices = all.map((p) => p.price);
    expect(prices).to.deep.equal([...prices].sort((a, b) => a - b));
    const towel = all.find((p) => p.slug === 'linen-tea-towel')!;
    const at = (min: number, max: number) =>
      f.call('GET', `/v2/products/search?q=linen&minPrice=${min}&maxPrice=${max}&${campaign}`);
    expect((await at(towel.price, towel.price)).body.data.map((p: { slug: string }) => p.slug)).to.deep.equal([
      'linen-tea-towel',
    ]);
    expect(
      (await at(towel.price + 1, towel.price + 100_000)).body.data.map((p: { slug: string }) => p.slug),
    ).to.not.include('linen-tea-towel');
    expect((await at(0, towel.price - 1)).body.data).to.deep.equal([]);
  });

  it('pages through every match across the tiers without repeats, whatever the page size', async () => {
    const whole = (await f.call('GET', '/v2/products/search?q=s&limit=200')).body.data.map((p: { id: string }) => p.id);
    expect(whole.length).to.be.greaterThan(6);
    // Pages that end inside a tier, at its end and one past it: each page's products are read with its tier(s).
    for (const limit of [1, 3, 4, 7]) {
      const paged: string[] = [];
      let cursor: string | null = null;
      do {
        const answer: { body: { data: Array<{ id: string }>; nextCursor: string | null } } = await f.call(
          'GET',
          `/v2/products/search?q=s&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(answer.body.data.length, `a page of ${limit}`).to.be.within(1, limit);
        paged.push(...answer.body.data.map((p) => p.id));
        cursor = answer.body.nextCursor;
      } while (cursor);
      expect(paged, `pages of ${limit}`).to.deep.equal(whole);
    }
  });

  it('ends the results after the thousandth', async () => {
    const cursor = Buffer.from('o:1000').toString('base64url');
    const answer = await f.call('GET', `/v2/products/search?cursor=${cursor}`);
    expect(answer.body.data).to.deep.equal([]);
    expect(answer.body.nextCursor).to.equal(null);
  });
});
