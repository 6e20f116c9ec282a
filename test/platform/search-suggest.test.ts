// GET /v2/search/suggest: while a shopper types, the first products (priced in the asked currency), the categories
// whose names hold the words, completions that each find something, "did you mean" when nothing matches, and a short
// browser cache. On the engine the suite runs on (SQLite, or PostgreSQL in the postgres step).
import { expect } from 'chai';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';

describe('platform: search suggestions', () => {
  let f: PlatformFixture;
  before(async () => {
    f = await startFixture();
  });
  after(() => f.close());

  const suggest = (query: string, extra = '') =>
    f.call('GET', `/v2/search/suggest?q=${encodeURIComponent(query)}${extra}`);

  it('suggests products, completions of the word being typed, and caches briefly', async () => {
    const answer = await suggest('sto');
    expect(answer.status).to.equal(200);
    expect(answer.headers.get('cache-control')).to.equal('private, max-age=30');
    expect(answer.body.products.map((p: { slug: string }) => p.slug)).to.deep.equal([
      'stoneware-mug',
      'linen-tea-towel',
      'salt-cellar',
      'enamel-kettle',
    ]);
    expect(answer.body.queries.slice(0, 3)).to.deep.equal(['stoneware', 'stonewashed', 'stovetop']);
    expect(answer.body.didYouMean).to.equal(null);
  });

  it('completes with the words one typo away, as they are written', async () => {
    expect((await suggest('stonwa')).body.queries).to.deep.equal(['stoneware', 'stonewashed']);
    expect((await suggest('tradg')).body.queries).to.deep.equal(['trädgårdslykta']);
  });

  it('offers completions after other words only where they find something together', async () => {
    const { queries } = (await suggest('linen c')).body as { queries: string[] };
    expect(queries.length).to.be.greaterThan(0);
    for (const query of queries) {
      expect(query.startsWith('linen c'), query).to.equal(true);
      const found = await f.call('GET', `/v2/products/search?q=${encodeURIComponent(query)}%20`);
      expect(found.body.data.length, query).to.be.greaterThan(0);
    }
  });

  it('offers completions within a category only where they find something in it', async () => {
    const everywhere = (await suggest('s')).body.queries as string[];
    const { queries } = (await suggest('s', '&category=textiles')).body as { queries: string[] };
    expect(queries.length).to.be.greaterThan(0);
    expect(queries).to.not.deep.equal(everywhere);
    for (const query of queries) {
      const found = await f.call('GET', `/v2/products/search?q=${encodeURIComponent(query)}%20&category=textiles`);
      expect(found.body.data.length, query).to.be.greaterThan(0);
    }
  });

  it('suggests the categories whose names hold every word', async () => {
    const answer = await suggest('kit');
    expect(answer.body.categories).to.deep.equal([{ id: 'cat_1', slug: 'kitchen', name: 'Kitchen' }]);
    expect(answer.body.products).to.have.length(5);
    expect((await suggest('kitchen mug')).body.categories).to.deep.equal([]);
  });

  it('suggests a renamed category by its new name at once, and no longer by its old one', async () => {
    const kitchen = { id: 'cat_1', slug: 'kitchen', name: 'Kitchen' };
    expect((await suggest('kit')).body.categories).to.deep.equal([kitchen]);
    const renamed = await f.admin('PATCH', '/admin/shops/demo/categories/cat_1', { name: 'Cookware' });
    expect(renamed.status).to.equal(200);
    try {
      expect((await suggest('cookw')).body.categories).to.deep.equal([{ ...kitchen, name: 'Cookware' }]);
      expect((await suggest('kitchen')).body.categories).to.deep.equal([]);
    } finally {
      await f.admin('PATCH', '/admin/shops/demo/categories/cat_1', { name: 'Kitchen' });
    }
    expect((await suggest('kit')).body.categories).to.deep.equal([kitchen]);
  });

  it('prices the products in the asked currency, as the product read does', async () => {
    const answer = await suggest('wool throw', '&currency=EUR&limit=1');
    expect(answer.body.products).to.have.length(1);
    const [suggested] = answer.body.products;
    const product = (await f.call('GET', '/v2/products/by-slug/wool-throw?currency=EUR')).body;
    expect(suggested).to.deep.equal({
      id: product.id,
      slug: 'wool-throw',
      name: 'Wool Throw',
      currency: 'EUR',
      price: product.price,
      compareAtPrice: product.compareAtPrice,
      available: true,
      image: product.images[0],
    });
  });

  it('says what was meant when nothing matches', async () => {
    const answer = await suggest('lanp');
    expect(answer.body).to.deep.include({ products: [], categories: [], didYouMean: 'lamp' });
  });

  it('reads like a search: through db.read, with no transaction of its own on PostgreSQL', async () => {
    const { db } = f.platform;
    const calls = { read: 0, transaction: 0 };
    const [read, transaction] = [db.read, db.transaction];
    const spied = db as { -readonly [K in keyof typeof db]: (typeof db)[K] };
    spied.read = (work) => {
      calls.read++;
      return read(work);
    };
    spied.transaction = (work) => {
      calls.transaction++;
      return transaction(work);
    };
    try {
      expect((await suggest('stonewa')).body.products.length).to.be.greaterThan(0);
    } finally {
      [spied.read, spied.transaction] = [read, transaction];
    }
    // On SQLite db.read is itself a transaction (every statement shares one connection).
    expect(calls).to.deep.equal({ read: 1, transaction: db.dialect === 'postgres' ? 0 : 1 });
  });

  it('refuses a limit above ten, naming it', async () => {
    const answer = await suggest('mug', '&limit=11');
    expect(answer.status).to.equal(400);
    expect(answer.body.error.details.field).to.equal('limit');
  });
});
