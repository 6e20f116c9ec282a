// A property of free shipping (fast-check): for random carts near the free-shipping threshold, in the base currency
// (SEK), a charge currency with a threshold of its own (EUR) and a display currency decided in the base currency
// (USD), what the cart promises (`freeShipping`) is what the order charges: free exactly when the cart says reached,
// and the cart never shows "0 to free shipping" for a cart that does not ship free. The carts are made of products
// with awkward prices (one öre, 499.99 kr) so conversions round at the boundary; a failure prints fast-check's seed
// and the smallest cart that breaks it.
import { expect } from 'chai';
import fc from 'fast-check';
import { insertProducts } from '../../demo/platform/repo/product-writes.ts';
import type { ProductRecord } from '../../demo/platform/state/types.ts';
import { payForm } from '../helpers/pay-form.ts';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';

const SHOP = 'http://127.0.0.1:9';
/** Prices in öre, highest first: what the carts are filled with (stock not tracked). */
const PRICES = [49_999, 24_999, 12_345, 4_999, 999, 199, 17, 7, 1];
const DEMO_STANDARD = { methodId: 'ship_standard', threshold: 50_000, eurThreshold: 4_500, eurRate: 0.087 };

function makeProductRecord(price: number): ProductRecord {
  const id = `prod_price_${price}`;
  return {
    id,
    shopId: 'demo',
    slug: `price-${price}`,
    name: `Priced ${price}`,
    description: '',
    categoryIds: [],
    vatRate: 0.25,
    images: [],
    variants: [
      {
        id: `${id}_v`,
        name: 'Default',
        sku: `PRICE-${price}`,
        price,
        compareAtPrice: null,
        stock: null,
        options: {},
        imageFile: null,
      },
    ],
    options: [],
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

interface CartCase {
  currency: 'SEK' | 'EUR' | 'USD';
  /** Goods (before a code) the cart aims at, in öre. */
  target: number;
  /** A random start: product indexes, topped up to the target with the highest prices that fit. */
  start: number[];
  code: 'SPRING10' | 'FIFTY' | null;
}

/** Quantities per price: the random start (as far as it fits), then the highest prices that still fit, greedily. */
function fillCart({ target, start }: CartCase): Map<number, number> {
  const lines = new Map<number, number>();
  let left = target;
  const add = (price: number) => {
    lines.set(price, (lines.get(price) ?? 0) + 1);
    left -= price;
  };
  for (const index of start) if (PRICES[index]! <= left) add(PRICES[index]!);
  for (const price of PRICES) while (price <= left) add(price);
  return lines;
}

/** A cart aiming at a threshold in `currency`, a few öre or cents either side, the code's discount added back. */
const cartCase = (currency: CartCase['currency']) =>
  fc
    .record({
      near: fc.oneof(fc.constantFrom(-1, 0, 1), fc.integer({ min: -400, max: 400 })),
      start: fc.array(fc.integer({ min: 0, max: PRICES.length - 1 }), { maxLength: 6 }),
      code: fc.constantFrom(null, 'SPRING10' as const, 'FIFTY' as const),
    })
    .map(({ near, start, code }): CartCase => {
      const goals =
        currency === 'EUR'
          ? Math.round((DEMO_STANDARD.eurThreshold + near / 10) / DEMO_STANDARD.eurRate)
          : DEMO_STANDARD.threshold + near;
      const target = code === 'SPRING10' ? Math.round(goals / 0.9) : code === 'FIFTY' ? goals + 5_000 : goals;
      return { currency, target, start, code };
    });

describe('platform: free shipping promised is free shipping charged (property)', function () {
  this.timeout(240_000);
  let f: PlatformFixture;
  before(async () => {
    f = await startFixture({
      rateLimits: { 'address.cart-create': null, 'address.cart-write': null, 'address.checkout-create': null },
    });
    await f.platform.db.transaction((tx) => insertProducts(tx, PRICES.map(makeProductRecord)));
  });
  after(() => f.close());

  /** The cart's promise and what its order charged. */
  async function promiseAndCharge(cartCase: CartCase) {
    const query = `?currency=${cartCase.currency}`;
    const items = [...fillCart(cartCase)].map(([price, quantity]) => ({ productId: `prod_price_${price}`, quantity }));
    let cart = (await f.call('POST', `/v2/cart${query}`, { body: { items } })).body;
    if (cartCase.code)
      cart = (await f.call('POST', `/v2/cart/${cart.id}/discounts${query}`, { body: { code: cartCase.code } })).body;
    const handoff = await f.call('POST', '/v2/checkout', {
      body: { cartId: cart.id, currency: cartCase.currency, successUrl: `${SHOP}/ok`, backUrl: `${SHOP}/` },
    });
    expect(handoff.status, JSON.stringify(handoff.body)).to.equal(201);
    const paid = await fetch(`${handoff.body.url}/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: payForm({ method: cart.freeShipping.methodId }),
    });
    expect(paid.status, await paid.text()).to.equal(303);
    const session = (await f.call('GET', `/v2/checkout/${handoff.body.sessionId}`)).body;
    return { cart, session };
  }

  for (const currency of ['SEK', 'EUR', 'USD'] as const) {
    it(`holds for random carts near the threshold in ${currency}`, async () => {
      await fc.assert(
        fc.asyncProperty(cartCase(currency), async (cartCase) => {
          const { cart, session } = await promiseAndCharge(cartCase);
          const promise = cart.freeShipping;
          const goods = cart.subtotal - cart.discountTotal;
          expect(promise.methodId).to.equal(DEMO_STANDARD.methodId);
          expect(promise.remaining === 0, 'remaining is 0 exactly when reached').to.equal(promise.reached);
          if (!promise.reached) expect(goods + promise.remaining, 'goods + remaining').to.equal(promise.threshold);
          expect(session.currency).to.equal(currency === 'USD' ? 'SEK' : currency);
          expect(session.shipping.free, 'the order ships free exactly when the cart said so').to.equal(promise.reached);
          expect(session.shippingTotal === 0).to.equal(promise.reached);
        }),
        { numRuns: 25 },
      );
    });
  }

  it('shows a USD cart of 499.99 kr one cent short, and charges it shipping', async () => {
    const { cart, session } = await promiseAndCharge({ currency: 'USD', target: 49_999, start: [], code: null });
    expect(cart.subtotal).to.equal(4700);
    expect(cart.freeShipping).to.include({ threshold: 4701, remaining: 1, reached: false });
    expect(session).to.include({ currency: 'SEK', shippingTotal: 4900 });
    const reached = await promiseAndCharge({ currency: 'USD', target: 50_000, start: [], code: null });
    expect(reached.cart.freeShipping).to.include({ threshold: 4700, remaining: 0, reached: true });
    expect(reached.session.shippingTotal).to.equal(0);
  });
});
