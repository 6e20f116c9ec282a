// The image CDN's answers as a photo CDN gives them: a raster image in WebP when the request accepts it, else in the
// file's own format; at the width asked, never wider than the stored image; a strong ETag and 304; HEAD; and new art
// as soon as an admin change alters the drawing.
import { expect } from 'chai';
import sharp from 'sharp';
import { callAdmin, makeProductInput } from './helpers/admin-catalogue.ts';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';

const CHROMIUM_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

describe('platform: the image CDN serves raster art', () => {
  let f: PlatformFixture;
  const url = (file: string, query = '') => `${f.platform.urls.cdn}/images/demo/products/${file}${query}`;
  const get = (file: string, headers: Record<string, string> = {}, query = '') => fetch(url(file, query), { headers });
  const pixels = async (response: Response) => sharp(Buffer.from(await response.arrayBuffer())).metadata();

  before(async () => {
    f = await startFixture({ localDevelopment: true });
  });
  after(() => f.close());

  it('answers a browser that accepts WebP with WebP, varying by Accept', async () => {
    const answer = await get('stoneware-mug-1.jpg', { accept: CHROMIUM_ACCEPT });
    expect(answer.status).to.equal(200);
    expect(answer.headers.get('content-type')).to.equal('image/webp');
    expect(answer.headers.get('vary')).to.equal('Accept');
    expect(answer.headers.get('cache-control')).to.equal('public, max-age=3600');
    const meta = await pixels(answer);
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).to.deep.equal(['webp', 800, 800, false]);
  });

  it("answers a client that accepts neither WebP nor anything named with the file's own format", async () => {
    for (const accept of ['image/*', '*/*', 'image/webp;q=0', '']) {
      const answer = await get('stoneware-mug-1.jpg', accept ? { accept } : {});
      expect(answer.headers.get('content-type'), accept).to.equal('image/jpeg');
      expect((await pixels(answer)).format, accept).to.equal('jpeg');
    }
  });

  it('serves a .png file as PNG when WebP is not accepted', async () => {
    const input = makeProductInput({ slug: 'glass-carafe', images: [{ file: 'glass-carafe-1.png' }] });
    expect((await callAdmin(f, 'POST', '/admin/shops/demo/products', { body: input })).status).to.equal(201);
    const answer = await get('glass-carafe-1.png', { accept: 'image/png' }, '?width=200');
    expect(answer.headers.get('content-type')).to.equal('image/png');
    const meta = await pixels(answer);
    expect([meta.format, meta.width]).to.deep.equal(['png', 200]);
    expect((await get('glass-carafe-1.jpg')).status).to.equal(404);
  });

  it('renders the width asked and caps it at the stored width', async () => {
    const sizes = [];
    for (const width of [16, 320, 800, 1200, 4000]) {
      const meta = await pixels(await get('stoneware-mug-2.jpg', { accept: CHROMIUM_ACCEPT }, `?width=${width}`));
      sizes.push([meta.width, meta.height]);
    }
    expect(sizes).to.deep.equal([
      [16, 16],
      [320, 320],
      [800, 800],
      [800, 800],
      [800, 800],
    ]);
  });

  it('gives a strong ETag per picture and format, and a 304 without a body for it', async () => {
    const webp = await get('wool-throw-1.jpg', { accept: CHROMIUM_ACCEPT }, '?width=480');
    const jpeg = await get('wool-throw-1.jpg', {}, '?width=480');
    const etag = webp.headers.get('etag')!;
    expect(etag).to.match(/^"[\w-]{27}"$/);
    expect(jpeg.headers.get('etag')).to.not.equal(etag);
    const again = await get(
      'wool-throw-1.jpg',
      { accept: CHROMIUM_ACCEPT, 'if-none-match': `"x", W/${etag}` },
      '?width=480',
    );
    expect(again.status).to.equal(304);
    expect(again.headers.get('etag')).to.equal(etag);
    expect(again.headers.get('vary')).to.equal('Accept');
    expect(await again.text()).to.equal('');
    const other = await get('wool-throw-1.jpg', { 'if-none-match': etag }, '?width=480');
    expect(other.status).to.equal(200);
  });

  it('answers HEAD with the headers and length of the GET and no body', async () => {
    const full = await get('pour-over-set-3.jpg', { accept: CHROMIUM_ACCEPT }, '?width=640');
    const bytes = (await full.arrayBuffer()).byteLength;
    const head = await fetch(url('pour-over-set-3.jpg', '?width=640'), {
      method: 'HEAD',
      headers: { accept: CHROMIUM_ACCEPT },
    });
    expect(head.status).to.equal(200);
    expect(head.headers.get('content-type')).to.equal('image/webp');
    expect(head.headers.get('content-length')).to.equal(String(bytes));
    expect(head.headers.get('etag')).to.equal(full.headers.get('etag'));
    expect(await head.text()).to.equal('');
  });

  it('draws new art, under a new ETag, once an admin change alters the picture', async () => {
    const input = makeProductInput({
      slug: 'clay-jug',
      variants: [{ sku: 'JUG-MOSS', name: 'Moss', price: 9900, stock: 3 }],
    });
    const created = await callAdmin(f, 'POST', '/admin/shops/demo/products', { body: input });
    const before = await get('clay-jug-1.jpg', { accept: CHROMIUM_ACCEPT }, '?width=64');
    const beforeBytes = Buffer.from(await before.arrayBuffer());
    const variantId = created.body.variants[0].id;
    const renamed = await callAdmin(f, 'PATCH', `/admin/shops/demo/products/${created.body.id}/variants/${variantId}`, {
      body: { name: 'Fjord' },
    });
    expect(renamed.status).to.equal(200);
    const after = await get(
      'clay-jug-1.jpg',
      { accept: CHROMIUM_ACCEPT, 'if-none-match': before.headers.get('etag')! },
      '?width=64',
    );
    expect(after.status).to.equal(200);
    expect(after.headers.get('etag')).to.not.equal(before.headers.get('etag'));
    expect(Buffer.from(await after.arrayBuffer()).equals(beforeBytes)).to.equal(false);
  });
});
