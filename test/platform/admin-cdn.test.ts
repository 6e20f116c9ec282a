import { expect } from 'chai';
import sharp from 'sharp';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';

describe('platform: admin API and image CDN', () => {
  let f: PlatformFixture;
  before(async () => {
    f = await startFixture();
  });
  after(() => f.close());

  it('refuses the admin API without the token', async () => {
    const response = await fetch(`${f.platform.urls.admin}/admin/faults`, {
      headers: { authorization: 'Bearer wrong' },
    });
    expect(response.status).to.equal(401);
    expect((await response.json()).error.code).to.equal('unauthorized');
  });

  it('counts API requests per method and path, and resets the counters', async () => {
    await f.admin('DELETE', '/admin/requests');
    await f.call('GET', '/v2/products/prod_001');
    await f.call('GET', '/v2/products/prod_001');
    await f.call('GET', '/v2/shop', { key: null });
    const log = await f.admin('GET', '/admin/requests?origin=api');
    expect(log.body.counts).to.deep.equal({ 'GET /v2/products/prod_001': 2, 'GET /v2/shop': 1 });
    expect(log.body.total).to.equal(3);
    expect(log.body.entries.map((e: { status: number }) => e.status)).to.deep.equal([200, 200, 401]);
  });

  it('expires a cart on demand (then 410)', async () => {
    const cart = await f.call('POST', '/v2/cart', { body: {} });
    await f.admin('POST', `/admin/carts/${cart.body.id}/expire`);
    const read = await f.call('GET', `/v2/cart/${cart.body.id}`);
    expect(read.status).to.equal(410);
    expect((await f.admin('POST', '/admin/carts/cart_nope/expire')).status).to.equal(404);
  });

  it('resets state to the seed', async () => {
    const cart = await f.call('POST', '/v2/cart', { body: {} });
    await f.admin('POST', '/admin/reset');
    expect((await f.call('GET', `/v2/cart/${cart.body.id}`)).status).to.equal(404);
  });

  it('serves every product image as a raster image at the URL the API gives', async () => {
    const page = await f.call('GET', '/v2/products?limit=200');
    const urls = page.body.data.flatMap((p: { images: { url: string; path: string }[] }) => p.images.map((i) => i.url));
    expect(urls).to.have.length(72);
    for (const url of urls.slice(0, 9)) {
      const response = await fetch(url);
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.equal('image/jpeg');
      expect(response.headers.get('access-control-allow-origin')).to.equal('*');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).to.deep.equal(['jpeg', 800, 800]);
    }
    expect(page.body.data[0].images[0].url).to.equal(`${f.platform.urls.cdn}/images/demo/products/stoneware-mug-1.jpg`);
  });

  it('answers 404 for an unknown image', async () => {
    expect((await fetch(`${f.platform.urls.cdn}/images/demo/products/nope.jpg`)).status).to.equal(404);
    expect((await fetch(`${f.platform.urls.cdn}/images/legacy/products/stoneware-mug-1.jpg`)).status).to.equal(404);
  });
});
