import { expect } from 'chai';
import sharp from 'sharp';
import { MAX_IMAGE_WIDTH, MIN_IMAGE_WIDTH } from '../../demo/platform/cdn/cdn-server.ts';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';

interface VariantView {
  id: string;
  name: string;
  stock: number | null;
  available: boolean;
  options: Record<string, string>;
  image: { url: string } | null;
}
interface ProductView {
  slug: string;
  options: Array<{ name: string; values: string[] }>;
  images: Array<{ url: string }>;
  variants: VariantView[];
}

describe('platform: the options matrix, category slugs, paging back and image widths', () => {
  let f: PlatformFixture;
  before(async () => {
    f = await startFixture();
  });
  after(() => f.close());

  const product = async (slug: string): Promise<ProductView> =>
    (await f.call<ProductView>('GET', `/v2/products/by-slug/${slug}`)).body;

  it('gives the seed several products with two options, each variant naming one value of each', async () => {
    const all = (await f.call<{ data: ProductView[] }>('GET', '/v2/products?limit=200')).body.data;
    const twoOptions = all.filter((p) => p.options.length === 2);
    expect(twoOptions.map((p) => p.slug)).to.have.members(['wool-throw', 'knitted-beanie', 'bath-towel']);
    for (const p of all) {
      for (const variant of p.variants) {
        expect(Object.keys(variant.options), `${p.slug} ${variant.name}`).to.deep.equal(p.options.map((o) => o.name));
        for (const option of p.options) expect(option.values).to.include(variant.options[option.name]);
      }
    }
    expect(all.filter((p) => p.options.length === 0)).to.have.length.above(10);
  });

  it('leaves some combinations out, sells some out, and tracks no stock for the knitted beanie', async () => {
    const throw_ = await product('wool-throw');
    expect(throw_.options).to.deep.equal([
      { name: 'Size', values: ['Lap', 'Bed'] },
      { name: 'Colour', values: ['Moss', 'Clay', 'Fjord'] },
    ]);
    expect(throw_.variants.map((v) => `${v.name}:${v.available}`)).to.deep.equal([
      'Lap / Moss:true',
      'Lap / Clay:false',
      'Lap / Fjord:true',
      'Bed / Moss:true',
      'Bed / Clay:true',
    ]);
    const beanie = await product('knitted-beanie');
    expect(beanie.variants).to.have.length(6);
    expect(beanie.variants.every((v) => v.stock === null && v.available)).to.equal(true);
  });

  it("gives colour variants their own image, one of the product's images", async () => {
    const mug = await product('stoneware-mug');
    expect(mug.variants.map((v) => [v.options.Colour, v.image?.url.split('/').pop()])).to.deep.equal([
      ['Moss', 'stoneware-mug-1.jpg'],
      ['Clay', 'stoneware-mug-2.jpg'],
      ['Fjord', 'stoneware-mug-3.jpg'],
    ]);
    for (const v of mug.variants) expect(mug.images.map((i) => i.url)).to.include(v.image!.url);
    const board = await product('oak-cutting-board');
    expect(board.variants.every((v) => v.image === null)).to.equal(true);
  });

  it('filters lists and searches by a category slug as by its id', async () => {
    const byId = await f.call('GET', '/v2/products?category=cat_4');
    const bySlug = await f.call('GET', '/v2/products?category=lighting');
    expect(bySlug.body.data).to.deep.equal(byId.body.data);
    const search = await f.call('GET', '/v2/products/search?category=lighting&sort=price_desc');
    expect(search.body.data.map((p: { slug: string }) => p.slug)[0]).to.equal('reading-lamp');
    expect((await f.call('GET', '/v2/products?category=no-such-category')).body.data).to.deep.equal([]);
  });

  it('answers a previousCursor that leads back, null on the first page', async () => {
    const first = await f.call('GET', '/v2/products?limit=5');
    expect(first.body.previousCursor).to.equal(null);
    const second = await f.call('GET', `/v2/products?limit=5&cursor=${first.body.nextCursor}`);
    const back = await f.call('GET', `/v2/products?limit=5&cursor=${second.body.previousCursor}`);
    expect(back.body.data).to.deep.equal(first.body.data);
    const search = await f.call('GET', `/v2/products/search?limit=5&cursor=${first.body.nextCursor}`);
    expect(search.body.previousCursor).to.be.a('string');
  });

  describe('the CDN width parameter', () => {
    const image = (query: string, file = 'stoneware-mug-1.jpg') =>
      fetch(`${f.platform.urls.cdn}/images/demo/products/${file}${query}`);
    /** The answer's pixels at 320 px wide (RGB), and its own size. */
    const read = async (answer: Response) => {
      const bytes = Buffer.from(await answer.arrayBuffer());
      const { width, height } = await sharp(bytes).metadata();
      const pixels = await sharp(bytes).resize(320, 320).removeAlpha().raw().toBuffer();
      return { size: [width, height], pixels };
    };
    const meanDifference = (a: Buffer, b: Buffer) =>
      a.reduce((sum, value, i) => sum + Math.abs(value - b[i]!), 0) / a.length;

    it('draws the same picture at the width asked, keeping its ratio and its cache headers', async () => {
      const plain = await read(await image(''));
      const narrow = await image('?width=320');
      expect(narrow.status).to.equal(200);
      expect(narrow.headers.get('cache-control')).to.equal('public, max-age=3600');
      const small = await read(narrow);
      const otherView = await read(await image('?width=320', 'stoneware-mug-3.jpg'));
      expect(plain.size).to.deep.equal([800, 800]);
      expect(small.size).to.deep.equal([320, 320]);
      // Scaling and compression move a pixel by a few levels; another picture moves it by tens.
      expect(meanDifference(small.pixels, plain.pixels)).to.be.below(3);
      expect(meanDifference(otherView.pixels, plain.pixels)).to.be.above(10);
    });

    for (const bad of ['0', String(MIN_IMAGE_WIDTH - 1), String(MAX_IMAGE_WIDTH + 1), 'wide', '12.5', '-40', '']) {
      it(`refuses width=${JSON.stringify(bad)} with a 400 that is not cached`, async () => {
        const answer = await image(`?width=${bad}`);
        expect(answer.status).to.equal(400);
        expect(answer.headers.get('cache-control')).to.equal('no-store');
        expect(await answer.text()).to.contain('width');
      });
    }
  });
});
