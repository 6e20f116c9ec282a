import { expect } from 'chai';
import { FALLBACK_MOTIF, PRODUCT_MOTIFS, VARIANT_COLOURS, resolveMotif } from '../../demo/platform/cdn/motif-table.ts';
import { drawProductArt } from '../../demo/platform/cdn/product-art.ts';
import { rasterizeArt } from '../../demo/platform/cdn/rasterize-art.ts';
import { createSeed } from '../../demo/platform/seed/seed-state.ts';
import { flattenMarkup, parseSvgMarkup } from './helpers/parse-svg-markup.ts';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';

// One picture per product slug: a product two shops sell is drawn the same for both (the table is keyed by slug).
const PRODUCTS = [...new Map(createSeed().products.map((product) => [product.slug, product])).values()];
const ART = PRODUCTS.flatMap((product) =>
  product.images.map((image, index) => ({
    name: image.file,
    svg: drawProductArt({
      slug: product.slug,
      variantNames: product.variants.map((v) => v.name),
      view: index + 1,
      title: image.alt,
    }),
  })),
);

describe('platform: product art', () => {
  it('gives every seeded product a motif of its own', () => {
    const motifs = PRODUCTS.map((product) => resolveMotif(product.slug));
    expect(motifs.filter((m) => m === FALLBACK_MOTIF).map((_, i) => PRODUCTS[i]?.slug)).to.deep.equal([]);
    expect(new Set(motifs.map((m) => m.draw)).size).to.equal(PRODUCTS.length);
    const firstViews = PRODUCTS.map((p) =>
      drawProductArt({ slug: p.slug, variantNames: [], view: 1, title: 'x' }).replace(/#[\da-f]{6}/g, ''),
    );
    expect(new Set(firstViews).size).to.equal(PRODUCTS.length);
  });

  it('draws a product without an entry as the fallback parcel', () => {
    expect(resolveMotif('not-in-the-catalogue')).to.equal(FALLBACK_MOTIF);
    expect(Object.keys(PRODUCT_MOTIFS)).to.include.members(['stoneware-mug', 'writing-pad', 'lantern']);
  });

  it('serves three different views per product, each between 300 bytes and 2 KB', () => {
    expect(ART).to.have.length(PRODUCTS.length * 3);
    for (const { name, svg } of ART) expect(Buffer.byteLength(svg), name).to.be.within(300, 2048);
    for (let i = 0; i < ART.length; i += 3)
      expect(new Set(ART.slice(i, i + 3).map((a) => a.svg)).size, ART[i]?.name).to.equal(3);
  });

  it('writes well-formed XML with an 800 by 800 svg root and the alt text as its title', () => {
    for (const { name, svg } of ART) {
      const root = parseSvgMarkup(svg);
      expect(root.name, name).to.equal('svg');
      expect(root.attributes, name).to.include({
        xmlns: 'http://www.w3.org/2000/svg',
        viewBox: '0 0 800 800',
        width: '800',
        height: '800',
        role: 'img',
      });
      expect(root.children[0]?.name, name).to.equal('title');
      expect(root.children[0]?.text, name).to.equal(root.attributes['aria-label']);
    }
  });

  it('holds the pictures to a checker that refuses malformed XML', () => {
    for (const bad of [
      '<svg><g></svg>',
      '<svg a=1/>',
      '<svg/><svg/>',
      '<svg a="1" a="2"/>',
      '<svg>R&D</svg>',
      'x<svg/>',
      '<svg>',
    ]) {
      expect(() => parseSvgMarkup(bad), bad).to.throw();
    }
    expect(
      parseSvgMarkup('<svg a="1"><g b=\'2\'/><title>R&amp;D</title></svg>').children.map((c) => c.name),
    ).to.deep.equal(['g', 'title']);
  });

  it('carries no script, event handler, foreign object or external reference', () => {
    for (const { name, svg } of ART) {
      for (const element of flattenMarkup(parseSvgMarkup(svg))) {
        expect(element.name, name).to.not.match(/^(script|foreignObject|image|use|a|iframe|style)$/i);
        for (const [attribute, value] of Object.entries(element.attributes)) {
          expect(attribute, `${name} <${element.name}>`).to.not.match(/^on/i);
          if (/href$/i.test(attribute)) expect(value, name).to.match(/^#/);
          expect(value.replace(/url\(#[\w-]+\)/g, ''), `${name} ${attribute}`).to.not.match(/url\(|javascript:|data:/i);
          if (attribute !== 'xmlns') expect(value, `${name} ${attribute}`).to.not.match(/https?:/i);
        }
      }
    }
  });

  it('draws each view of a colour-variant product in the next variant colour', () => {
    const mug = ['Moss', 'Clay', 'Fjord'];
    const views = [1, 2, 3].map((view) =>
      drawProductArt({ slug: 'stoneware-mug', variantNames: mug, view, title: 'Mug' }),
    );
    views.forEach((svg, i) => expect(svg).to.contain(`fill="${VARIANT_COLOURS[mug[i]!.toLowerCase()]}"`));
    expect(drawProductArt({ slug: 'stoneware-mug', variantNames: ['Default'], view: 2, title: 'Mug' })).to.contain(
      `fill="${PRODUCT_MOTIFS['stoneware-mug']?.colour}"`,
    );
  });

  it('escapes the alt text in the title and the label', () => {
    const svg = drawProductArt({ slug: 'brass-pen', variantNames: [], view: 1, title: 'Pen "A" <b> & co' });
    const root = parseSvgMarkup(svg);
    expect(root.attributes['aria-label']).to.equal('Pen &quot;A&quot; &lt;b&gt; &amp; co');
    expect(svg).to.not.contain('<b>');
  });

  describe('over the CDN origin', () => {
    let f: PlatformFixture;
    before(async () => {
      f = await startFixture();
    });
    after(() => f.close());

    // The drawing is what the CDN rasterizes: a JPEG answer is exactly the drawn view rendered as a JPEG.
    it('answers each image URL with the drawn view, rasterized', async () => {
      const response = await fetch(`${f.platform.urls.cdn}/images/demo/products/stoneware-mug-2.jpg`);
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.equal('image/jpeg');
      const drawn = ART.find((a) => a.name === 'stoneware-mug-2.jpg')!.svg;
      const expected = await rasterizeArt({ svg: drawn, format: 'jpeg' });
      expect(Buffer.from(await response.arrayBuffer()).equals(expected)).to.equal(true);
    });

    it("draws the legacy shop's writing pad under its own shop folder", async () => {
      const response = await fetch(`${f.platform.urls.cdn}/images/legacy/products/writing-pad-1.jpg`);
      expect(response.status).to.equal(200);
      const drawn = ART.find((a) => a.name === 'writing-pad-1.jpg')!.svg;
      const expected = await rasterizeArt({ svg: drawn, format: 'jpeg' });
      expect(Buffer.from(await response.arrayBuffer()).equals(expected)).to.equal(true);
    });
  });
});
