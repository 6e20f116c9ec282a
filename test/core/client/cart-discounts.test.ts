import { expect } from 'chai';
import {
  ShopkitDiscountError,
  isShopkitDiscountError,
  type Cart,
  type ShopkitDiscountRejection,
} from '../../../src/index.ts';
import { errorReply, type FakeReply } from '../../helpers/fake-fetch.ts';
import { makeAppliedDiscount, makeCart } from '../../helpers/fixtures.ts';
import { createTestClient, rejectionOf } from '../../helpers/test-client.ts';

const plain = makeCart();
const discounted = makeCart({ discounts: [makeAppliedDiscount()] });
const rejected = (reason: string, extra: Record<string, unknown> = {}): FakeReply =>
  errorReply(422, 'discount_not_applicable', { details: { field: 'code', reason, ...extra } });

async function remembered(routes: Parameters<typeof createTestClient>[0] = {}) {
  const test = createTestClient(routes);
  await test.storage.set('shop_cart_id', 'cart_0001', { maxAge: 60 });
  return test;
}

describe('cart discounts, stateless', () => {
  it('applies a code with POST /discounts, an Idempotency-Key and the currency query', async () => {
    const { client, fake } = createTestClient({ 'POST /v2/cart/*/discounts': { body: discounted } });
    expect(await client.cart.applyDiscountTo('cart_1', '  spring10 ', { currency: 'eur' })).to.deep.equal(discounted);
    const [request] = fake.requests;
    expect(request!.url).to.equal('https://api.test/v2/cart/cart_1/discounts?currency=EUR');
    expect(request!.body).to.deep.equal({ code: 'spring10' });
    expect(request!.headers['idempotency-key']).to.be.a('string');
  });

  it('removes a code with DELETE, the code encoded as one path segment', async () => {
    const { client, fake } = createTestClient({ 'DELETE /v2/cart/*/discounts/*': { body: plain } });
    await client.cart.removeDiscountFrom('cart_1', 'A/B C');
    expect(fake.requests[0]!.url).to.equal('https://api.test/v2/cart/cart_1/discounts/A%2FB%20C');
  });

  it('rejects a code that cannot apply with ShopkitDiscountError carrying the reason and the minimum', async () => {
    const { client } = createTestClient({
      'POST /v2/cart/*/discounts': rejected('below_minimum', { minimumSubtotal: 50000, currency: 'SEK' }),
    });
    const error = await rejectionOf(client.cart.applyDiscountTo('cart_1', 'BIG500'));
    expect(error).to.be.instanceOf(ShopkitDiscountError);
    expect(isShopkitDiscountError(error)).to.equal(true);
    expect(error).to.include({
      code: 'BIG500',
      reason: 'below_minimum',
      minimumSubtotal: 50000,
      currency: 'SEK',
      status: 422,
    });
    expect(error.message).to.equal('discount code "BIG500" cannot apply: below_minimum');
    expect((error.cause as { status: number }).status).to.equal(422);
  });

  it('reads an unexpected reason as unknown, and leaves other errors as they are', async () => {
    const { client } = createTestClient({
      'POST /v2/cart/cart_1/discounts': rejected('because'),
      'POST /v2/cart/cart_2/discounts': errorReply(410, 'gone'),
    });
    expect(await rejectionOf(client.cart.applyDiscountTo('cart_1', 'X'))).to.include({ reason: 'unknown' });
    expect(await rejectionOf(client.cart.applyDiscountTo('cart_2', 'X'))).to.have.property('name', 'ShopkitHttpError');
  });

  for (const [label, code] of [
    ['an empty', '   '],
    ['a too long', 'A'.repeat(65)],
    ['a control character in a', 'SPRING\n10'],
    ['a non-string', 42],
  ] as const) {
    it(`refuses ${label} code before sending anything, naming the argument`, async () => {
      const { client, fake } = createTestClient();
      const error = await rejectionOf(client.cart.applyDiscountTo('cart_1', code as string));
      expect(error).to.have.property('name', 'ShopkitConfigError');
      expect(error).to.have.property('field', 'cart.applyDiscountTo code');
      expect(fake.requests).to.have.length(0);
    });
  }

  it('needs cart:write', async () => {
    const { client, fake } = createTestClient({}, { scopes: ['cart:read'] });
    const error = await rejectionOf(client.cart.removeDiscountFrom('cart_1', 'SPRING10'));
    expect(error).to.have.property('name', 'ShopkitScopeError');
    expect(error).to.have.property('scope', 'cart:write');
    expect(fake.requests).to.have.length(0);
  });
});

describe('cart discounts, remembered', () => {
  it('applies to the remembered cart and announces the discounted cart once', async () => {
    const { client, fake } = await remembered({ 'POST /v2/cart/*/discounts': { body: discounted } });
    const seen: Array<Cart | null> = [];
    client.onCartChange((cart) => seen.push(cart));
    expect(await client.cart.applyDiscount('SPRING10')).to.deep.equal(discounted);
    expect(fake.requests[0]!.path).to.equal('/v2/cart/cart_0001/discounts');
    expect(seen).to.deep.equal([discounted]);
  });

  it('keeps the cart unchanged and announces nothing when a code cannot apply', async () => {
    const { client } = await remembered({ 'POST /v2/cart/*/discounts': rejected('expired') });
    let announced = 0;
    client.onCartChange(() => announced++);
    expect(await rejectionOf(client.cart.applyDiscount('WINTER'))).to.include({ reason: 'expired' });
    expect(announced).to.equal(0);
    expect(await client.cart.pendingDiscount()).to.equal(null);
  });

  it('keeps a code applied before the first add and applies it right after the add creates the cart', async () => {
    const { client, fake } = createTestClient({
      'POST /v2/cart': { status: 201, body: plain },
      'POST /v2/cart/*/discounts': { body: discounted },
    });
    const seen: Array<Cart | null> = [];
    client.onCartChange((cart) => seen.push(cart));
    expect(await client.cart.applyDiscount('SPRING10')).to.equal(null);
    expect(fake.requests).to.have.length(0);
    expect(await client.cart.pendingDiscount()).to.equal('SPRING10');
    expect(await client.cart.add({ productId: 'prod_mug' })).to.deep.equal(discounted);
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).to.deep.equal([
      'POST /v2/cart',
      'POST /v2/cart/cart_0001/discounts',
    ]);
    expect(seen).to.deep.equal([discounted]);
    expect(await client.cart.pendingDiscount()).to.equal(null);
  });

  it('applies a deferred code with the next change of an existing cart, not before', async () => {
    const { client, fake } = await remembered({
      'PATCH /v2/cart/*/items/*': { body: plain },
      'POST /v2/cart/*/discounts': { body: discounted },
    });
    await client.cart.deferDiscount('spring10');
    expect(fake.requests).to.have.length(0);
    expect(await client.cart.update('li_0001', 2)).to.deep.equal(discounted);
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).to.deep.equal([
      'PATCH /v2/cart/cart_0001/items/li_0001',
      'POST /v2/cart/cart_0001/discounts',
    ]);
    expect(fake.requests[1]!.body).to.deep.equal({ code: 'spring10' });
  });

  it('forgets a deferred code the cart already holds without asking again', async () => {
    const { client, fake } = await remembered({ 'DELETE /v2/cart/*/items/*': { body: discounted } });
    await client.cart.deferDiscount('spring10');
    await client.cart.remove('li_0002');
    expect(fake.requests).to.have.length(1);
    expect(await client.cart.pendingDiscount()).to.equal(null);
  });

  it('reports a deferred code that cannot apply once, keeps the change, and forgets the code', async () => {
    const { client, fake } = createTestClient({
      'POST /v2/cart': { status: 201, body: plain },
      'POST /v2/cart/*/items': { body: plain },
      'POST /v2/cart/*/discounts': rejected('used_up'),
    });
    const rejections: ShopkitDiscountRejection[] = [];
    client.onDiscountRejected((rejection) => rejections.push(rejection));
    await client.cart.deferDiscount('LASTONE');
    expect(await client.cart.add({ productId: 'prod_mug' })).to.deep.equal(plain);
    await client.cart.add({ productId: 'prod_mug' });
    expect(rejections).to.deep.equal([
      { code: 'LASTONE', reason: 'used_up', minimumSubtotal: null, currency: null, pending: false },
    ]);
    expect(fake.calls('POST /v2/cart/*/discounts')).to.have.length(1);
    expect(await client.cart.pendingDiscount()).to.equal(null);
  });

  it('keeps a deferred code below its minimum for later changes, reporting it only the first time', async () => {
    const { client, fake } = await remembered({
      'POST /v2/cart/*/items': { body: plain },
      'POST /v2/cart/*/discounts': [
        rejected('below_minimum', { minimumSubtotal: 50000, currency: 'SEK' }),
        rejected('below_minimum', { minimumSubtotal: 50000, currency: 'SEK' }),
        { body: discounted },
      ],
    });
    const rejections: ShopkitDiscountRejection[] = [];
    client.onDiscountRejected((rejection) => rejections.push(rejection));
    await client.cart.deferDiscount('BIG500');
    await client.cart.add({ productId: 'prod_mug' });
    await client.cart.add({ productId: 'prod_mug' });
    expect(await client.cart.pendingDiscount()).to.equal('BIG500');
    expect(await client.cart.add({ productId: 'prod_mug' })).to.deep.equal(discounted);
    expect(rejections).to.deep.equal([
      { code: 'BIG500', reason: 'below_minimum', minimumSubtotal: 50000, currency: 'SEK', pending: true },
    ]);
    expect(fake.calls('POST /v2/cart/*/discounts')).to.have.length(3);
    expect(await client.cart.pendingDiscount()).to.equal(null);
  });

  it('keeps a deferred code when the platform cannot be reached, and the change still resolves', async () => {
    const { client } = createTestClient(
      {
        'PATCH /v2/cart/*/items/*': { body: plain },
        'POST /v2/cart/*/discounts': { networkError: true },
      },
      { maxRetries: 0 },
    );
    await client.storage.set('shop_cart_id', 'cart_0001', { maxAge: 60 });
    await client.cart.deferDiscount('SPRING10');
    expect(await client.cart.update('li_0001', 2)).to.deep.equal(plain);
    expect(await client.cart.pendingDiscount()).to.equal('SPRING10');
  });

  it('remembers the deferred code under <prefix>_discount for cartTtlSeconds, and null forgets it', async () => {
    const writes: Array<[string, string, number]> = [];
    const map = new Map<string, string>();
    const storage = {
      get: (key: string) => map.get(key) ?? null,
      set: (key: string, value: string, { maxAge }: { maxAge: number }) => {
        writes.push([key, value, maxAge]);
        map.set(key, value);
      },
      remove: (key: string) => {
        map.delete(key);
      },
    };
    const { client } = createTestClient({}, { storage, cartTtlSeconds: 600, storageKeyPrefix: 'two' });
    await client.cart.deferDiscount('SPRING10');
    expect(writes).to.deep.equal([['two_discount', '0.SPRING10', 600]]);
    await client.cart.deferDiscount(null);
    expect(map.has('two_discount')).to.equal(false);
  });

  it('removes a code from the remembered cart, and forgets the same code waiting in any case', async () => {
    const { client, fake } = await remembered({ 'DELETE /v2/cart/*/discounts/*': { body: plain } });
    await client.cart.deferDiscount('spring10');
    expect(await client.cart.removeDiscount('SPRING10')).to.deep.equal(plain);
    expect(fake.requests[0]!.path).to.equal('/v2/cart/cart_0001/discounts/SPRING10');
    expect(await client.cart.pendingDiscount()).to.equal(null);
  });

  it('removes a waiting code without a request when there is no cart', async () => {
    const { client, fake } = createTestClient();
    await client.cart.applyDiscount('SPRING10');
    expect(await client.cart.removeDiscount('spring10')).to.equal(null);
    expect(await client.cart.pendingDiscount()).to.equal(null);
    expect(fake.requests).to.have.length(0);
  });

  it('names the argument of a bad deferred code', async () => {
    const { client } = createTestClient();
    expect(await rejectionOf(client.cart.deferDiscount(''))).to.have.property('field', 'cart.deferDiscount code');
  });

  it('forgets a cart that turns out to be gone while applying a code', async () => {
    const { client } = await remembered({
      'POST /v2/cart/*/discounts': errorReply(404, 'not_found'),
      'GET /v2/cart/*': errorReply(410, 'gone'),
    });
    expect(await rejectionOf(client.cart.applyDiscount('SPRING10'))).to.have.property('status', 404);
    expect(await client.cart.id()).to.equal(null);
  });
});
