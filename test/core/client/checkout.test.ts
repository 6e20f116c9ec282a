import { expect } from 'chai';
import { DEFAULT_CHECKOUT_URL, ShopkitCheckoutError, ShopkitConfigError, type Cart } from '../../../src/index.ts';
import { readAnalyticsIds } from '../../../src/resources/analytics-ids.ts';
import { errorReply } from '../../helpers/fake-fetch.ts';
import { STOREFRONT_ID, makeCheckoutHandoff, makeCheckoutSession } from '../../helpers/fixtures.ts';
import { createTestClient, rejectionOf } from '../../helpers/test-client.ts';

const urls = { successUrl: 'https://shop.example/thanks', backUrl: 'https://shop.example/cart' };
const handoff = makeCheckoutHandoff();
const legacy = makeCheckoutHandoff({
  checkout: 'legacy',
  url: 'https://checkout.shopkit.app/legacy/4711/checkout?session=cs_0001',
});

describe('checkout.start', () => {
  it('posts the remembered cart and returns the URL with currency and an empty consent list', async () => {
    const { client, fake, storage } = createTestClient({ 'POST /v2/checkout': { status: 201, body: handoff } });
    await storage.set('shop_cart_id', 'cart_0001', { maxAge: 60 });
    const started = await client.checkout.start(urls);
    expect(fake.requests[0]!.body).to.deep.equal({ cartId: 'cart_0001', ...urls });
    expect(fake.requests[0]!.headers['idempotency-key']).to.be.a('string');
    expect(started).to.deep.equal({
      ...handoff,
      url: 'https://checkout.shopkit.app/session/cs_0001?currency=SEK&consentCategories=',
    });
  });

  it('remembers the session and the numeric store id', async () => {
    const { client, storage } = createTestClient({ 'POST /v2/checkout': { status: 201, body: handoff } });
    await client.checkout.start({ ...urls, cartId: 'cart_0001' });
    expect(await storage.get('shop_checkout_session')).to.equal('cs_0001');
    expect(await storage.get('shop_checkout_store')).to.equal('4711');
  });

  it('sends a per-call currency and the campaign, and attributes the URL', async () => {
    const { client, fake } = createTestClient(
      { 'POST /v2/checkout': { status: 201, body: makeCheckoutHandoff({ currency: 'EUR' }) } },
      { storefront: { id: STOREFRONT_ID, surface: 'link' } },
    );
    const started = await client.checkout.start({ ...urls, cartId: 'cart_0001', currency: 'eur' });
    expect(fake.requests[0]!.body).to.deep.include({
      currency: 'EUR',
      storefront: { id: STOREFRONT_ID, surface: 'link' },
    });
    const query = new URL(started.url).searchParams;
    expect([query.get('currency'), query.get('storefront'), query.get('surface')]).to.deep.equal([
      'EUR',
      STOREFRONT_ID,
      'link',
    ]);
  });

  it('hands the shopper locale to the hosted checkout in its canonical form, and no locale when none is given', async () => {
    const { client, fake } = createTestClient({ 'POST /v2/checkout': { status: 201, body: handoff } });
    const started = await client.checkout.start({ ...urls, cartId: 'cart_0001', locale: 'sv-se' });
    expect(new URL(started.url).searchParams.get('locale')).to.equal('sv-SE');
    expect(fake.requests[0]!.body).not.to.have.property('locale');
    const plain = await client.checkout.start({ ...urls, cartId: 'cart_0001' });
    expect(new URL(plain.url).searchParams.has('locale')).to.equal(false);
  });

  it('refuses a malformed locale before any request, naming it', async () => {
    const { client, fake } = createTestClient({ 'POST /v2/checkout': { status: 201, body: handoff } });
    const error = await rejectionOf(client.checkout.start({ ...urls, cartId: 'cart_0001', locale: 'en_US!' }));
    expect(error).to.be.instanceOf(ShopkitConfigError);
    expect((error as ShopkitConfigError).field).to.equal('checkout.start locale');
    expect(fake.requests).to.have.length(0);
  });

  it('lets an explicit checkoutUrl replace the origin of a v2 handoff, keeping path and query', async () => {
    const { client } = createTestClient(
      {
        'POST /v2/checkout': {
          status: 201,
          body: makeCheckoutHandoff({ url: 'https://checkout.shopkit.app/session/cs_0001?x=1' }),
        },
      },
      { checkoutUrl: 'https://pay.merchant.example/checkout/' },
    );
    const { url } = await client.checkout.start({ ...urls, cartId: 'cart_0001' });
    expect(url).to.equal('https://pay.merchant.example/checkout/session/cs_0001?x=1&currency=SEK&consentCategories=');
  });

  it('ignores checkoutUrl for a legacy-checkout shop', async () => {
    const { client } = createTestClient(
      { 'POST /v2/checkout': { status: 201, body: legacy } },
      { checkoutUrl: 'https://pay.merchant.example' },
    );
    const { url } = await client.checkout.start({ ...urls, cartId: 'cart_0001' });
    expect(new URL(url).origin).to.equal('https://checkout.shopkit.app');
    expect(new URL(url).searchParams.get('session')).to.equal('cs_0001');
  });

  it('carries the consent decision and the analytics ids when analytics is granted', async () => {
    const { client, storage } = createTestClient({ 'POST /v2/checkout': { status: 201, body: handoff } });
    await client.consent.write({ analytics: true, marketing: true });
    await storage.set('shop_cart_id', 'cart_0001', { maxAge: 60 });
    const query = new URL((await client.checkout.start(urls)).url).searchParams;
    expect(query.get('consentCategories')).to.equal('analytics,marketing');
  });

  it('appends nothing about consent with consent: false', async () => {
    const { client } = createTestClient({ 'POST /v2/checkout': { status: 201, body: handoff } }, { consent: false });
    const { url } = await client.checkout.start({ ...urls, cartId: 'cart_0001' });
    expect(url).to.equal('https://checkout.shopkit.app/session/cs_0001?currency=SEK');
  });

  it('refuses to start without a cart, before any request', async () => {
    const { client, fake } = createTestClient();
    expect(await rejectionOf(client.checkout.start(urls)))
      .to.be.instanceOf(ShopkitCheckoutError)
      .and.include({ reason: 'no_cart' });
    expect(fake.requests).to.have.length(0);
  });

  it('refuses a return URL that is not absolute http(s), naming it', async () => {
    const { client } = createTestClient();
    const error = await rejectionOf(client.checkout.start({ ...urls, successUrl: 'javascript:alert(1)', cartId: 'c' }));
    expect(error).to.be.instanceOf(ShopkitConfigError);
    expect(error.message).to.contain('successUrl');
  });

  it('refuses a handoff URL on an untrusted origin and remembers nothing', async () => {
    const { client, storage } = createTestClient({
      'POST /v2/checkout': { status: 201, body: makeCheckoutHandoff({ url: 'https://evil.example/session/cs_0001' }) },
    });
    expect(await rejectionOf(client.checkout.start({ ...urls, cartId: 'c' })))
      .to.be.instanceOf(ShopkitCheckoutError)
      .and.include({ reason: 'untrusted_origin' });
    expect((await storage.get('shop_checkout_session')) ?? null).to.equal(null);
  });
});

describe('checkout.validateUrl', () => {
  const { client } = createTestClient({}, { checkoutUrl: 'http://127.0.0.1:4100' });
  it('accepts the default and the configured origin, loopback http included', () => {
    expect(client.checkout.validateUrl(`${DEFAULT_CHECKOUT_URL}/session/x`, 'v2')).to.equal(
      'https://checkout.shopkit.app/session/x',
    );
    expect(client.checkout.validateUrl('http://127.0.0.1:4100/legacy/1/checkout?session=x', 'legacy')).to.contain(
      '127.0.0.1:4100',
    );
  });
  const bad: Array<[string, string]> = [
    ['javascript:alert(1)', 'unsafe_url'],
    ['http://checkout.shopkit.app/session/x', 'unsafe_url'],
    ['https://user:pw@checkout.shopkit.app/session/x', 'unsafe_url'],
    ['https://checkout.shopkit.app.evil.example/x', 'untrusted_origin'],
    ['not a url', 'invalid_url'],
  ];
  for (const [url, reason] of bad) {
    it(`refuses ${url} (${reason})`, () => {
      expect(() => client.checkout.validateUrl(url, 'v2'))
        .to.throw(ShopkitCheckoutError)
        .with.property('reason', reason);
    });
  }
});

describe('checkout.session', () => {
  it('reads the remembered session, and null when there is none', async () => {
    const { client, fake, storage } = createTestClient({ 'GET /v2/checkout/*': { body: makeCheckoutSession() } });
    expect(await client.checkout.session()).to.equal(null);
    await storage.set('shop_checkout_session', 'cs_0001', { maxAge: 60 });
    expect((await client.checkout.session())?.id).to.equal('cs_0001');
    expect(fake.requests.map((request) => request.path)).to.deep.equal(['/v2/checkout/cs_0001']);
  });

  it('reads an expired session as null', async () => {
    const { client } = createTestClient({ 'GET /v2/checkout/*': errorReply(410, 'gone') });
    expect(await client.checkout.session('cs_old')).to.equal(null);
  });

  it('forgets the checked-out cart and the session once paid, and announces the empty cart', async () => {
    const paid = makeCheckoutSession({ status: 'paid', orderNumber: '10001' });
    const { client, storage } = createTestClient({ 'GET /v2/checkout/*': { body: paid } });
    await storage.set('shop_cart_id', 'cart_0001', { maxAge: 60 });
    await storage.set('shop_checkout_session', 'cs_0001', { maxAge: 60 });
    const seen: Array<Cart | null> = [];
    client.onCartChange((cart) => seen.push(cart));
    expect((await client.checkout.session())?.orderNumber).to.equal('10001');
    expect(await client.cart.id()).to.equal(null);
    expect((await storage.get('shop_checkout_session')) ?? null).to.equal(null);
    expect(seen).to.deep.equal([null]);
  });

  it('keeps a newer cart when an older paid session is read', async () => {
    const { client, storage } = createTestClient({
      'GET /v2/checkout/*': { body: makeCheckoutSession({ status: 'paid', cartId: 'cart_old' }) },
    });
    await storage.set('shop_cart_id', 'cart_new', { maxAge: 60 });
    await client.checkout.session('cs_0001');
    expect(await client.cart.id()).to.equal('cart_new');
  });
});

describe('analytics ids', () => {
  it('reads the client id from _ga and the session id from GS1 or GS2 container cookies', () => {
    expect(
      readAnalyticsIds([
        { name: '_ga', value: 'GA1.1.123456789.1768478400' },
        { name: '_ga_ABC123', value: 'GS1.1.1768478401.3.1.1768478500.0.0.0' },
      ]),
    ).to.deep.equal({ gaClientId: '123456789.1768478400', gaSessionId: '1768478401' });
    expect(readAnalyticsIds([{ name: '_ga_XYZ', value: 'GS2.1.s1768478402$o5$g1$t1768478500' }]).gaSessionId).to.equal(
      '1768478402',
    );
  });
  it('gives nulls for missing or malformed cookies', () => {
    expect(readAnalyticsIds([{ name: '_ga', value: 'junk' }])).to.deep.equal({ gaClientId: null, gaSessionId: null });
  });
});
