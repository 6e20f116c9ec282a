import { expect } from 'chai';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';

describe('platform: paging, filters and search', () => {
  let f: PlatformFixture;
  before(async () => {
    f = await startFixture();
  });
  after(() => f.close());

  it('walks every product with limit and cursor, ending with a null cursor', async () => {
    const ids: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const answer: { body: { data: { id: string }[]; nextCursor: string | null } } = await f.call(
        'GET',
        `/v2/products?limit=5${cursor ? `&cursor=${cursor}` : ''}`,
      );
      ids.push(...answer.body.data.map((p) => p.id));
      cursor = answer.body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).to.equal(5);
    expect(new Set(ids).size).to.equal(24);
  });

  it('defaults to 50 per page', async () => {
    const answer = await f.call('GET', '/v2/products');
    expect(answer.body.data).to.have.length(24);
    expect(answer.body.nextCursor).to.equal(null);
  });

  for (const limit of ['0', '201', 'ten', '-1', '2.5']) {
    it(`refuses limit=${limit}`, async () => {
      const answer = await f.call('GET', `/v2/products?limit=${limit}`);
      expect(answer.status).to.equal(400);
      expect(answer.body.error.details.field).to.equal('limit');
    });
  }

  it('refuses a cursor it did not hand out', async () => {
    const answer = await f.call('GET', '/v2/products?cursor=bm9wZQ');
    expect(answer.status).to.equal(400);
    expect(answer.body.error.details.field).to.equal('cursor');
  });

  it('filters by category and answers ids in the order asked', async () => {
    const lighting = await f.call('GET', '/v2/products?category=cat_4');
    expect(lighting.body.data.map((p: { categoryIds: string[] }) => p.categoryIds[0])).to.deep.equal(
      Array(5).fill('cat_4'),
    );
    const picked = await f.call('GET', '/v2/products?ids=prod_010,prod_003,prod_999');
    expect(picked.body.data.map((p: { id: string }) => p.id)).to.deep.equal(['prod_010', 'prod_003']);
  });

  it('searches by words, sorts by price and filters by a price range in the answer currency', async () => {
    const brass = await f.call('GET', '/v2/products/search?q=Brass');
    expect(brass.body.data.map((p: { slug: string }) => p.slug)).to.have.members(['brass-pen', 'brass-candle-holder']);
    const sorted = await f.call('GET', '/v2/products/search?sort=price_asc&limit=200');
    const prices = sorted.body.data.map((p: { price: number }) => p.price);
    expect(prices).to.deep.equal([...prices].sort((a: number, b: number) => a - b));
    const ranged = await f.call('GET', '/v2/products/search?minPrice=1000&maxPrice=2000&currency=EUR&sort=price_desc');
    for (const p of ranged.body.data) expect(p.price).to.be.within(1000, 2000);
    expect(ranged.body.data.length).to.be.greaterThan(0);
  });

  it('refuses an unknown sort and an inverted price range', async () => {
    expect((await f.call('GET', '/v2/products/search?sort=cheap')).status).to.equal(400);
    expect((await f.call('GET', '/v2/products/search?minPrice=500&maxPrice=100')).status).to.equal(400);
  });

  it('reads categories with product counts, by id and by slug', async () => {
    const list = await f.call('GET', '/v2/categories');
    expect(list.body.data.map((c: { productCount: number }) => c.productCount)).to.deep.equal([7, 6, 6, 5]);
    const bySlug = await f.call('GET', '/v2/categories/lighting');
    expect(bySlug.body.id).to.equal('cat_4');
  });
});
