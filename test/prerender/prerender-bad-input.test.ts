// What `shopkit prerender` does with bad input: a message naming the file, the option or the product, exit 1 and
// nothing written when no page can be made; hostile catalogue texts written safely, with a warning naming both.
import { expect } from 'chai';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import type { RunningPlatform } from '../../demo/platform/start-platform.ts';
import { deleteProduct, insertProduct } from '../../demo/platform/repo/product-writes.ts';
import { findProductBySlug } from '../../demo/platform/repo/products.ts';
import { runCli } from '../../prerender/cli.ts';
import {
  LIST_PAGE,
  PRODUCT_PAGE,
  SITE_URL,
  listFiles,
  makeTemplates,
  runPrerender,
  startTestPlatform,
  type CliRun,
} from './prerender-fixtures.ts';

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function failed(run: CliRun): string {
  expect(run.code).to.equal(1);
  expect(run.err.at(-1)).to.equal('shopkit prerender: nothing was written.');
  return run.err.join('\n');
}

describe('shopkit prerender with bad input', function () {
  this.timeout(120_000);
  let platform: RunningPlatform;
  let folders: { root: string; templates: string; out: string };

  before(async () => {
    platform = await startTestPlatform();
  });
  after(() => platform.close());
  afterEach(() => fs.rm(folders.root, { recursive: true, force: true }));

  it('refuses a templates folder without catalogue elements, naming the folder', async () => {
    folders = await makeTemplates({ 'index.html': '<!doctype html><title>Home</title><p>Hello</p>' });
    const message = failed(await runPrerender(platform, folders));
    expect(message).to.include(`no page in the templates folder "${folders.templates}" has a <shop-product>`);
    expect(message).to.include('(1 HTML file read)');
    expect(await listFiles(folders.out)).to.deep.equal([]);
  });

  it('refuses a catalogue element without a template to fill, naming the file', async () => {
    folders = await makeTemplates({
      'shop/product.html': '<!doctype html><shop-product url-pattern="/products/{slug}"><p>x</p></shop-product>',
    });
    const message = failed(await runPrerender(platform, folders));
    expect(message).to.include(
      `in ${path.join('shop', 'product.html')}: <shop-product> has no <template> child to fill`,
    );
    expect(await listFiles(folders.out)).to.deep.equal([]);
  });

  for (const [pattern, why] of [
    ['?product={slug}', 'is not a path such as "/products/{slug}"'],
    ['/products/{name}', 'has the unknown placeholder {name}: use {slug} or {id}'],
    ['/products/all', 'has no placeholder: use {slug} or {id}'],
  ]) {
    it(`refuses the url-pattern ${pattern}, naming the file and the pattern`, async () => {
      folders = await makeTemplates({
        'product.html': PRODUCT_PAGE.replace('url-pattern="/products/{slug}/"', `url-pattern="${pattern}"`),
      });
      const message = failed(await runPrerender(platform, folders));
      expect(message).to.include(`in product.html: url-pattern ${JSON.stringify(pattern)} ${why}`);
      expect(await listFiles(folders.out)).to.deep.equal([]);
    });
  }

  it('refuses two elements that follow the page URL, and a path-synced list on a page not named index.html', async () => {
    folders = await makeTemplates({ 'both.html': PRODUCT_PAGE.replace('</body>', `${LIST_PAGE}</body>`) });
    expect(failed(await runPrerender(platform, folders))).to.include(
      'in both.html: more than one catalogue element reads this page URL',
    );
    await fs.rm(folders.root, { recursive: true });
    folders = await makeTemplates({ 'shop.html': LIST_PAGE });
    expect(failed(await runPrerender(platform, folders))).to.include(
      'in shop.html: a <shop-product-list sync-url="path"> must be on an index.html page',
    );
  });

  it('says which API could not be reached, and leaves the pages of an earlier run as they were', async () => {
    folders = await makeTemplates({ 'product.html': PRODUCT_PAGE });
    await runPrerender(platform, folders);
    const before = await fs.readFile(path.join(folders.out, 'products/wool-throw/index.html'), 'utf8');
    const apiUrl = `http://127.0.0.1:${await closedPort()}`;
    const message = failed(await runPrerender(platform, folders, [], { apiUrl }));
    expect(message).to.include(`the Commerce API at ${apiUrl} could not be reached`);
    expect(message).to.include('check --api-url');
    expect(await fs.readFile(path.join(folders.out, 'products/wool-throw/index.html'), 'utf8')).to.equal(before);
  });

  it('writes nothing when the API fails halfway through, and leaves no temporary folder behind', async () => {
    folders = await makeTemplates({ 'product.html': PRODUCT_PAGE, 'index.html': LIST_PAGE });
    let reads = 0;
    const failing: typeof fetch = (input, init) =>
      ++reads > 8 ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init);
    const message = failed(await runPrerender(platform, folders, [], { fetch: failing }));
    expect(reads).to.be.greaterThan(8);
    expect(message).to.include('could not be reached');
    expect(await listFiles(folders.out)).to.deep.equal([]);
    expect((await fs.readdir(folders.root)).sort()).to.deep.equal(['templates']);
  });

  it('names the option that is missing or malformed, never quoting a key whole', async () => {
    folders = await makeTemplates({ 'product.html': PRODUCT_PAGE });
    const io = { lines: [] as string[] };
    const run = (argv: string[], env: NodeJS.ProcessEnv = {}) =>
      runCli(['prerender', ...argv], env, { out: () => undefined, err: (line) => io.lines.push(line) });
    const base = ['--templates', folders.templates, '--out', folders.out, '--site-url', SITE_URL];
    expect(await run(base)).to.equal(1);
    expect(io.lines[0]).to.equal('shopkit prerender: --key is required (or set SHOPKIT_PUBLISHABLE_KEY)');
    io.lines = [];
    expect(await run([...base, '--key', 'shop_sk_demo_s3cretvalue'])).to.equal(1);
    expect(io.lines[0]).to.include('--key must be a publishable key').and.not.include('s3cretvalue');
    io.lines = [];
    const env = { SHOPKIT_PUBLISHABLE_KEY: platform.keys.demo, SHOPKIT_SITE_URL: 'x' };
    expect(await run(base.slice(0, 4), env)).to.equal(1);
    expect(io.lines[0]).to.include('--site-url must be an http(s) URL');
    io.lines = [];
    const inside = ['--templates', folders.templates, '--out', path.join(folders.templates, 'out')];
    expect(await run([...inside, '--site-url', SITE_URL, '--key', platform.keys.demo])).to.equal(1);
    expect(io.lines[0]).to.include('--out').and.include('must be a folder outside --templates');
    io.lines = [];
    expect(await run([...base, '--key', platform.keys.demo, '--sitemap', '../x.xml'])).to.equal(1);
    expect(io.lines[0]).to.include('--sitemap must be a file name ending in .xml');
  });

  describe('a product whose name and description carry markup and script', () => {
    const hostile = {
      id: 'prod_990',
      slug: 'hostile-mug',
      name: '<img src=x onerror="alert(1)">Mug<script>alert(2)</script>',
      description:
        '<p onclick="alert(3)">Good <strong>mug</strong></p><script>alert(4)</script>' +
        '<a href="javascript:alert(5)">read</a><iframe src="https://evil.example"></iframe>',
    };

    before(async () => {
      const mug = (await platform.db.transaction((tx) => findProductBySlug(tx, 'demo', 'breakfast-bowl')))!;
      const variants = mug.variants.map((variant) => ({ ...variant, id: 'var_990_1', sku: 'HOSTILE-1' }));
      await platform.db.transaction((tx) => insertProduct(tx, { ...mug, ...hostile, variants }));
    });
    after(() => platform.db.transaction((tx) => deleteProduct(tx, 'demo', hostile.id)));

    it('writes the name as text and the description sanitized, and says so naming the page and the product', async () => {
      folders = await makeTemplates({ 'product.html': PRODUCT_PAGE });
      const run = await runPrerender(platform, folders);
      expect(run.code).to.equal(0);
      const html = await fs.readFile(path.join(folders.out, 'products/hostile-mug/index.html'), 'utf8');
      const document = new JSDOM(html).window.document;
      expect(document.querySelectorAll('script:not([type="application/ld+json"]):not([src])')).to.have.length(0);
      expect(document.querySelectorAll('[onclick], [onerror], iframe')).to.have.length(0);
      const clone = document.querySelector('article[data-shop-clone]')!;
      expect(clone.querySelector('h1')!.textContent).to.equal(hostile.name);
      expect(clone.querySelector('img:not([src*="/images/"])')).to.equal(null);
      expect(clone.querySelector('.description')!.innerHTML).to.equal('<p>Good <strong>mug</strong></p><a>read</a>');
      const jsonLd = document.querySelector('script[type="application/ld+json"]')!.textContent!;
      expect(jsonLd).not.to.include('<');
      expect(jsonLd).to.include('\\u003cscript>');
      expect(JSON.parse(jsonLd).name).to.equal(hostile.name);
      expect(run.err).to.include(
        'warning: in products/hostile-mug/index.html (from product.html): product prod_990 ("hostile-mug") has ' +
          'markup in its name, written as text',
      );
      expect(run.err).to.include(
        'warning: in products/hostile-mug/index.html (from product.html): product prod_990 ("hostile-mug") has ' +
          'markup in its description that the sanitizer removed (onclick=, <script>, href=, <iframe>)',
      );
    });
  });
});
