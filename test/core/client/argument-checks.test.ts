import { expect } from 'chai';
import { ShopkitConfigError, type ShopkitClient } from '../../../src/index.ts';
import { makeCart, makeProduct } from '../../helpers/fixtures.ts';
import { createTestClient, rejectionOf } from '../../helpers/test-client.ts';

const cart = makeCart();
const routes = {
  'POST /v2/cart': { status: 201, body: cart },
  'GET /v2/cart/*': { body: cart },
  'POST /v2/cart/*/items': { body: cart },
  'PATCH /v2/cart/*/items/*': { body: cart },
  'GET /v2/products': { body: { data: [makeProduct()], nextCursor: null } },
  'GET /v2/products/search': { body: { data: [], nextCursor: null } },
};

type Call = [name: string, call: (client: ShopkitClient) => Promise<unknown>, message: RegExp];

const BAD_CALLS: Call[] = [
  [
    'add 0',
    (c) => c.cart.add({ productId: 'prod_mug', quantity: 0 }),
    /^cart\.add quantity: expected an integer 1-999; got 0$/,
  ],
  ['add 1000', (c) => c.cart.add({ productId: 'prod_mug', quantity: 1000 }), /^cart\.add quantity: .*got 1000$/],
  ['add 1.5', (c) => c.cart.add({ productId: 'prod_mug', quantity: 1.5 }), /^cart\.add quantity: .*got 1\.5$/],
  [
    'add "2"',
    (c) => c.cart.add({ productId: 'prod_mug', quantity: '2' as unknown as number }),
    /^cart\.add quantity: .*got "2"$/,
  ],
  [
    'create',
    (c) => c.cart.create({ items: [{ productId: 'a' }, { productId: 'b', quantity: -1 }] }),
    /^cart\.create items\[1\]\.quantity: .*got -1$/,
  ],
  [
    'addItem',
    (c) => c.cart.addItem('cart_1', { productId: 'a', quantity: NaN }),
    /^cart\.addItem quantity: .*got NaN$/,
  ],
  ['update -1', (c) => c.cart.update('li_0001', -1), /^cart\.update quantity: expected an integer 0-999; got -1$/],
  [
    'update missing',
    (c) => c.cart.update('li_0001', undefined as unknown as number),
    /^cart\.update quantity: .*got null$/,
  ],
  ['updateItem 1000', (c) => c.cart.updateItem('cart_1', 'li_0001', 1000), /^cart\.updateItem quantity: .*got 1000$/],
];

describe('client argument checks', () => {
  for (const [name, call, message] of BAD_CALLS) {
    it(`refuses ${name} with a ShopkitConfigError before sending anything`, async () => {
      const { client, fake } = createTestClient(routes);
      const error = await rejectionOf(call(client));
      expect(error).to.be.instanceOf(ShopkitConfigError);
      expect(error.message).to.match(message);
      expect(fake.requests).to.deep.equal([]);
    });
  }

  it('leaves the remembered cart as it was after a refused add', async () => {
    const { client, fake, storage } = createTestClient(routes);
    await client.cart.add({ productId: 'prod_mug', quantity: 2 });
    const seen: unknown[] = [];
    client.onCartChange((next) => seen.push(next));
    const sent = fake.requests.length;
    await rejectionOf(client.cart.add({ productId: 'prod_mug', quantity: 1000 }));
    expect(fake.requests).to.have.length(sent);
    expect(seen).to.deep.equal([]);
    expect(await storage.get('shop_cart_id')).to.equal(cart.id);
  });

  it('accepts the edges of every range', async () => {
    const { client, fake } = createTestClient(routes);
    await client.cart.add({ productId: 'prod_mug', quantity: 999 });
    await client.cart.add({ productId: 'prod_mug' });
    await client.cart.update('li_0001', 0);
    expect(fake.requests.map((request) => request.method)).to.deep.equal(['POST', 'POST', 'PATCH']);
  });

  it('leaves products limit, ids and sortBy to the platform, which names them in its 400', async () => {
    const { client, fake } = createTestClient(routes);
    await client.products.list({ limit: 201, ids: ['a', 'b'] });
    await client.products.search({ query: 'mug', sortBy: 'price_desc' });
    expect(fake.requests.map((request) => request.url.replace(/^.*\/v2/, '/v2'))).to.deep.equal([
      '/v2/products?limit=201&ids=a%2Cb',
      '/v2/products/search?q=mug&sort=price_desc',
    ]);
  });
});
