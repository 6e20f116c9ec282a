import { expect } from 'chai';
import { findOrderByNumber } from '../../demo/platform/repo/orders.ts';
import { findProduct } from '../../demo/platform/repo/products.ts';
import { findDiscountByCode, listRedemptions } from '../../demo/platform/repo/discount-codes.ts';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';
import { payForm } from '../helpers/pay-form.ts';

const SHOP = 'http://127.0.0.1:9';

describe('platform: payments the provider confirms later (processing)', () => {
  let f: PlatformFixture;
  let clock = Date.parse('2026-03-01T12:00:00Z');
  before(async () => {
    f = await startFixture({ now: () => clock });
  });
  after(() => f.close());
  afterEach(() => f.admin('PUT', '/admin/payments', { confirmation: 'instant', delayMs: 0 }));

  async function payNewSession(productId = 'prod_002') {
    const started = await f.call('POST', '/v2/checkout', {
      body: { items: [{ productId, quantity: 1 }], successUrl: `${SHOP}/thanks`, backUrl: SHOP },
    });
    const paid = await fetch(`${started.body.url}/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: payForm(),
    });
    const number = (paid.headers.get('location') ?? '').split('/').pop() ?? '';
    return { ...started.body, number, location: paid.headers.get('location') } as {
      url: string;
      sessionId: string;
      number: string;
      location: string;
    };
  }
  const session = (id: string) => f.call('GET', `/v2/checkout/${id}`).then((answer) => answer.body);
  const order = (number: string) => f.platform.db.transaction((tx) => findOrderByNumber(tx, number));
  const stock = () =>
    f.platform.db.transaction(async (tx) => (await findProduct(tx, 'demo', 'prod_002'))?.variants[0]?.stock);

  it('keeps a paid session processing until the provider confirms: stock taken, number given, no order yet', async () => {
    expect((await f.admin('PUT', '/admin/payments', { confirmation: 'manual' })).body).to.deep.equal({
      confirmation: 'manual',
      delayMs: 0,
    });
    const before = await stock();
    const paid = await payNewSession();
    expect(paid.location).to.equal(`${SHOP}/success/${paid.number}`);
    expect(await session(paid.sessionId)).to.include({ status: 'processing', orderNumber: paid.number });
    expect(await stock()).to.equal(before! - 1);
    expect(await order(paid.number)).to.equal(null);
    expect((await f.call('GET', `/v2/cart/${(await session(paid.sessionId)).cartId}`)).status).to.equal(410);
    const page = await fetch(paid.url);
    expect(page.status).to.equal(200);
    expect(await page.text()).to.contain('Your payment is being confirmed');

    const confirmed = await f.admin('POST', `/admin/sessions/${paid.sessionId}/confirm-payment`);
    expect(confirmed.body).to.deep.equal({ id: paid.sessionId, status: 'paid', orderNumber: paid.number });
    expect(await session(paid.sessionId)).to.include({ status: 'paid', orderNumber: paid.number });
    expect(await order(paid.number)).to.include({ status: 'new', sessionId: paid.sessionId });
  });

  it('confirms a delayed payment once its time has come, for whoever reads the session first', async () => {
    await f.admin('PUT', '/admin/payments', { confirmation: 'delayed', delayMs: 60_000 });
    const paid = await payNewSession();
    expect((await session(paid.sessionId)).status).to.equal('processing');
    clock += 59_999;
    expect((await session(paid.sessionId)).status).to.equal('processing');
    clock += 1;
    expect((await session(paid.sessionId)).status).to.equal('paid');
    expect(await order(paid.number)).to.include({ sessionId: paid.sessionId });
  });

  it('confirms a due payment without any reader, so the order and its webhook do not wait for one', async () => {
    await f.admin('PUT', '/admin/payments', { confirmation: 'delayed', delayMs: 1_000 });
    const paid = await payNewSession();
    clock += 1_000;
    for (let attempt = 0; attempt < 100 && !(await order(paid.number)); attempt++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await order(paid.number)).to.include({ sessionId: paid.sessionId });
  });

  it('counts a discount code when the shopper pays, and the order confirmed later carries it under the same id', async () => {
    await f.admin('PUT', '/admin/payments', { confirmation: 'manual' });
    const cart = await f.call('POST', '/v2/cart', { body: { items: [{ productId: 'prod_002', quantity: 2 }] } });
    await f.call('POST', `/v2/cart/${cart.body.id}/discounts`, { body: { code: 'SPRING10' } });
    const started = await f.call('POST', '/v2/checkout', {
      body: { cartId: cart.body.id, successUrl: `${SHOP}/thanks`, backUrl: SHOP },
    });
    expect((await session(started.body.sessionId)).discountTotal).to.be.greaterThan(0);
    await fetch(`${started.body.url}/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: payForm(),
    });
    const processing = await session(started.body.sessionId);
    const code = await f.platform.db.transaction((tx) => findDiscountByCode(tx, 'demo', 'SPRING10'));
    const redeemed = await f.platform.db.transaction((tx) => listRedemptions(tx, code!.id));
    expect(processing.status).to.equal('processing');
    expect(redeemed, 'the use is counted when the shopper pays').to.have.length.greaterThan(0);
    await f.admin('POST', `/admin/sessions/${started.body.sessionId}/confirm-payment`);
    const written = await order(processing.orderNumber);
    expect(written?.discounts.map((d) => d.code)).to.deep.equal(['SPRING10']);
    expect(redeemed.map((r) => r.orderId)).to.include(written!.id);
  });

  it('never prunes a paid session still waiting for its confirmation, however long it waits', async () => {
    await f.admin('PUT', '/admin/payments', { confirmation: 'manual' });
    const paid = await payNewSession();
    clock += 60 * 24 * 60 * 60 * 1000;
    expect((await f.admin('POST', '/admin/prune')).status).to.equal(200);
    expect((await session(paid.sessionId)).status).to.equal('processing');
    await f.admin('POST', `/admin/sessions/${paid.sessionId}/confirm-payment`);
    expect(await order(paid.number)).to.include({ sessionId: paid.sessionId });
  });

  it('refuses to confirm a session that is not waiting for a confirmation, and an unknown one', async () => {
    const paid = await payNewSession();
    const again = await f.admin('POST', `/admin/sessions/${paid.sessionId}/confirm-payment`);
    expect(again.status).to.equal(400);
    expect(again.body.error.message).to.contain('is paid, not waiting');
    expect((await f.admin('POST', '/admin/sessions/cs_unknown/confirm-payment')).status).to.equal(404);
  });

  it('refuses payment settings it does not know, naming the field and the value', async () => {
    const bad = await f.admin('PUT', '/admin/payments', { confirmation: 'later' });
    expect(bad.status).to.equal(400);
    expect(bad.body.error.message).to.equal('payments.confirmation must be instant, delayed or manual (got "later")');
    const negative = await f.admin('PUT', '/admin/payments', { delayMs: -1 });
    expect(negative.body.error.message).to.contain('payments.delayMs must be an integer from 0 to 86400000 (got -1)');
    expect((await f.admin('GET', '/admin/payments')).body).to.deep.equal({ confirmation: 'instant', delayMs: 0 });
  });
});
