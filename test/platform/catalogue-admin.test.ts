// The admin API's catalogue (docs/platform.md, "Catalogue"): every operation on products, variants, options, images,
// stock and categories, what the storefront API and the webhooks see of it, and every bad input refused with the field
// and the value named, nothing written. Every answer is checked against openapi.json.
import { expect } from 'chai';
import { CONTRACT, SEEN_OPERATIONS } from './helpers/contract.ts';
import { callAdmin, makeProductInput } from './helpers/admin-catalogue.ts';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';
import { panelLogin, postPanelForm } from '../helpers/panel-client.ts';
import { startTestReceiver, type TestReceiver } from '../helpers/test-receiver.ts';

const SHOP = '/admin/shops/demo';

describe('platform: admin catalogue API', () => {
  let f: PlatformFixture;
  let receiver: TestReceiver;
  const admin = (method: string, path: string, body?: unknown) =>
    callAdmin(f, method, `${SHOP}${path}`, body === undefined ? {} : { body });
  /** The product events the receiver got since the last call, as `event product_id`. */
  let seen = 0;
  const newEvents = async () => {
    await f.platform.webhooks.idle();
    const events = receiver.requests.slice(seen).map((r) => `${r.param('event_type')} ${r.param('product_id')}`);
    seen = receiver.requests.length;
    return events;
  };

  before(async () => {
    f = await startFixture({ localDevelopment: true });
    receiver = await startTestReceiver(200);
    const events = ['product.add', 'product.update', 'product.delete'];
    expect((await f.admin('PUT', `${SHOP}/webhooks`, { url: receiver.url, events })).status).to.equal(200);
  });
  after(async () => {
    await f.close();
    await receiver.close();
  });

  it('creates a product with options, variants, images and categories that the storefront lists', async () => {
    const input = makeProductInput({
      slug: 'linen-apron',
      categories: ['textiles', 'cat_1'],
      images: [{ file: 'linen-apron-1.jpg', alt: 'A linen apron' }, { file: 'linen-apron-2.jpg' }],
      options: [{ name: 'Colour', values: ['Oat', 'Rust'] }],
      variants: [
        { sku: 'APRON-OAT', price: 34900, stock: 7, options: { Colour: 'Oat' }, image: 'linen-apron-1.jpg' },
        { sku: 'APRON-RUST', price: 36900, compareAtPrice: 39900, options: { Colour: 'Rust' } },
      ],
    });
    const created = await admin('POST', '/products', input);
    expect(created.status).to.equal(201);
    expect(created.body).to.deep.include({
      slug: 'linen-apron',
      name: 'Linen Apron',
      categories: ['textiles', 'kitchen'],
    });
    expect(created.body.images).to.deep.equal([
      { file: 'linen-apron-1.jpg', alt: 'A linen apron', width: 800, height: 800 },
      { file: 'linen-apron-2.jpg', alt: 'Linen Apron', width: 800, height: 800 },
    ]);
    expect(created.body.variants.map((v: { name: string; stock: number | null }) => [v.name, v.stock])).to.deep.equal([
      ['Oat', 7],
      ['Rust', null],
    ]);
    const shown = await f.call('GET', '/v2/products/by-slug/linen-apron?currency=SEK');
    expect(shown.status).to.equal(200);
    expect(shown.body).to.deep.include({
      id: created.body.id,
      price: 34900,
      currency: 'SEK',
      categoryIds: ['cat_2', 'cat_1'],
    });
    expect(shown.body.variants[0].image.path).to.equal('products/linen-apron-1.jpg');
    expect((await admin('GET', `/products/${created.body.id}`)).body).to.deep.equal(created.body);
    expect((await admin('GET', '/products?sku=APRON-RUST')).body.data.map((p: { id: string }) => p.id)).to.deep.equal([
      created.body.id,
    ]);
    expect(await newEvents()).to.deep.equal([`product.add ${created.body.id}`]);
  });

  it("lists the shop's products in the catalogue's order a page at a time", async () => {
    const first = await admin('GET', '/products?limit=10');
    expect(first.body.data.map((p: { slug: string }) => p.slug).slice(0, 2)).to.deep.equal([
      'stoneware-mug',
      'breakfast-bowl',
    ]);
    const second = await admin('GET', `/products?limit=10&cursor=${first.body.nextCursor}`);
    expect(second.body.data[0].slug).to.equal((await f.call('GET', '/v2/products?limit=11')).body.data[10].slug);
    expect((await admin('GET', '/products?sku=NO-SUCH-SKU')).body).to.deep.equal({ data: [], nextCursor: null });
  });

  it('changes the fields a PATCH sends, fires product.update, and fires nothing for stock alone', async () => {
    const { body: product } = await admin('GET', '/products?sku=APRON-OAT');
    const id = product.data[0].id;
    const renamed = await admin('PATCH', `/products/${id}`, {
      name: 'Linen Apron, long',
      description: 'Down to the knee.',
    });
    expect(renamed.status).to.equal(200);
    expect(renamed.body).to.include({ name: 'Linen Apron, long', slug: 'linen-apron' });
    expect(await newEvents()).to.deep.equal([`product.update ${id}`]);
    const oat = renamed.body.variants[0];
    const restocked = await admin('PATCH', `/products/${id}/variants/${oat.id}`, { stock: 2 });
    expect(restocked.body.variants[0]).to.include({ id: oat.id, stock: 2 });
    const stockSet = await admin('PATCH', '/stock', { items: [{ sku: 'APRON-RUST', stock: 0 }] });
    expect(stockSet.body).to.deep.equal({ updated: 1 });
    expect((await f.call('GET', `/v2/products/${id}`)).body.variants[1].available).to.equal(false);
    expect(await newEvents(), 'stock alone is no product.update').to.deep.equal([]);
    expect((await admin('PATCH', `/products/${id}`, { name: 'Linen Apron, long' })).status).to.equal(200);
    expect(await newEvents(), 'a PATCH that changes nothing fires nothing').to.deep.equal([]);
  });

  it('adds, changes and deletes variants and options, keeping the id of a variant whose SKU changes', async () => {
    const id = (await admin('GET', '/products?sku=APRON-OAT')).body.data[0].id;
    const options = [{ name: 'Colour', values: ['Oat', 'Rust', 'Moss'] }];
    expect((await admin('PATCH', `/products/${id}`, { options })).status).to.equal(200);
    const added = await admin('POST', `/products/${id}/variants`, {
      sku: 'APRON-MOSS',
      price: 34900,
      options: { Colour: 'Moss' },
    });
    expect(added.status).to.equal(201);
    const moss = added.body.variants[2];
    expect(moss).to.include({ sku: 'APRON-MOSS', name: 'Moss', stock: null });
    const renamed = await admin('PATCH', `/products/${id}/variants/${moss.id}`, { sku: 'APRON-MOSS-2', price: 35900 });
    expect(renamed.body.variants[2]).to.include({ id: moss.id, sku: 'APRON-MOSS-2', price: 35900 });
    const removed = await admin('DELETE', `/products/${id}/variants/${moss.id}`);
    expect(removed.body.variants.map((v: { sku: string }) => v.sku)).to.deep.equal(['APRON-OAT', 'APRON-RUST']);
    const replaced = await admin('PATCH', `/products/${id}`, {
      options: [],
      images: [{ file: 'linen-apron-3.jpg', alt: 'Folded' }],
      variants: [{ sku: 'APRON-OAT', price: 33900, stock: 3 }],
    });
    expect(replaced.body.options).to.deep.equal([]);
    expect(replaced.body.images).to.deep.equal([{ file: 'linen-apron-3.jpg', alt: 'Folded', width: 800, height: 800 }]);
    expect(replaced.body.variants).to.have.length(1);
    expect(replaced.body.variants[0]).to.include({ id: renamed.body.variants[0].id, name: 'Default', price: 33900 });
    const only = replaced.body.variants[0].id;
    const last = await admin('DELETE', `/products/${id}/variants/${only}`);
    expect(last.status).to.equal(400);
    expect(last.body.error.message).to.contain("variantId is the product's only variant");
    expect(await newEvents()).to.deep.equal(Array(5).fill(`product.update ${id}`));
  });

  it('adds, renames and deletes categories; a deleted one leaves its products with a product.update each', async () => {
    const created = await admin('POST', '/categories', { slug: 'garden', name: 'Garden' });
    expect(created.status).to.equal(201);
    expect(created.body).to.deep.include({ slug: 'garden', name: 'Garden', description: '', productCount: 0 });
    const taken = await admin('POST', '/categories', { slug: 'garden', name: 'Another garden' });
    expect(taken.body.error.message).to.equal(`slug is the slug of category ${created.body.id} (got "garden")`);
    const product = await admin(
      'POST',
      '/products',
      makeProductInput({ slug: 'watering-can', categories: ['garden'] }),
    );
    expect((await admin('GET', '/categories/garden')).body.productCount).to.equal(1);
    const renamed = await admin('PATCH', `/categories/${created.body.id}`, { name: 'Garden & balcony' });
    expect(renamed.body).to.include({ name: 'Garden & balcony', productCount: 1 });
    expect((await f.call('GET', '/v2/categories/garden')).body.name).to.equal('Garden & balcony');
    expect((await admin('GET', '/categories')).body.data.map((c: { slug: string }) => c.slug)).to.deep.equal([
      'kitchen',
      'textiles',
      'stationery',
      'lighting',
      'garden',
    ]);
    await newEvents();
    expect((await admin('DELETE', '/categories/garden')).status).to.equal(204);
    expect((await admin('GET', `/products/${product.body.id}`)).body.categories).to.deep.equal([]);
    expect((await admin('GET', '/categories/garden')).status).to.equal(404);
    expect(await newEvents()).to.deep.equal([`product.update ${product.body.id}`]);
  });

  it('deletes a product: product.delete, and neither API shows it any more', async () => {
    const { body: product } = await admin('POST', '/products', makeProductInput({ slug: 'short-lived' }));
    expect((await admin('DELETE', `/products/${product.id}`)).status).to.equal(204);
    expect((await admin('GET', `/products/${product.id}`)).status).to.equal(404);
    expect((await f.call('GET', `/v2/products/${product.id}`)).status).to.equal(404);
    expect((await admin('DELETE', `/products/${product.id}`)).status).to.equal(404);
    expect(await newEvents()).to.deep.equal([`product.add ${product.id}`, `product.delete ${product.id}`]);
  });

  describe('refuses bad input, naming the field and the value, and writes nothing', () => {
    const refusals: Array<[string, Record<string, unknown>, string]> = [
      ['an unknown field', { colour: 'red' }, 'colour is not a field of this request (got nothing)'],
      [
        'a price as text',
        { variants: [{ sku: 'X-1', price: '129' }] },
        'variants[0].price must be a whole number of minor units from 0 to 99999999999 (12900 is 129.00) (got "129")',
      ],
      [
        'a fractional price',
        { variants: [{ sku: 'X-1', price: 129.5 }] },
        'variants[0].price must be a whole number of minor units from 0 to 99999999999 (12900 is 129.00) (got 129.5)',
      ],
      [
        'negative stock',
        { variants: [{ sku: 'X-1', price: 100, stock: -1 }] },
        'variants[0].stock must be a whole number from 0 to 999999, or null when stock is not tracked (got -1)',
      ],
      [
        'a 300-character slug',
        { slug: 'a'.repeat(300) },
        `slug must be 1 to 80 lower-case letters, digits and hyphens, starting with a letter or a digit (got "${'a'.repeat(77)}...")`,
      ],
      [
        'a slug with capitals',
        { slug: 'Oak-Tray' },
        'slug must be 1 to 80 lower-case letters, digits and hyphens, starting with a letter or a digit (got "Oak-Tray")',
      ],
      [
        'a category the shop does not have',
        { categories: ['garden-tools'] },
        'categories[0] names no category of the shop (got "garden-tools")',
      ],
      [
        'a SKU twice in one product',
        {
          variants: [
            { sku: 'X-1', price: 1 },
            { sku: 'X-1', price: 2 },
          ],
        },
        'variants[1].sku is also the SKU of variants[0] (got "X-1")',
      ],
      [
        'a SKU of another product',
        { variants: [{ sku: 'STONEWARE-MU-1', price: 1 }] },
        'variants[0].sku already names a variant of product prod_001 (got "STONEWARE-MU-1")',
      ],
      [
        'a slug another product has',
        { slug: 'stoneware-mug' },
        'slug is the slug of product prod_001 (got "stoneware-mug")',
      ],
      [
        'a control character in the name',
        { name: 'Oak\u0007Tray' },
        'name must not hold control characters, bidi overrides or unpaired surrogates',
      ],
      [
        'a bidi override in the description',
        { description: 'Oak \u202eyarT' },
        'description must not hold control characters, bidi overrides or unpaired surrogates',
      ],
      [
        'an image file that is a path',
        { images: [{ file: '../secret.jpg' }] },
        'images[0].file must be a file name of lower-case letters, digits and hyphens ending in .jpg or .png (the image CDN draws it) (got "../secret.jpg")',
      ],
      [
        'a variant image the product does not have',
        { variants: [{ sku: 'X-1', price: 1, image: 'other.jpg' }] },
        'variants[0].image must be one of the product\'s images (oak-tray-1.jpg) (got "other.jpg")',
      ],
      [
        'a value its option does not list',
        {
          options: [{ name: 'Size', values: ['S', 'M'] }],
          variants: [{ sku: 'X-1', price: 1, options: { Size: 'XL' } }],
        },
        'variants[0].options.Size must be one of S, M (got "XL")',
      ],
      [
        'two variants with the same values',
        {
          options: [{ name: 'Size', values: ['S', 'M'] }],
          variants: [
            { sku: 'X-1', price: 1, options: { Size: 'S' } },
            { sku: 'X-2', price: 1, options: { Size: 'S' } },
          ],
        },
        'variants[1].options names the same values as variants[0] (got "S")',
      ],
      ['no variant', { variants: [] }, 'variants must be an array of 1 to 100 variants (got an array)'],
    ];
    for (const [what, change, message] of refusals)
      it(`refuses ${what}`, async () => {
        const before = (await admin('GET', '/products?limit=200')).body;
        const answer = await admin('POST', '/products', { ...makeProductInput({ slug: 'oak-tray' }), ...change });
        expect(answer.status, JSON.stringify(answer.body)).to.equal(400);
        expect(answer.body.error.message).to.contain(message);
        expect((await admin('GET', '/products?limit=200')).body).to.deep.equal(before);
      });

    it('keeps markup in a name as text: stored as sent, escaped where a page shows it', async () => {
      const name = '<img src=x onerror=alert(1)> Tray';
      const created = await admin('POST', '/products', makeProductInput({ slug: 'markup-tray', name }));
      expect(created.body.name).to.equal(name);
      const cookie = await panelLogin(f.platform);
      const page = await (await fetch(`${f.platform.panel.url}/catalogue`, { headers: { cookie } })).text();
      expect(page).to.contain('&lt;img src=x onerror=alert(1)&gt; Tray').and.not.contain('<img src=x');
    });

    it('refuses stock for a SKU the shop does not have, or named twice, and changes none', async () => {
      const unknown = await admin('PATCH', '/stock', {
        items: [
          { sku: 'APRON-OAT', stock: 9 },
          { sku: 'NOPE-1', stock: 1 },
        ],
      });
      expect(unknown.body.error.message).to.equal('items[1].sku names no variant of the shop (got "NOPE-1")');
      const twice = await admin('PATCH', '/stock', {
        items: [
          { sku: 'APRON-OAT', stock: 9 },
          { sku: 'APRON-OAT', stock: 1 },
        ],
      });
      expect(twice.body.error.message).to.equal('items[1].sku is also items[0] (got "APRON-OAT")');
      expect((await admin('GET', '/products?sku=APRON-OAT')).body.data[0].variants[0].stock).to.equal(3);
    });

    it('answers 401 without the admin token and 404 for a shop or product that does not exist', async () => {
      const anonymous = await callAdmin(f, 'GET', `${SHOP}/products`, { token: 'wrong' });
      expect(anonymous.status).to.equal(401);
      expect((await callAdmin(f, 'GET', '/admin/shops/nope/products')).status).to.equal(404);
      expect((await admin('PATCH', '/products/prod_nope', { name: 'X' })).status).to.equal(404);
      expect((await admin('PATCH', '/products/prod_001/variants/var_nope', { price: 1 })).status).to.equal(404);
    });
  });

  it('gives a product added in the panel a SKU no variant of the shop has', async () => {
    await admin(
      'POST',
      '/products',
      makeProductInput({ slug: 'oak-board', variants: [{ sku: 'OAK-BOARD-LARGE', price: 100 }] }),
    );
    const cookie = await panelLogin(f.platform);
    const add = (name: string, slug: string) =>
      postPanelForm(cookie, '/panel/catalogue', f.platform, [
        ['name', name],
        ['slug', slug],
        ['price', '129'],
        ['stock', ''],
      ]);
    expect((await add('Oak Board Large', 'oak-board-large')).status).to.equal(303);
    expect((await add('Oak Board', 'oak-board-2')).status).to.equal(303);
    expect((await admin('GET', '/products?sku=OAK-BOARD-LARGE-2')).body.data[0].slug).to.equal('oak-board-large');
    expect((await admin('GET', '/products?sku=OAK-BOARD-2')).body.data[0].slug).to.equal('oak-board-2');
  });

  describe('in all', () => {
    it('exercised every admin catalogue operation of openapi.json', () => {
      const catalogue = Object.entries(CONTRACT.paths)
        .filter(([path]) => /^\/admin\/shops\/\{shop\}\/(products|categories|stock)/.test(path))
        .flatMap(([path, item]) =>
          Object.keys(item)
            .filter((key) => key !== 'servers')
            .map((method) => `${method.toUpperCase()} ${path}`),
        );
      expect(catalogue).to.have.length(14);
      expect(catalogue.filter((operation) => !SEEN_OPERATIONS.has(operation))).to.deep.equal([]);
    });
  });
});
