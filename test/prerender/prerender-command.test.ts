// `shopkit prerender` against the local platform: the pages it writes from a small site of templates (one per product
// at its url-pattern path, one per category and page of a path-synced list, a sitemap), and what a second run
// rewrites after the catalogue changed.
import { expect } from 'chai';
import fs from 'node:fs/promises';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import type { RunningPlatform } from '../../demo/platform/start-platform.ts';
import { deleteProduct, insertProduct, saveProduct } from '../../demo/platform/repo/product-writes.ts';
import { findProductBySlug } from '../../demo/platform/repo/products.ts';
import { prerenderSite } from '../../prerender/prerender-site.ts';
import {
  LIST_PAGE,
  PRODUCT_PAGE,
  SITE_URL,
  listFiles,
  makeTemplates,
  runPrerender,
  startTestPlatform,
} from './prerender-fixtures.ts';

const read = (file: string) => fs.readFile(file, 'utf8');
const page = async (file: string) => new JSDOM(await read(file), { url: SITE_URL }).window.document;

describe('shopkit prerender', function () {
  this.timeout(120_000);
  let platform: RunningPlatform;
  let folders: { root: string; templates: string; out: string };

  before(async () => {
    platform = await startTestPlatform();
  });
  after(() => platform.close());
  beforeEach(async () => {
    folders = await makeTemplates({
      'product.html': PRODUCT_PAGE,
      'index.html': LIST_PAGE,
      'about.html': '<!doctype html><title>About</title><p>No catalogue here.</p>',
    });
  });
  afterEach(() => fs.rm(folders.root, { recursive: true, force: true }));

  it('writes a page per product at its url-pattern path, each list page, the template and a sitemap', async () => {
    const run = await runPrerender(platform, folders);
    expect(run.code, run.err.join('\n')).to.equal(0);
    const files = await listFiles(folders.out);
    expect(files).to.include.members([
      'index.html',
      'page/2/index.html',
      'page/5/index.html',
      'category/lighting/index.html',
      'category/kitchen/page/2/index.html',
      'products/wool-throw/index.html',
      'product.html',
      'sitemap.xml',
    ]);
    expect(files.filter((file) => file.startsWith('products/'))).to.have.length(24);
    expect(files).not.to.include('about.html');
    expect(files).not.to.include('page/6/index.html');
    expect(run.out.at(-1)).to.equal(
      'shopkit prerender: 24 product pages, 12 list pages: 38 written, 0 unchanged, 0 removed',
    );
    // The template itself is kept as it is, for the products added after the build.
    expect(await read(path.join(folders.out, 'product.html'))).to.equal(PRODUCT_PAGE);
  });

  it('links every list page to the next and the category chips to their pages, each one a written file', async () => {
    await runPrerender(platform, folders);
    const first = await page(path.join(folders.out, 'index.html'));
    const next = first.querySelector('[data-shop-action="next"]')!;
    expect(next.hasAttribute('hidden')).to.equal(false);
    expect(next.getAttribute('href')).to.equal(`${SITE_URL}page/2/`);
    expect(first.querySelector('[data-shop-action="previous"]')!.hasAttribute('hidden')).to.equal(true);
    expect(first.querySelector('a[href="/"]')!.hasAttribute('aria-current')).to.equal(true);
    const last = await page(path.join(folders.out, 'page/5/index.html'));
    expect(last.querySelector('[data-shop-action="next"]')!.hasAttribute('hidden')).to.equal(true);
    expect(last.querySelector('[data-shop-action="previous"]')!.getAttribute('href')).to.equal(`${SITE_URL}page/4/`);
    const lighting = await page(path.join(folders.out, 'category/lighting/index.html'));
    expect(lighting.querySelector('a[href="/category/lighting/"]')!.hasAttribute('aria-current')).to.equal(true);
    expect(lighting.title).to.equal('Lighting · Test Shop');
    expect(lighting.querySelector('link[rel="canonical"]')!.getAttribute('href')).to.equal(
      `${SITE_URL}category/lighting/`,
    );
    const names = [...lighting.querySelectorAll('.card a')].map((link) => link.textContent);
    expect(names).to.have.length(5).and.include('Reading Lamp');
    for (const link of lighting.querySelectorAll('.card a'))
      expect(link.getAttribute('href')).to.match(/^\/products\/[a-z-]+\/$/);
  });

  it('marks what the elements adopt: the currency, the query, each row and each filled leaf', async () => {
    await runPrerender(platform, folders);
    const second = await page(path.join(folders.out, 'page/2/index.html'));
    const list = second.querySelector('shop-product-list')!;
    expect(list.getAttribute('data-shop-prerendered')).to.equal('SEK');
    expect(list.getAttribute('state')).to.equal('ready');
    const query = new URLSearchParams(list.getAttribute('data-shop-query')!);
    expect(query.get('page')).to.equal('2');
    expect(query.get('cursor')).to.be.a('string').and.not.equal('');
    const rows = list.querySelectorAll(':scope > article.card');
    expect(rows).to.have.length(5);
    for (const row of rows) expect(row.getAttribute('data-shop-clone')).to.match(/^prod_\d{3}$/);
    expect(list.querySelector('[data-shop-state="loading"]')!.hasAttribute('hidden')).to.equal(true);
    const product = await page(path.join(folders.out, 'products/pour-over-set/index.html'));
    const price = product.querySelector('shop-price')!;
    expect(price.hasAttribute('data-shop-prerendered')).to.equal(true);
    expect(price.querySelector('[data-shop-part="price"]')!.textContent).to.equal('SEK\u00a0549.00');
    expect(price.querySelector('[data-shop-part="compare-at"]')!.textContent).to.equal('SEK\u00a0649.00');
    const img = product.querySelector('shop-product-image[data-shop-prerendered] > img')!;
    expect(img.getAttribute('src')).to.match(/\/images\/demo\/products\/pour-over-set-1\.jpg\?width=800$/);
    expect(img.getAttribute('fetchpriority')).to.equal('high');
    expect(product.querySelector('.description')!.getAttribute('data-shop-html-hash')).to.match(/^[0-9a-f]{8}$/);
  });

  it('rewrites only the pages whose product changed, and removes the page of a product that went', async () => {
    await runPrerender(platform, folders);
    const again = await runPrerender(platform, folders);
    expect(again.out.filter((line) => line.startsWith('wrote'))).to.deep.equal([]);
    expect(again.out.at(-1)).to.match(/: 0 written, 38 unchanged, 0 removed$/);

    const lamp = (await platform.db.transaction((tx) => findProductBySlug(tx, 'demo', 'reading-lamp')))!;
    const extra = { ...lamp, id: 'prod_950', slug: 'spare-lamp', name: 'Spare Lamp' };
    extra.variants = lamp.variants.map((variant, index) => ({
      ...variant,
      id: `var_950_${index + 1}`,
      sku: `${variant.sku}-SPARE`,
    }));
    await platform.db.transaction((tx) => insertProduct(tx, extra));
    await runPrerender(platform, folders);
    try {
      await platform.db.transaction(async (tx) => {
        await saveProduct(tx, { ...lamp, variants: lamp.variants.map((v) => ({ ...v, price: v.price + 10_000 })) });
        await deleteProduct(tx, 'demo', 'prod_950');
      });
      const after = await runPrerender(platform, folders);
      const written = after.out.filter((line) => line.startsWith('wrote')).map((line) => line.split(/\s+/)[1]);
      // The lamp's own page, the list pages it is on, the pages that listed the spare lamp, and the sitemap.
      expect(written).to.include.members(['products/reading-lamp/index.html', 'category/lighting/index.html']);
      expect(written).not.to.include('products/wool-throw/index.html');
      expect(after.out).to.include('removed    products/spare-lamp/index.html');
      expect(await listFiles(path.join(folders.out, 'products'))).not.to.include('spare-lamp/index.html');
      const lampPage = await page(path.join(folders.out, 'products/reading-lamp/index.html'));
      expect(lampPage.querySelector('shop-price[data-shop-prerendered]')!.textContent).to.equal('SEK\u00a01,590.00');
    } finally {
      await platform.db.transaction((tx) => saveProduct(tx, lamp));
    }
  });

  it('lists every page it wrote in the sitemap, each at the URL its file is served at and its canonical URL', async () => {
    const run = await runPrerender(platform, folders);
    expect(run.err).to.deep.equal([]);
    const sitemap = await read(path.join(folders.out, 'sitemap.xml'));
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(urls).to.have.length(36);
    expect(urls).to.include.members([`${SITE_URL}`, `${SITE_URL}page/2/`, `${SITE_URL}products/wool-throw/`]);
    expect(sitemap).to.match(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/);
    for (const url of urls) {
      // A static host serves a folder's index.html at the folder's URL, with its trailing slash.
      const file = `${new URL(url).pathname.slice(1)}index.html`;
      const document = await page(path.join(folders.out, file));
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href'), file).to.equal(url);
    }
  });

  it('keeps the path of a site served under one, given without its trailing slash, in every URL it writes', async () => {
    await fs.writeFile(
      path.join(folders.templates, 'product.html'),
      PRODUCT_PAGE.replaceAll('"/products/{slug}/"', '"/store/products/{slug}/"'),
    );
    const report = await prerenderSite({
      templates: folders.templates,
      out: folders.out,
      apiUrl: platform.urls.api,
      publishableKey: platform.keys.demo,
      siteUrl: 'https://shop.example/store',
      sitemap: 'sitemap.xml',
    });
    expect(report.warnings).to.deep.equal([]);
    const urls = [...(await read(path.join(folders.out, 'sitemap.xml'))).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => match[1]!,
    );
    expect(urls).to.have.length(36);
    expect(urls).to.include.members([
      'https://shop.example/store/',
      'https://shop.example/store/page/2/',
      'https://shop.example/store/products/wool-throw/',
    ]);
    expect(urls.filter((url) => !url.startsWith('https://shop.example/store/'))).to.deep.equal([]);
    const product = await page(path.join(folders.out, 'products/wool-throw/index.html'));
    expect(product.querySelector('link[rel="canonical"]')?.getAttribute('href')).to.equal(
      'https://shop.example/store/products/wool-throw/',
    );
  });

  it('warns when a product url-pattern ends without the slash of the folders it writes', async () => {
    await fs.writeFile(
      path.join(folders.templates, 'product.html'),
      PRODUCT_PAGE.replaceAll('/products/{slug}/', '/products/{slug}'),
    );
    const run = await runPrerender(platform, folders);
    expect(run.code).to.equal(0);
    expect(run.err).to.deep.equal([
      'warning: in product.html: url-pattern "/products/{slug}" writes each product as products/<slug>/index.html, ' +
        'which static hosts serve at /products/<slug>/: end url-pattern and data-product-url with a slash ' +
        '("/products/{slug}/") so links, canonical URLs and the sitemap name the page as served',
    ]);
  });

  it('says how far a long run is, every ten seconds, on the error stream beside the warnings', async () => {
    let clock = 0;
    const run = await runPrerender(platform, folders, [], { now: () => (clock += 4_000) });
    expect(run.code, run.err.join('\n')).to.equal(0);
    const progress = run.err.filter((line) => !line.startsWith('warning: '));
    expect(progress.length).to.be.greaterThan(5);
    for (const line of progress)
      expect(line).to.match(/^shopkit prerender: \d+ pages so far \(\d+ product, \d+ list\), \d+ s$/);
    const counts = progress.map((line) => Number(/: (\d+) pages/.exec(line)![1]));
    expect(counts).to.deep.equal([...counts].sort((a, b) => a - b));
    expect(counts.at(-1)).to.be.at.most(24 + 12);
    const seconds = progress.map((line) => Number(/, (\d+) s$/.exec(line)![1]));
    expect(seconds[1]! - seconds[0]!, 'ten seconds or more apart').to.be.at.least(10);
    expect(
      run.out.filter((line) => line.includes('so far')),
      'stdout keeps one line per file',
    ).to.deep.equal([]);

    const quick = await runPrerender(platform, folders, [], { now: () => (clock += 1) });
    expect(quick.err, 'a run shorter than ten seconds says nothing').to.deep.equal([]);
  });
});
