import { expect } from 'chai';
import { findOrderByNumber } from '../../demo/platform/repo/orders.ts';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';
import { payForm } from '../helpers/pay-form.ts';

const SHOP = 'http://127.0.0.1:9';
const urls = { successUrl: `${SHOP}/thanks`, backUrl: `${SHOP}/products/mug` };

describe('platform: buy-now checkout (items instead of a cart)', () => {
  let f: PlatformFixture;
  before(async () => {
    f = await startFixture();
  });
  after(() => f.close());

  const pay = (url: string) =>
    fetch(`${url}/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: payForm(),
    });

  it("checks out just these lines in a cart of their own, and leaves the shopper's cart as it is", async () => {
    const own = await f.call('POST', '/v2/cart', { body: { items: [{ productId: 'prod_002', quantity: 1 }] } });
    const started = await f.call('POST', '/v2/checkout', {
      body: { items: [{ productId: 'prod_001', variantId: 'var_001_2', quantity: 2 }], ...urls },
    });
    expect(started.status).to.equal(201);
    const session = (await f.call('GET', `/v2/checkout/${started.body.sessionId}`)).body;
    expect(session.cartId).to.not.equal(own.body.id);
    expect(
      session.items.map((line: { variantId: string; quantity: number }) => [line.variantId, line.quantity]),
    ).to.deep.equal([['var_001_2', 2]]);
    const paid = await pay(started.body.url);
    const number = (paid.headers.get('location') ?? '').split('/').pop() ?? '';
    const order = await f.platform.db.transaction((tx) => findOrderByNumber(tx, number));
    expect(order?.lines.map((line) => line.variantId)).to.deep.equal(['var_001_2']);
    const after = await f.call('GET', `/v2/cart/${own.body.id}`);
    expect(after.status).to.equal(200);
    expect(after.body.items.map((line: { productId: string }) => line.productId)).to.deep.equal(['prod_002']);
  });

  it('attributes a buy-now checkout to the campaign it names, at the campaign price', async () => {
    const storefront = { id: f.platform.storefrontId, surface: 'shopkit' };
    const started = await f.call('POST', '/v2/checkout', {
      body: { items: [{ productId: 'prod_002' }], storefront, ...urls },
    });
    const session = (await f.call('GET', `/v2/checkout/${started.body.sessionId}`)).body;
    expect(session.storefront).to.deep.equal(storefront);
  });

  const refused: Array<[string, unknown, number, string, string]> = [
    [
      'items together with a cart id',
      { cartId: 'cart_x', items: [{ productId: 'prod_002' }] },
      400,
      'invalid_request',
      'items',
    ],
    ['an empty list', { items: [] }, 400, 'invalid_request', 'items'],
    [
      'a line without its variant',
      { items: [{ productId: 'prod_001' }] },
      400,
      'variant_required',
      'items[0].variantId',
    ],
    [
      'a quantity of 1000',
      { items: [{ productId: 'prod_002', quantity: 1000 }] },
      400,
      'invalid_request',
      'items[0].quantity',
    ],
    ['a line that is not an object', { items: ['prod_002'] }, 400, 'invalid_request', 'items[0]'],
    ['a line without a product', { items: [{ quantity: 1 }] }, 400, 'invalid_request', 'items[0].productId'],
    ['neither a cart nor items', {}, 400, 'invalid_request', 'cartId'],
  ];
  for (const [what, body, status, code, field] of refused) {
    it(`refuses ${what}, naming ${field}`, async () => {
      const answer = await f.call('POST', '/v2/checkout', { body: { ...urls, ...(body as object) } });
      expect(answer.status).to.equal(status);
      expect(answer.body.error.code).to.equal(code);
      expect(answer.body.error.details.field).to.equal(field);
    });
  }

  it('refuses a sold-out line with 409 out_of_stock and creates nothing', async () => {
    const answer = await f.call('POST', '/v2/checkout', { body: { items: [{ productId: 'prod_006' }], ...urls } });
    expect(answer.status).to.equal(409);
    expect(answer.body.error.code).to.equal('out_of_stock');
  });
});
