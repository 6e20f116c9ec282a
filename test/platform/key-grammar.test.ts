// The shared key table (test/helpers/key-cases.ts) against the platform over HTTP: a key the grammar accepts is looked
// up (and answers 401 "unknown" when the platform never issued it), a key it refuses is turned away as not a key; no
// answer ever carries a secret. The seeded shop `101928Y` proves a real shop of that shape works end to end.
import { expect } from 'chai';
import { DEMO_KEY, PRINTS_KEY, PRINTS_SHOP_ID } from '../../demo/platform/seed/seed-state.ts';
import { ACCEPTED_KEYS, REFUSED_KEYS } from '../helpers/key-cases.ts';
import { type PlatformFixture, startFixture } from './helpers/platform-fixture.ts';

describe('platform: the publishable key grammar', () => {
  let f: PlatformFixture;
  before(async () => {
    f = await startFixture();
  });
  after(() => f.close());

  it('serves shop 101928Y to its five-character key, the prefix kept as written in image URLs and on the CDN', async () => {
    const shop = await f.call('GET', '/v2/shop', { key: PRINTS_KEY });
    expect(shop.status).to.equal(200);
    expect(shop.body.id).to.equal(PRINTS_SHOP_ID);
    const products = await f.call('GET', '/v2/products', { key: PRINTS_KEY });
    const image = products.body.data[0].images[0];
    expect(image.url).to.equal(`${f.platform.urls.cdn}/images/101928Y/products/letterpress-cards-1.jpg`);
    const art = await fetch(image.url);
    expect(art.status).to.equal(200);
    expect(art.headers.get('content-type')).to.equal('image/jpeg');
  });

  it('lets shop 101928Y fill a cart with its key', async () => {
    const products = await f.call('GET', '/v2/products', { key: PRINTS_KEY });
    const cart = await f.call('POST', '/v2/cart', {
      key: PRINTS_KEY,
      body: { items: [{ productId: products.body.data[0].id }] },
      idempotencyKey: 'key-grammar-cart-1',
    });
    expect(cart.status).to.equal(201);
    expect(cart.body.itemCount).to.equal(1);
  });

  const ISSUED = new Set([DEMO_KEY, PRINTS_KEY]);
  for (const { name, key, shopPrefix, secret } of ACCEPTED_KEYS) {
    if (ISSUED.has(key)) {
      it(`serves the shop of ${name}, which the platform issued`, async () => {
        const answer = await f.call('GET', '/v2/shop', { key });
        expect(answer.status).to.equal(200);
        expect(answer.body.id).to.equal(shopPrefix);
      });
      continue;
    }
    it(`looks up ${name} and, never issued, answers 401 quoting only shop_pk_${shopPrefix}_••••`, async () => {
      const answer = await f.call('GET', '/v2/shop', { key });
      expect(answer.status).to.equal(401);
      expect(answer.body.error.message).to.contain(`shop_pk_${shopPrefix}_••••`).and.contain('unknown');
      if (secret.length > 1) expect(answer.body.error.message).not.to.contain(secret);
    });
  }

  for (const { name, key, secret } of REFUSED_KEYS) {
    it(`turns away ${name} as not a publishable key, never echoing it`, async () => {
      const answer = await f.call('GET', '/v2/shop', { key });
      expect(answer.status).to.equal(401);
      expect(answer.body.error.code).to.equal('unauthorized');
      expect(answer.body.error.message).not.to.contain('unknown');
      if (secret) expect(answer.body.error.message).not.to.contain(secret);
    });
  }

  it('redacts a key of an upper-case shop prefix pasted into another parameter', async () => {
    const answer = await f.call('GET', `/v2/products?currency=${PRINTS_KEY}`);
    expect(answer.status).to.equal(400);
    expect(answer.body.error.message).to.contain('shop_pk_101928Y_••••').and.not.contain('Pr1nt');
  });
});
