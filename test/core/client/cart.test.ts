import { expect } from 'chai';
import { ShopkitError, ShopkitHttpError, type Cart } from '../../../src/index.ts';
import { errorReply } from '../../helpers/fake-fetch.ts';
import { STOREFRONT_ID, makeCart, makeCartItem, makeCheckoutSession } from '../../helpers/fixtures.ts';
import { createTestClient, rejectionOf } from '../../helpers/test-client.ts';

const cart = makeCart();
const twoLines = makeCart({
  items: [makeCartItem(), makeCartItem({ id: 'li_0002', productId: 'prod_bowl', variantId: 'var_bowl' })],
});

describe('cart, stateless', () => {
  it('creates a cart with an Idempotency-Key and the currency query', async () => {
    const { client, fake } = createTestClient({ 'POST /v2/cart': { status: 201, body: cart } }, { currency: 'SEK' });
    expect(await client.cart.create({ items: [{ productId: 'prod_mug', quantity: 2 }] })).to.deep.equal(cart);
    const [request] = fake.requests;
    expect(request!.url).to.equal('https://api.test/v2/cart?currency=SEK');
    expect(request!.body).to.deep.equal({ items: [{ productId: 'prod_mug', quantity: 2 }] });
    expect(request!.headers['idempotency-key']).to.be.a('string');
  });

  it('binds a new cart to the campaign', async () => {
    const { client, fake } = createTestClient(
      { 'POST /v2/cart': { status: 201, body: cart } },
      { storefrontId: STOREFRONT_ID },
    );
    await client.cart.create();
    expect(fake.requests[0]!.body).to.deep.equal({ items: [], storefront: { id: STOREFRONT_ID, surface: 'shopkit' } });
  });

  it('addresses lines by line id with the right methods and bodies', async () => {
    const { client, fake } = createTestClient({
      'POST /v2/cart/*/items': { body: cart },
      'PATCH /v2/cart/*/items/*': { body: cart },
      'DELETE /v2/cart/*/items/*': { body: cart },
      'DELETE /v2/cart/*': { status: 204 },
      'GET /v2/cart/*': errorReply(410, 'gone'),
    });
    await client.cart.addItem('cart_1', { productId: 'prod_mug', variantId: 'var_mug_default' });
    await client.cart.updateItem('cart_1', 'li_0001', 0);
    await client.cart.removeItem('cart_1', 'li_0001');
    expect(await client.cart.delete('cart_1')).to.equal(undefined);
    expect(await client.cart.get('cart_1')).to.equal(null);
    expect(
      fake.requests.map((request) => `${request.method} ${request.path} ${JSON.stringify(request.body ?? null)}`),
    ).to.deep.equal([
      'POST /v2/cart/cart_1/items {"productId":"prod_mug","variantId":"var_mug_default"}',
      'PATCH /v2/cart/cart_1/items/li_0001 {"quantity":0}',
      'DELETE /v2/cart/cart_1/items/li_0001 null',
      'DELETE /v2/cart/cart_1 null',
      'GET /v2/cart/cart_1 null',
    ]);
  });

  it("sends Shopkit-Surface: agentic only with an agent's call, on the remembered cart's requests too", async () => {
    const { client, fake } = createTestClient({
      'POST /v2/cart': { status: 201, body: cart },
      'POST /v2/cart/*/items': { body: cart },
    });
    await client.cart.add({ productId: 'prod_mug' }, { surface: 'agentic' });
    await client.cart.add({ productId: 'prod_mug' });
    expect(fake.requests.map((request) => [request.path, request.headers['shopkit-surface']])).to.deep.equal([
      ['/v2/cart', 'agentic'],
      [`/v2/cart/${cart.id}/items`, undefined],
    ]);
  });

  it('refuses an empty cart id before sending anything', async () => {
    const { client, fake } = createTestClient();
    expect(await rejectionOf(client.cart.get(''))).to.have.property('name', 'ShopkitConfigError');
    expect(fake.requests).to.have.length(0);
  });
});

describe('cart, remembered', () => {
  it('reading never creates a cart', async () => {
    const { client, fake } = createTestClient();
    expect(await client.cart.current()).to.equal(null);
    expect(await client.cart.id()).to.equal(null);
    expect(fake.requests).to.have.length(0);
  });

  it('creates the cart with its first line in one POST and remembers id and store id', async () => {
    const { client, fake, storage } = createTestClient({ 'POST /v2/cart': { status: 201, body: cart } });
    await client.cart.add({ productId: 'prod_mug' });
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).to.deep.equal(['POST /v2/cart']);
    expect(fake.requests[0]!.body).to.deep.equal({ items: [{ productId: 'prod_mug' }] });
    expect(await storage.get('shop_cart_id')).to.equal('cart_0001');
    expect(await storage.get('shop_store_id')).to.equal('4711');
  });

  it('adds to the remembered cart afterwards', async () => {
    const { client, fake } = createTestClient({
      'POST /v2/cart': { status: 201, body: cart },
      'POST /v2/cart/*/items': { body: twoLines },
    });
    await client.cart.add({ productId: 'prod_mug' });
    await client.cart.add({ productId: 'prod_bowl', variantId: 'var_bowl', quantity: 2 });
    expect(fake.requests[1]!.path).to.equal('/v2/cart/cart_0001/items');
  });

  it('makes one cart when two adds race', async () => {
    const { client, fake } = createTestClient({
      'POST /v2/cart': { status: 201, body: cart },
      'POST /v2/cart/*/items': { body: twoLines },
    });
    await Promise.all([client.cart.add({ productId: 'prod_mug' }), client.cart.add({ productId: 'prod_bowl' })]);
    expect(fake.calls('POST /v2/cart')).to.have.length(1);
    expect(fake.calls('POST /v2/cart/*/items')).to.have.length(1);
  });

  it('starts a new cart when the remembered one has expired', async () => {
    const { client, fake, storage } = createTestClient({
      'POST /v2/cart/*/items': errorReply(410, 'gone'),
      'POST /v2/cart': { status: 201, body: makeCart({ id: 'cart_0002' }) },
    });
    await storage.set('shop_cart_id', 'cart_old', { maxAge: 60 });
    expect((await client.cart.add({ productId: 'prod_mug' })).id).to.equal('cart_0002');
    expect(fake.requests.map((request) => request.path)).to.deep.equal(['/v2/cart/cart_old/items', '/v2/cart']);
  });

  it('forgets a remembered cart that reads as gone', async () => {
    const { client, storage } = createTestClient({ 'GET /v2/cart/*': errorReply(404, 'not_found') });
    await storage.set('shop_cart_id', 'cart_old', { maxAge: 60 });
    expect(await client.cart.current()).to.equal(null);
    expect(await client.cart.id()).to.equal(null);
  });

  it('forgets a cart whose checkout was paid by asking the session, never reading the gone cart', async () => {
    const { client, fake, storage } = createTestClient({
      'GET /v2/checkout/cs_0001': { body: makeCheckoutSession({ status: 'paid', orderNumber: 'SK-1001' }) },
      'GET /v2/cart/*': errorReply(410, 'gone'),
    });
    await storage.set('shop_cart_id', 'cart_0001', { maxAge: 60 });
    await storage.set('shop_checkout_session', 'cs_0001', { maxAge: 60 });
    const announced: Array<Cart | null> = [];
    client.onCartChange((next) => announced.push(next));
    expect(await client.cart.current()).to.equal(null);
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).to.deep.equal([
      'GET /v2/checkout/cs_0001',
    ]);
    expect([await client.cart.id(), await storage.get('shop_checkout_session')]).to.deep.equal([null, null]);
    expect(announced).to.deep.equal([null]);
  });

  it('reads the cart after asking an open checkout, and keeps remembering that checkout', async () => {
    const { client, fake, storage } = createTestClient({
      'GET /v2/checkout/cs_0001': { body: makeCheckoutSession() },
      'GET /v2/cart/*': { body: cart },
    });
    await storage.set('shop_cart_id', 'cart_0001', { maxAge: 60 });
    await storage.set('shop_checkout_session', 'cs_0001', { maxAge: 60 });
    expect((await client.cart.current())!.id).to.equal('cart_0001');
    expect(fake.requests.map((request) => request.path)).to.deep.equal(['/v2/checkout/cs_0001', '/v2/cart/cart_0001']);
    expect(await storage.get('shop_checkout_session')).to.equal('cs_0001');
  });

  it('forgets an expired checkout, so later reads go straight to the cart', async () => {
    const { client, fake, storage } = createTestClient({
      'GET /v2/checkout/cs_0001': { body: makeCheckoutSession({ status: 'expired' }) },
      'GET /v2/cart/*': { body: cart },
    });
    await storage.set('shop_cart_id', 'cart_0001', { maxAge: 60 });
    await storage.set('shop_checkout_session', 'cs_0001', { maxAge: 60 });
    await client.cart.current();
    await client.cart.current();
    expect(fake.requests.map((request) => request.path)).to.deep.equal([
      '/v2/checkout/cs_0001',
      '/v2/cart/cart_0001',
      '/v2/cart/cart_0001',
    ]);
    expect(await storage.get('shop_checkout_session')).to.equal(null);
  });

  it('reads the cart directly when the key may not read checkouts', async () => {
    const { client, fake, storage } = createTestClient(
      { 'GET /v2/cart/*': { body: cart } },
      { scopes: ['cart:read', 'cart:write'] },
    );
    await storage.set('shop_cart_id', 'cart_0001', { maxAge: 60 });
    await storage.set('shop_checkout_session', 'cs_0001', { maxAge: 60 });
    await client.cart.current();
    expect(fake.requests.map((request) => request.path)).to.deep.equal(['/v2/cart/cart_0001']);
  });

  it('shares one read between concurrent current() calls', async () => {
    const { client, fake, storage } = createTestClient({ 'GET /v2/cart/*': { body: cart } });
    await storage.set('shop_cart_id', 'cart_0001', { maxAge: 60 });
    const [a, b] = await Promise.all([client.cart.current(), client.cart.current()]);
    expect(a).to.equal(b);
    expect(fake.requests).to.have.length(1);
  });

  it('updates and removes lines of the remembered cart by line id', async () => {
    const { client, fake, storage } = createTestClient({
      'PATCH /v2/cart/*/items/*': { body: cart },
      'DELETE /v2/cart/*/items/*': { body: makeCart({ items: [] }) },
    });
    await storage.set('shop_cart_id', 'cart_0001', { maxAge: 60 });
    await client.cart.update('li_0001', 3);
    await client.cart.remove('li_0001');
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).to.deep.equal([
      'PATCH /v2/cart/cart_0001/items/li_0001',
      'DELETE /v2/cart/cart_0001/items/li_0001',
    ]);
  });

  it('refuses to update without a remembered cart', async () => {
    const { client, fake } = createTestClient();
    expect(await rejectionOf(client.cart.update('li_0001', 2))).to.be.instanceOf(ShopkitError);
    expect(fake.requests).to.have.length(0);
  });

  it('keeps the cart when a line is already gone, and announces the fresh cart', async () => {
    const fresh = makeCart({ items: [makeCartItem({ id: 'li_0002' })] });
    const { client, storage } = createTestClient({
      'PATCH /v2/cart/*/items/*': errorReply(404, 'not_found'),
      'GET /v2/cart/*': { body: fresh },
    });
    await storage.set('shop_cart_id', 'cart_0001', { maxAge: 60 });
    const seen: Array<Cart | null> = [];
    client.onCartChange((value) => seen.push(value));
    expect(await rejectionOf(client.cart.update('li_0001', 2))).to.be.instanceOf(ShopkitHttpError);
    expect(await client.cart.id()).to.equal('cart_0001');
    expect(seen).to.deep.equal([fresh]);
  });

  it('resolves a remove of a line already gone with the re-read cart, in the call currency', async () => {
    const fresh = makeCart({ items: [makeCartItem({ id: 'li_0002' })] });
    const { client, fake, storage } = createTestClient({
      'DELETE /v2/cart/*/items/*': errorReply(404, 'not_found'),
      'GET /v2/cart/*': { body: fresh },
    });
    await storage.set('shop_cart_id', 'cart_0001', { maxAge: 60 });
    expect(await client.cart.remove('li_0001', { currency: 'eur' })).to.deep.equal(fresh);
    expect(fake.requests.map((request) => `${request.method} ${request.url}`)).to.deep.equal([
      'DELETE https://api.test/v2/cart/cart_0001/items/li_0001?currency=EUR',
      'GET https://api.test/v2/cart/cart_0001?currency=EUR',
    ]);
    expect(await client.cart.id()).to.equal('cart_0001');
  });

  it('forgets the cart and announces null when the re-read says the cart itself is gone', async () => {
    const { client, storage } = createTestClient({
      'PATCH /v2/cart/*/items/*': errorReply(404, 'not_found'),
      'GET /v2/cart/*': errorReply(404, 'not_found'),
    });
    await storage.set('shop_cart_id', 'cart_0001', { maxAge: 60 });
    const seen: Array<Cart | null> = [];
    client.onCartChange((value) => seen.push(value));
    expect(await rejectionOf(client.cart.update('li_0001', 0))).to.have.property('status', 404);
    expect(await client.cart.id()).to.equal(null);
    expect(seen).to.deep.equal([null]);
  });

  it('keeps the cart when the re-read after a line 404 gets no answer', async () => {
    const { client, storage } = createTestClient(
      { 'PATCH /v2/cart/*/items/*': errorReply(404, 'not_found'), 'GET /v2/cart/*': { networkError: true } },
      { maxRetries: 0 },
    );
    await storage.set('shop_cart_id', 'cart_0001', { maxAge: 60 });
    expect(await rejectionOf(client.cart.update('li_0001', 2))).to.have.property('status', 404);
    expect(await client.cart.id()).to.equal('cart_0001');
  });

  it('clears: deletes and forgets, and tolerates a cart already gone', async () => {
    const { client, fake, storage } = createTestClient({ 'DELETE /v2/cart/*': errorReply(410, 'gone') });
    await storage.set('shop_cart_id', 'cart_0001', { maxAge: 60 });
    await client.cart.clear();
    expect(fake.requests[0]!.method).to.equal('DELETE');
    expect(await client.cart.id()).to.equal(null);
  });

  it('announces every remembered read and change through onCartChange until unsubscribed', async () => {
    const { client } = createTestClient({
      'POST /v2/cart': { status: 201, body: cart },
      'GET /v2/cart/*': { body: cart },
      'DELETE /v2/cart/*': { status: 204 },
    });
    const seen: Array<string | null> = [];
    const off = client.onCartChange((value) => seen.push(value?.id ?? null));
    await client.cart.add({ productId: 'prod_mug' });
    await client.cart.current();
    await client.cart.clear();
    off();
    await client.cart.current();
    expect(seen).to.deep.equal(['cart_0001', 'cart_0001', null]);
  });

  it('keeps the cart for cartTtlSeconds', async () => {
    const writes: Array<[string, number]> = [];
    const map = new Map<string, string>();
    const storage = {
      get: (key: string) => map.get(key) ?? null,
      set: (key: string, value: string, { maxAge }: { maxAge: number }) => {
        writes.push([key, maxAge]);
        map.set(key, value);
      },
      remove: (key: string) => {
        map.delete(key);
      },
    };
    const { client } = createTestClient(
      { 'POST /v2/cart': { status: 201, body: cart } },
      { storage, cartTtlSeconds: 600 },
    );
    await client.cart.add({ productId: 'prod_mug' });
    expect(writes).to.deep.equal([
      ['shop_cart_id', 600],
      ['shop_store_id', 600],
    ]);
  });

  it('uses the storage key prefix', async () => {
    const { client, storage } = createTestClient(
      { 'POST /v2/cart': { status: 201, body: cart } },
      { storageKeyPrefix: 'two' },
    );
    await client.cart.add({ productId: 'prod_mug' });
    expect(await storage.get('two_cart_id')).to.equal('cart_0001');
  });
});
