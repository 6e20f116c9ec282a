import { expect } from 'chai';
import { createCookieJar } from '../../helpers/storage-contract.ts';
import { makeCart, makeCheckoutHandoff, makeProduct } from '../../helpers/fixtures.ts';
import { createTestClient, testConsentId } from '../../helpers/test-client.ts';

const urls = { successUrl: 'https://shop.example/thanks', backUrl: 'https://shop.example/cart' };
const GA = { _ga: 'GA1.1.123456789.1768478400', _ga_ABC123: 'GS2.1.s1768478402$o5$g1$t1768478500' };

describe('client on a server', () => {
  it('reports the server environment and the cookie accessor as persistent cookie storage', () => {
    const { accessor } = createCookieJar();
    const { client } = createTestClient({}, { storage: 'auto', cookies: accessor });
    expect(client.runtime).to.deep.equal({
      environment: 'server',
      storage: 'cookie',
      persistent: true,
      degraded: null,
    });
  });

  it("sees the browser's cart, currency and consent through an async accessor", async () => {
    const { accessor } = createCookieJar({
      async: true,
      initial: { shop_cart_id: 'cart_0001', shop_currency: 'EUR', shop_consent: 'v1.1.analytics.1768478400' },
    });
    const { client, fake } = createTestClient(
      { 'GET /v2/cart/*': { body: makeCart() }, 'GET /v2/products/*': { body: makeProduct() } },
      { storage: 'auto', cookies: accessor, currency: 'SEK' },
    );
    expect(client.currency).to.equal('SEK');
    expect((await client.cart.current())?.id).to.equal('cart_0001');
    await client.products.get('prod_mug');
    expect(fake.requests.map((request) => request.query.get('currency'))).to.deep.equal(['EUR', 'EUR']);
    expect((await client.consent.read()).categories.analytics).to.equal(true);
  });

  it('reports a stored currency synchronously through a sync accessor', () => {
    const { accessor } = createCookieJar({ initial: { shop_currency: 'USD' } });
    const { client } = createTestClient({}, { storage: 'auto', cookies: accessor });
    expect(client.currency).to.equal('USD');
  });

  it('hands the analytics ids from getAll() to the checkout when analytics is granted', async () => {
    const { accessor } = createCookieJar({ initial: { ...GA, shop_consent: 'v1.1.analytics.1768478400' } });
    const { client } = createTestClient(
      { 'POST /v2/checkout': { status: 201, body: makeCheckoutHandoff() } },
      { storage: 'auto', cookies: accessor },
    );
    const query = new URL((await client.checkout.start({ ...urls, cartId: 'cart_0001' })).url).searchParams;
    expect(Object.fromEntries(query)).to.deep.equal({
      currency: 'SEK',
      consentCategories: 'analytics',
      gaClientId: '123456789.1768478400',
      gaSessionId: '1768478402',
    });
  });

  it('keeps the analytics ids back when only marketing is granted', async () => {
    const { accessor } = createCookieJar({ initial: { ...GA, shop_consent: 'v1.1.marketing.1768478400' } });
    const { client } = createTestClient(
      { 'POST /v2/checkout': { status: 201, body: makeCheckoutHandoff() } },
      { storage: 'auto', cookies: accessor },
    );
    const query = new URL((await client.checkout.start({ ...urls, cartId: 'cart_0001' })).url).searchParams;
    expect(query.get('consentCategories')).to.equal('marketing');
    expect(query.has('gaClientId')).to.equal(false);
  });

  it('writes the remembered cart through the accessor with the configured attributes', async () => {
    const { accessor, writes } = createCookieJar();
    const { client } = createTestClient(
      { 'POST /v2/cart': { status: 201, body: makeCart() } },
      { storage: 'auto', cookies: accessor, cookieAttributes: { secure: true, domain: '.shop.example' } },
    );
    await client.cart.add({ productId: 'prod_mug' });
    expect(writes[0]).to.deep.equal({
      name: 'shop_cart_id',
      value: 'cart_0001',
      attributes: {
        path: '/',
        maxAge: 2592000,
        sameSite: 'lax',
        secure: true,
        httpOnly: false,
        domain: '.shop.example',
      },
    });
  });

  it('still works with a read-only accessor: the cart is created, the id is not kept', async () => {
    const { accessor } = createCookieJar({ readOnly: true });
    const { client } = createTestClient(
      { 'POST /v2/cart': { status: 201, body: makeCart() } },
      { storage: 'auto', cookies: accessor },
    );
    expect((await client.cart.add({ productId: 'prod_mug' })).id).to.equal('cart_0001');
    expect(await client.cart.id()).to.equal(null);
  });

  it('cannot redirect without a browser', async () => {
    const { client, fake } = createTestClient();
    const error = await client.checkout.redirect({ ...urls, cartId: 'c' }).catch((reason: unknown) => reason);
    expect(error).to.include({ name: 'ShopkitCheckoutError', reason: 'not_browser' });
    expect(fake.requests).to.have.length(0);
  });

  it('keeps the consent decision in the client storage when there is no accessor', async () => {
    const { client, storage } = createTestClient({}, { consent: { revision: 3, cookieName: 'my_consent' } });
    await client.consent.write({ analytics: true, marketing: false });
    expect(await storage.get('my_consent')).to.equal(`v2.3.analytics.1768478400.${testConsentId(1)}`);
  });

  it('drops the accessor in a withStorage copy', async () => {
    const { accessor } = createCookieJar({ initial: { shop_cart_id: 'cart_0001' } });
    const { client } = createTestClient({}, { storage: 'auto', cookies: accessor });
    const { createMemoryStorage } = await import('../../../src/storage/memory-storage.ts');
    expect(await client.withStorage(createMemoryStorage()).cart.id()).to.equal(null);
  });
});
