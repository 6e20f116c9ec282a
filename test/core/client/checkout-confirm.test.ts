import { expect } from 'chai';
import type { CheckoutSession, StorageAdapter } from '../../../src/index.ts';
import { errorReply } from '../../helpers/fake-fetch.ts';
import { makeCheckoutSession } from '../../helpers/fixtures.ts';
import { createTestClient } from '../../helpers/test-client.ts';

const paid = makeCheckoutSession({ status: 'paid', orderNumber: '1001' });
const processing = makeCheckoutSession({ status: 'processing', orderNumber: '1001' });

async function remembered(
  storage: Pick<StorageAdapter, 'set'>,
  session = 'cs_0001',
  cart = 'cart_0001',
): Promise<void> {
  await storage.set('shop_checkout_session', session, { maxAge: 60 });
  await storage.set('shop_cart_id', cart, { maxAge: 60 });
}

describe('checkout.confirm', () => {
  it('confirms the remembered session for its order number, forgets cart and session, and reports it once', async () => {
    const { client, fake, storage } = createTestClient({ 'GET /v2/checkout/*': { body: paid } });
    await remembered(storage);
    const first = await client.checkout.confirm({ orderNumber: '1001' });
    expect(first).to.deep.equal({ status: 'confirmed', orderNumber: '1001', session: paid, firstConfirmation: true });
    expect(await client.cart.id()).to.equal(null);
    expect((await storage.get('shop_checkout_session')) ?? null).to.equal(null);

    const again = await client.checkout.confirm({ orderNumber: '1001' });
    expect(again).to.deep.equal({ status: 'confirmed', orderNumber: '1001', session: paid, firstConfirmation: false });
    expect(fake.requests.map((r) => r.path)).to.deep.equal(['/v2/checkout/cs_0001', '/v2/checkout/cs_0001']);
  });

  it('shows nothing to a browser without the session: unknown, no request', async () => {
    const { client, fake } = createTestClient({ 'GET /v2/checkout/*': { body: paid } });
    expect(await client.checkout.confirm({ orderNumber: '1001' })).to.deep.equal({
      status: 'unknown',
      orderNumber: '1001',
      session: null,
      firstConfirmation: false,
    });
    expect(fake.requests).to.have.length(0);
  });

  it('shows nothing when the remembered session belongs to another order, and forgets nothing', async () => {
    const { client, storage } = createTestClient({ 'GET /v2/checkout/*': { body: paid } });
    await remembered(storage);
    const answer = await client.checkout.confirm({ orderNumber: '999' });
    expect(answer).to.include({ status: 'unknown', orderNumber: '999', session: null });
    expect(await storage.get('shop_checkout_session')).to.equal('cs_0001');
    expect(await client.cart.id()).to.equal('cart_0001');
  });

  it('reads an unknown or expired session id as unknown', async () => {
    const { client, storage } = createTestClient({ 'GET /v2/checkout/*': errorReply(404, 'not_found') });
    await remembered(storage);
    expect((await client.checkout.confirm({ orderNumber: '1001' })).status).to.equal('unknown');
  });

  it('asks again with growing, capped waits while payment is being confirmed, then confirms', async () => {
    const { client, fake, storage, sleeps } = createTestClient({
      'GET /v2/checkout/*': [
        { body: processing },
        { body: processing },
        { body: processing },
        { body: processing },
        { body: processing },
        { body: processing },
        { body: paid },
      ],
    });
    await remembered(storage);
    const pending: CheckoutSession[] = [];
    const answer = await client.checkout.confirm({ orderNumber: '1001', onPending: (s) => pending.push(s) });
    expect(answer.status).to.equal('confirmed');
    expect(answer.firstConfirmation).to.equal(true);
    expect(sleeps).to.deep.equal([1000, 1500, 2250, 3375, 5000, 5000]);
    expect(pending).to.deep.equal([processing]);
    expect(fake.requests).to.have.length(7);
  });

  it('answers pending when the wait ends first: the cart is forgotten, the session kept, nothing reported', async () => {
    const { client, storage, sleeps } = createTestClient({ 'GET /v2/checkout/*': { body: processing } });
    await remembered(storage);
    const answer = await client.checkout.confirm({ orderNumber: '1001', waitMs: 5000 });
    expect(answer).to.deep.equal({
      status: 'pending',
      orderNumber: '1001',
      session: processing,
      firstConfirmation: false,
    });
    expect(sleeps).to.deep.equal([1000, 1500, 2250]);
    expect(await client.cart.id()).to.equal(null);
    expect(await storage.get('shop_checkout_session')).to.equal('cs_0001');
  });

  it('reports a pending order once it is confirmed on a later visit', async () => {
    const { client, fake, storage } = createTestClient({ 'GET /v2/checkout/*': { body: processing } });
    await remembered(storage);
    expect((await client.checkout.confirm({ orderNumber: '1001', waitMs: 0 })).status).to.equal('pending');
    fake.route('GET /v2/checkout/*', { body: paid });
    expect(await client.checkout.confirm({ orderNumber: '1001', waitMs: 0 })).to.include({
      status: 'confirmed',
      firstConfirmation: true,
    });
  });

  it('shows the order again after the session was forgotten, from the orders remembered in storage', async () => {
    const { client, fake, storage } = createTestClient({ 'GET /v2/checkout/*': { body: paid } });
    await remembered(storage);
    await client.checkout.confirm({ orderNumber: '1001' });
    await storage.set('shop_checkout_session', 'cs_newer', { maxAge: 60 });
    const answer = await client.checkout.confirm({ orderNumber: '1001' });
    expect(answer).to.include({ status: 'confirmed', firstConfirmation: false });
    expect(fake.requests.at(-1)!.path).to.equal('/v2/checkout/cs_0001');
    expect(await storage.get('shop_orders')).to.equal('1001:cs_0001:r');
  });

  it('does not report an order that checkout.session() saw paid first, so confirm still reports it once', async () => {
    const { client, storage } = createTestClient({ 'GET /v2/checkout/*': { body: paid } });
    await remembered(storage);
    await client.checkout.session();
    expect(await client.checkout.confirm({ orderNumber: '1001' })).to.include({ firstConfirmation: true });
  });

  it('answers open for an unpaid session confirmed by id (a completion message that was not true)', async () => {
    const open = makeCheckoutSession();
    const { client, storage } = createTestClient({ 'GET /v2/checkout/*': { body: open } });
    await remembered(storage);
    const answer = await client.checkout.confirm({ sessionId: 'cs_0001' });
    expect(answer).to.deep.equal({ status: 'open', orderNumber: null, session: open, firstConfirmation: false });
    expect(await client.cart.id()).to.equal('cart_0001');
  });

  it('stops waiting when the signal aborts', async () => {
    const controller = new AbortController();
    const { client, storage } = createTestClient({
      'GET /v2/checkout/*': () => {
        controller.abort(new Error('left the page'));
        return { body: processing };
      },
    });
    await remembered(storage);
    let error: unknown = null;
    await client.checkout.confirm({ orderNumber: '1001', signal: controller.signal }).catch((e) => (error = e));
    expect(String(error)).to.contain('left the page');
  });
});
