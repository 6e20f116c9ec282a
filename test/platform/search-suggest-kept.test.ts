// The suggestions the platform keeps per process (state/shop-reads.ts, api/search-routes.ts): an answer is kept by
// shop, currency and what was asked, and every committed change to what an answer shows (a product's price or name,
// a stock level changed by the back office or taken by an order) is seen by the next keystroke. A change that nothing
// signals is not, which is what shows the answer was kept. On the engine the suite runs on (SQLite, or PostgreSQL in
// the postgres step).
import { expect } from 'chai';
import { saveProduct } from '../../demo/platform/repo/product-writes.ts';
import { findProductBySlug } from '../../demo/platform/repo/products.ts';
import { setStockBySku, takeStock } from '../../demo/platform/repo/variants.ts';
import type { ProductRecord } from '../../demo/platform/state/types.ts';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';

interface Shown {
  slug: string;
  price: number;
  currency: string;
  available: boolean;
}

describe('platform: the suggestions kept per process', () => {
  let f: PlatformFixture;
  let bowl: ProductRecord;
  before(async () => {
    f = await startFixture();
    bowl = (await f.platform.db.transaction((tx) => findProductBySlug(tx, 'demo', 'breakfast-bowl')))!;
  });
  after(() => f.close());
  afterEach(() => f.platform.db.transaction((tx) => saveProduct(tx, bowl)));

  const shownBowl = async (extra = ''): Promise<Shown> => {
    const answer = await f.call('GET', `/v2/search/suggest?q=breakfast${extra}`);
    expect(answer.status).to.equal(200);
    const found = (answer.body.products as Shown[]).find((product) => product.slug === 'breakfast-bowl');
    expect(found, 'the bowl is suggested').to.not.equal(undefined);
    return found!;
  };
  const variant = () => bowl.variants[0]!;

  it('keeps an answer until a change it is told of', async () => {
    const before = await shownBowl();
    // A write past the repo's writers signals nothing: the kept answer still shows the old price.
    await f.platform.db.kysely.updateTable('variants').set({ price: 999 }).where('id', '=', variant().id).execute();
    expect((await shownBowl()).price).to.equal(before.price);
    await f.platform.db.transaction((tx) =>
      saveProduct(tx, { ...bowl, variants: [{ ...variant(), price: 999 }, ...bowl.variants.slice(1)] }),
    );
    expect((await shownBowl()).price).to.equal(999);
  });

  it('keeps answers apart by currency', async () => {
    const base = await shownBowl();
    const euro = await shownBowl('&currency=EUR');
    expect([base.currency, euro.currency]).to.deep.equal(['SEK', 'EUR']);
    expect(euro.price).to.not.equal(base.price);
    expect((await shownBowl()).currency).to.equal('SEK');
  });

  it('shows a stock level set by the back office at once', async () => {
    expect((await shownBowl()).available).to.equal(true);
    await f.platform.db.transaction(async (tx) => {
      for (const { sku } of bowl.variants) expect(await setStockBySku(tx, 'demo', sku, 0)).to.equal(true);
    });
    expect((await shownBowl()).available).to.equal(false);
  });

  it('shows the stock an order took at once', async () => {
    const [only] = bowl.variants;
    expect(bowl.variants).to.have.length(1);
    expect((await shownBowl()).available).to.equal(true);
    await f.platform.db.transaction(async (tx) => {
      expect(await takeStock(tx, 'demo', only!.id, only!.stock!)).to.equal(true);
    });
    expect((await shownBowl()).available).to.equal(false);
  });
});
