import { expect } from 'chai';
import { ShopkitConfigError } from '../../../src/index.ts';
import { makeCheckoutHandoff, makeCheckoutSession } from '../../helpers/fixtures.ts';
import { createTestClient, rejectionOf } from '../../helpers/test-client.ts';

const urls = { successUrl: 'https://shop.example/thanks', backUrl: 'https://shop.example/p/mug' };
const handoff = { 'POST /v2/checkout': { status: 201, body: makeCheckoutHandoff() } };

describe('checkout.start with items (buy now)', () => {
  it('posts the lines instead of a cart id and leaves the remembered cart alone', async () => {
    const { client, fake, storage } = createTestClient(handoff);
    await storage.set('shop_cart_id', 'cart_0001', { maxAge: 60 });
    await client.checkout.start({
      ...urls,
      items: [{ productId: 'prod_mug', variantId: 'var_mug_default', quantity: 2 }],
    });
    expect(fake.requests).to.have.length(1);
    expect(fake.requests[0]!.body).to.deep.equal({
      items: [{ productId: 'prod_mug', variantId: 'var_mug_default', quantity: 2 }],
      ...urls,
    });
    expect(await client.cart.id()).to.equal('cart_0001');
    expect(await storage.get('shop_checkout_session')).to.equal('cs_0001');
  });

  it('carries the same handoff parameters as a cart checkout', async () => {
    const { client } = createTestClient(
      { 'POST /v2/checkout': { status: 201, body: makeCheckoutHandoff({ currency: 'EUR' }) } },
      { currency: 'EUR' },
    );
    await client.consent.write({ analytics: false, marketing: true });
    const { url } = await client.checkout.start({ ...urls, items: [{ productId: 'prod_mug' }] });
    expect(url).to.equal('https://checkout.shopkit.app/session/cs_0001?currency=EUR&consentCategories=marketing');
  });

  it('keeps the remembered cart when the buy-now session is confirmed as paid', async () => {
    const paid = makeCheckoutSession({ status: 'paid', orderNumber: '1001', cartId: 'cart_buy_now' });
    const { client, storage } = createTestClient({ ...handoff, 'GET /v2/checkout/*': { body: paid } });
    await storage.set('shop_cart_id', 'cart_0001', { maxAge: 60 });
    await client.checkout.start({ ...urls, items: [{ productId: 'prod_mug' }] });
    expect((await client.checkout.confirm({ orderNumber: '1001', waitMs: 0 })).status).to.equal('confirmed');
    expect(await client.cart.id()).to.equal('cart_0001');
  });

  const bad: Array<[string, unknown, string]> = [
    ['an empty list', [], 'checkout.start items'],
    ['a line without a product', [{ quantity: 1 }], 'checkout.start items[0].productId'],
    ['a quantity of 0', [{ productId: 'prod_mug', quantity: 0 }], 'checkout.start items[0].quantity'],
    ['an empty variant id', [{ productId: 'prod_mug', variantId: '' }], 'checkout.start items[0].variantId'],
    ['101 lines', Array.from({ length: 101 }, () => ({ productId: 'p' })), 'checkout.start items'],
  ];
  for (const [what, items, field] of bad) {
    it(`refuses ${what} before any request, naming ${field}`, async () => {
      const { client, fake } = createTestClient(handoff);
      const error = await rejectionOf(client.checkout.start({ ...urls, items: items as never }));
      expect(error).to.be.instanceOf(ShopkitConfigError).and.include({ field });
      expect(fake.requests).to.have.length(0);
    });
  }

  it('never quotes the credentials of a refused embedOrigin', async () => {
    const { client } = createTestClient(handoff);
    const error = await rejectionOf(
      client.checkout.start({ ...urls, cartId: 'c', embedOrigin: 'https://ann:s3cret@shop.example' }),
    );
    expect(error.message).to.contain('"https://…@shop.example"').and.not.contain('s3cret');
  });

  it('refuses items together with a cart id', async () => {
    const { client } = createTestClient(handoff);
    const error = await rejectionOf(client.checkout.start({ ...urls, cartId: 'c', items: [{ productId: 'p' }] }));
    expect(error).to.be.instanceOf(ShopkitConfigError);
    expect(error.message).to.equal('checkout.start items: give either cartId or items, not both');
  });
});

describe('checkout.start with embedOrigin', () => {
  it('sends the origin in its canonical form', async () => {
    const { client, fake } = createTestClient(handoff);
    await client.checkout.start({ ...urls, cartId: 'cart_0001', embedOrigin: 'https://Shop.Example/' });
    expect(fake.requests[0]!.body).to.deep.include({ embedOrigin: 'https://shop.example' });
  });

  for (const origin of ['https://shop.example/checkout', 'ftp://shop.example', 'https://shop.example?x', 'null']) {
    it(`refuses ${origin}, quoting it`, async () => {
      const { client, fake } = createTestClient(handoff);
      const error = await rejectionOf(client.checkout.start({ ...urls, cartId: 'c', embedOrigin: origin }));
      expect(error).to.be.instanceOf(ShopkitConfigError).and.include({ field: 'checkout.start embedOrigin' });
      expect(error.message).to.contain(JSON.stringify(origin));
      expect(fake.requests).to.have.length(0);
    });
  }
});
