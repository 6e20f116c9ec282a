import { expect } from 'chai';
import { ShopkitHttpError, ShopkitScopeError } from '../../../src/index.ts';
import { MONEY_FORMATS } from '../../helpers/money-format-cases.ts';
import { errorReply } from '../../helpers/fake-fetch.ts';
import { STOREFRONT_ID, makeCategory, makeProduct, makeShop } from '../../helpers/fixtures.ts';
import { createTestClient, rejectionOf } from '../../helpers/test-client.ts';

const page = { data: [makeProduct()], nextCursor: 'c2' };

describe('client reads', () => {
  it('lists products with paging and no currency when none applies', async () => {
    const { client, fake } = createTestClient({ 'GET /v2/products': { body: page } });
    expect(
      await client.products.list({ limit: 10, cursor: 'c1', category: 'cat_kitchen', ids: ['a', 'b'] }),
    ).to.deep.equal(page);
    expect(fake.requests[0]!.url).to.equal(
      'https://api.test/v2/products?limit=10&cursor=c1&category=cat_kitchen&ids=a%2Cb',
    );
  });

  it('sends the configured currency on product reads, and a per-call currency wins', async () => {
    const { client, fake } = createTestClient({ 'GET /v2/products/*': { body: makeProduct() } }, { currency: 'eur' });
    await client.products.get('prod_mug');
    await client.products.get('prod_mug', { currency: 'usd' });
    await client.products.get('prod_mug', { currency: null });
    expect(fake.requests.map((request) => request.query.get('currency'))).to.deep.equal(['EUR', 'USD', null]);
  });

  it('reads a product by slug and a missing or gone product as null', async () => {
    const { client, fake } = createTestClient({
      'GET /v2/products/by-slug/*': [{ body: makeProduct() }, errorReply(404, 'not_found')],
      'GET /v2/products/*': errorReply(410, 'gone'),
    });
    expect((await client.products.getBySlug('mug'))?.slug).to.equal('mug');
    expect(await client.products.getBySlug('nope')).to.equal(null);
    expect(await client.products.get('prod_old')).to.equal(null);
    expect(fake.requests[0]!.path).to.equal('/v2/products/by-slug/mug');
  });

  it('asks the product reads for their money format in the locale named, and gives it with the answer', async () => {
    const format = { ...MONEY_FORMATS[3]!, locale: 'en-NZ', currency: 'NZD' };
    const { client, fake } = createTestClient({
      'GET /v2/products': { body: { ...page, format } },
      'GET /v2/products/*': { body: makeProduct() },
      'GET /v2/products/search': { body: page },
    });
    const listed = await client.products.list({ limit: 1 }, { locale: 'en-NZ' });
    await client.products.get('prod_mug', { locale: 'en-NZ' });
    await client.products.getBySlug('mug', { locale: null });
    await client.products.search({ query: 'mug' }, { locale: 'en-NZ' });
    expect(fake.requests.map((request) => request.query.get('locale'))).to.deep.equal(['en-NZ', 'en-NZ', null, null]);
    expect(listed.format).to.deep.equal(format);
  });

  it('escapes ids in paths', async () => {
    const { client, fake } = createTestClient({ 'GET /v2/products/*': { body: makeProduct() } });
    await client.products.get('a/b?c');
    expect(fake.requests[0]!.path).to.equal('/v2/products/a%2Fb%3Fc');
  });

  it('searches with the wire names of every parameter', async () => {
    const { client, fake } = createTestClient({ 'GET /v2/products/search': { body: page } });
    await client.products.search({
      query: 'mug',
      categoryId: 'cat_kitchen',
      sortBy: 'price_asc',
      minPrice: 100,
      maxPrice: 9900,
      limit: 5,
      cursor: 'x',
    });
    expect(Object.fromEntries(fake.requests[0]!.query)).to.deep.equal({
      q: 'mug',
      category: 'cat_kitchen',
      sort: 'price_asc',
      minPrice: '100',
      maxPrice: '9900',
      limit: '5',
      cursor: 'x',
    });
  });

  it('asks for suggestions with the wire names, the currency and the campaign', async () => {
    const suggestions = { query: 'sto', products: [], categories: [], queries: ['stoneware'], didYouMean: null };
    const { client, fake } = createTestClient(
      { 'GET /v2/search/suggest': { body: suggestions } },
      { currency: 'eur', storefront: { id: STOREFRONT_ID } },
    );
    expect(await client.products.suggest({ query: 'sto', limit: 3, categoryId: 'kitchen' })).to.deep.equal(suggestions);
    expect(await client.products.suggest({ query: 'mug' }, { currency: null })).to.deep.equal(suggestions);
    expect(fake.requests.map((request) => request.url)).to.deep.equal([
      `https://api.test/v2/search/suggest?q=sto&limit=3&category=kitchen&currency=EUR&storefront=${STOREFRONT_ID}`,
      `https://api.test/v2/search/suggest?q=mug&storefront=${STOREFRONT_ID}`,
    ]);
  });

  it('surfaces other errors of a product read', async () => {
    const { client } = createTestClient({ 'GET /v2/products/*': errorReply(400, 'invalid_request') });
    expect(await rejectionOf(client.products.get('x')))
      .to.be.instanceOf(ShopkitHttpError)
      .and.include({ status: 400 });
  });

  it('lists and gets categories without currency', async () => {
    const { client, fake } = createTestClient(
      {
        'GET /v2/categories': { body: { data: [makeCategory()] } },
        'GET /v2/categories/*': errorReply(404, 'not_found'),
      },
      { currency: 'EUR' },
    );
    expect(await client.categories.list()).to.deep.equal([makeCategory()]);
    expect(await client.categories.get('cat_missing')).to.equal(null);
    expect(fake.requests.every((request) => !request.query.has('currency'))).to.equal(true);
  });

  it('reads the shop with currency and campaign', async () => {
    const { client, fake } = createTestClient(
      { 'GET /v2/shop': { body: makeShop() } },
      { currency: 'EUR', storefrontId: STOREFRONT_ID },
    );
    expect(await client.shop.get()).to.deep.equal(makeShop());
    expect(Object.fromEntries(fake.requests[0]!.query)).to.deep.equal({ currency: 'EUR', storefront: STOREFRONT_ID });
  });

  it('adds storefront= to product reads of a campaign client', async () => {
    const { client, fake } = createTestClient(
      { 'GET /v2/products': { body: page } },
      { storefront: { id: STOREFRONT_ID, surface: 'embed' } },
    );
    await client.products.list();
    expect(fake.requests[0]!.query.get('storefront')).to.equal(STOREFRONT_ID);
  });

  it('throws a ShopkitScopeError before sending a read the scopes do not cover', async () => {
    const { client, fake } = createTestClient({}, { scopes: ['cart:read'] });
    expect(await rejectionOf(client.products.list()))
      .to.be.instanceOf(ShopkitScopeError)
      .and.include({ scope: 'products:read', operation: 'products.list' });
    expect(await rejectionOf(client.shop.get())).to.be.instanceOf(ShopkitScopeError);
    expect(fake.requests).to.have.length(0);
  });

  it("passes the caller's signal on", async () => {
    const { client, fake } = createTestClient({ 'GET /v2/shop': { hang: true } });
    const controller = new AbortController();
    const pending = rejectionOf(client.shop.get({ signal: controller.signal }));
    await Promise.resolve();
    controller.abort();
    expect((await pending).name).to.equal('AbortError');
    expect(fake.requests).to.have.length(1);
  });
});
