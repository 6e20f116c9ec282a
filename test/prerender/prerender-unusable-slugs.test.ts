// A catalogue with slugs no file system can name (300 characters, `..`, a device name Windows reserves): `shopkit
// prerender` leaves those pages out, names each one, and writes every other page.
import { expect } from 'chai';
import fs from 'node:fs/promises';
import path from 'node:path';
import { insertCategory } from '../../demo/platform/repo/categories.ts';
import { deleteProduct, insertProduct } from '../../demo/platform/repo/product-writes.ts';
import { findProductBySlug } from '../../demo/platform/repo/products.ts';
import type { RunningPlatform } from '../../demo/platform/start-platform.ts';
import {
  LIST_PAGE,
  PRODUCT_PAGE,
  listFiles,
  makeTemplates,
  runPrerender,
  startTestPlatform,
} from './prerender-fixtures.ts';

const LONG_SLUG = `long-${'a'.repeat(295)}`;

describe('shopkit prerender with slugs that cannot be file names', function () {
  this.timeout(180_000);
  let platform: RunningPlatform;
  let folders: { root: string; templates: string; out: string };

  before(async () => {
    platform = await startTestPlatform();
    const bowl = (await platform.db.transaction((tx) => findProductBySlug(tx, 'demo', 'breakfast-bowl')))!;
    const copy = (id: string, slug: string) => ({
      ...bowl,
      id,
      slug,
      variants: bowl.variants.map((variant) => ({ ...variant, id: `${id}_v`, sku: `${id.toUpperCase()}-1` })),
    });
    await platform.db.transaction(async (tx) => {
      await insertProduct(tx, copy('prod_long', LONG_SLUG));
      await insertProduct(tx, copy('prod_con', 'con'));
      await insertCategory(tx, { id: 'cat_dots', shopId: 'demo', slug: '..', name: 'Dots', description: '' }, 99);
    });
  });
  after(async () => {
    await platform.db.transaction(async (tx) => {
      await deleteProduct(tx, 'demo', 'prod_long');
      await deleteProduct(tx, 'demo', 'prod_con');
      await tx.db.deleteFrom('categories').where('id', '=', 'cat_dots').execute();
    });
    await platform.close();
  });
  afterEach(() => fs.rm(folders.root, { recursive: true, force: true }));

  it('leaves out the products and the category it cannot name, names each, and writes the rest', async () => {
    folders = await makeTemplates({ 'product.html': PRODUCT_PAGE, 'index.html': LIST_PAGE });
    const run = await runPrerender(platform, folders);
    expect(run.code, run.err.join('\n')).to.equal(0);
    const warnings = run.err.filter((line) => line.startsWith('warning: '));
    expect(warnings).to.have.length(3);
    expect(warnings[0]).to.equal(
      'warning: in index.html: the page path "/category/../" cannot be a file in the output folder: ".." names a ' +
        'folder itself; its page is left out',
    );
    expect(warnings[1]).to.match(
      /^warning: in product\.html for product prod_long \("long-a+"\): the page path "\/products\/long-a+…" cannot be a file in the output folder: "long-a+…" is 300 bytes long, and a file name may have at most 255; its page is left out$/,
    );
    expect(warnings[2]).to.equal(
      'warning: in product.html for product prod_con ("con"): the page path "/products/con/" cannot be a file in ' +
        'the output folder: "con" is a device name Windows reserves; its page is left out',
    );
    const files = await listFiles(folders.out);
    expect(files).to.include('products/breakfast-bowl/index.html').and.include('category/lighting/index.html');
    expect(files.filter((file) => /long-a|\/con\/|\.\./.test(file))).to.deep.equal([]);
    const products = await platform.db.transaction((tx) =>
      tx.db.selectFrom('products').select('id').where('shopId', '=', 'demo').execute(),
    );
    expect(files.filter((file) => file.startsWith('products/'))).to.have.length(products.length - 2);
    const sitemap = await fs.readFile(path.join(folders.out, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.to.include('long-a').and.not.to.include('/products/con/<');
    expect(run.out.at(-1)).to.match(new RegExp(`^shopkit prerender: ${products.length - 2} product pages, `));
  });
});
