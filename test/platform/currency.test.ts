import { expect } from 'chai';
import { CURRENCY_CASES, DEMO_SHOP_CURRENCIES } from '../helpers/currency-cases.ts';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';

describe('platform: currencies', () => {
  let f: PlatformFixture;
  before(async () => {
    f = await startFixture();
  });
  after(() => f.close());

  it('offers the currencies the shared currency table assumes', async () => {
    const { body } = await f.call('GET', '/v2/shop');
    expect({ baseCurrency: body.baseCurrency, currencies: body.currencies }).to.deep.equal(DEMO_SHOP_CURRENCIES);
  });

  for (const c of CURRENCY_CASES) {
    it(`resolves ?currency= like describeCurrency: ${c.name}`, async () => {
      const query = c.selected === null ? '' : `?currency=${c.selected}`;
      const shop = await f.call('GET', `/v2/shop${query}`);
      const product = await f.call('GET', `/v2/products/prod_002${query}`);
      expect(shop.body.currency).to.equal(c.expected.code);
      expect(product.body.currency).to.equal(c.expected.code);
    });
  }

  it('converts prices with the offer rate and rounds to minor units', async () => {
    const sek = await f.call('GET', '/v2/products/prod_002');
    const eur = await f.call('GET', '/v2/products/prod_002?currency=EUR');
    expect(sek.body.price).to.equal(22900);
    expect(eur.body.price).to.equal(Math.round(22900 * 0.087));
    expect(eur.body.variants[0].price).to.equal(eur.body.price);
  });

  it('uses exponent 0 for JPY (legacy shop, base EUR)', async () => {
    const key = f.platform.keys.legacy;
    const eur = await f.call('GET', '/v2/products/prod_102', { key });
    const jpy = await f.call('GET', '/v2/products/prod_102?currency=JPY', { key });
    expect(eur.body.price).to.equal(1200);
    expect(jpy.body).to.include({ currency: 'JPY', price: 12 * 162 });
    const shop = await f.call('GET', '/v2/shop', { key });
    expect(shop.body.currencies.find((o: { code: string }) => o.code === 'JPY').exponent).to.equal(0);
  });

  it('reprices a cart on every read in the requested currency', async () => {
    const created = await f.call('POST', '/v2/cart', { body: { items: [{ productId: 'prod_002', quantity: 3 }] } });
    const usd = await f.call('GET', `/v2/cart/${created.body.id}?currency=usd`);
    expect(created.body).to.include({ currency: 'SEK', subtotal: 68700, total: 68700, vatTotal: 13740 });
    expect(usd.body.currency).to.equal('USD');
    expect(usd.body.items[0].unitPrice).to.equal(Math.round(22900 * 0.094));
    expect(usd.body.subtotal).to.equal(usd.body.items[0].unitPrice * 3);
  });

  it('charges a display-only currency in the base currency and a charge currency as asked', async () => {
    const cart = await f.call('POST', '/v2/cart', { body: { items: [{ productId: 'prod_002' }] } });
    const urls = { successUrl: 'http://127.0.0.1:9/ok', backUrl: 'http://127.0.0.1:9/cart' };
    const usd = await f.call('POST', '/v2/checkout', { body: { cartId: cart.body.id, currency: 'USD', ...urls } });
    const eur = await f.call('POST', '/v2/checkout', { body: { cartId: cart.body.id, currency: 'eur', ...urls } });
    expect(usd.body.currency).to.equal('SEK');
    expect(eur.body.currency).to.equal('EUR');
    const session = await f.call('GET', `/v2/checkout/${eur.body.sessionId}`);
    expect(session.body.total).to.equal(Math.round(22900 * 0.087));
  });

  it('refuses a malformed currency with a 400 naming the field and value', async () => {
    const answer = await f.call('GET', '/v2/products?currency=EURO');
    expect(answer.status).to.equal(400);
    expect(answer.body.error.message).to.contain('currency').and.to.contain('"EURO"');
  });
});

describe('platform: campaign storefronts', () => {
  let f: PlatformFixture;
  let sf: string;
  before(async () => {
    f = await startFixture();
    sf = f.platform.storefrontId;
  });
  after(() => f.close());

  it('prices product reads for the campaign, with the regular price as compareAtPrice', async () => {
    const regular = await f.call('GET', '/v2/products/prod_002');
    const campaign = await f.call('GET', `/v2/products/prod_002?storefront=${sf.toLowerCase()}`);
    expect(campaign.body.price).to.equal(18300);
    expect(campaign.body.compareAtPrice).to.equal(regular.body.price);
    const outside = await f.call('GET', `/v2/products/prod_020?storefront=${sf}`);
    expect(outside.body.price).to.equal(89900);
  });

  it('binds a created cart to the campaign and attributes its checkout', async () => {
    const cart = await f.call('POST', '/v2/cart', {
      body: { items: [{ productId: 'prod_002' }], storefront: { id: sf, surface: 'link' } },
    });
    expect(cart.body.storefront).to.deep.equal({ id: sf, surface: 'link' });
    expect(cart.body.items[0].unitPrice).to.equal(18300);
    const handoff = await f.call('POST', '/v2/checkout', {
      body: { cartId: cart.body.id, successUrl: 'http://127.0.0.1:9/ok', backUrl: 'http://127.0.0.1:9/' },
    });
    const session = await f.call('GET', `/v2/checkout/${handoff.body.sessionId}`);
    expect(session.body.storefront).to.deep.equal({ id: sf, surface: 'link' });
    expect(session.body.total).to.equal(18300);
  });

  it('names the campaign on the shop read', async () => {
    const shop = await f.call('GET', `/v2/shop?storefront=${sf}&surface=embed`);
    expect(shop.body.storefront).to.deep.equal({ id: sf, name: 'Winter Market', surface: 'embed', active: true });
  });

  it('answers 404 for a well-formed unknown storefront and 400 for a malformed one', async () => {
    const unknown = await f.call('GET', '/v2/products/prod_002?storefront=sf_00000000000000000000000000');
    const malformed = await f.call('GET', '/v2/products/prod_002?storefront=sf_nope');
    expect(unknown.status).to.equal(404);
    expect(malformed.status).to.equal(400);
    expect(malformed.body.error.details.field).to.equal('storefront');
  });
});
