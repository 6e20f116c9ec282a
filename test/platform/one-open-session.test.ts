// A cart has at most one open checkout session: a new start for the cart replaces the open one, which can no longer
// be paid (its page and its payment answer 410, nothing is charged) and reads as expired through the API. Starts for
// one cart at the same time leave one open session; buy-now checkouts (a cart each) are not affected; migration 0009
// keeps the newest of the sessions a cart had open before it.
import { expect } from 'chai';
import { up as oneOpenSessionPerCart } from '../../demo/platform/db/migrations/0009_one_open_session_per_cart.ts';
import { listSessions } from '../../demo/platform/repo/checkout-sessions.ts';
import { payForm } from '../helpers/pay-form.ts';
import { snapshotState, startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';

const SHOP = 'http://127.0.0.1:9';
const HANDOFF = { successUrl: `${SHOP}/ok`, backUrl: `${SHOP}/` };

describe('platform: one open checkout session per cart', () => {
  let f: PlatformFixture;
  before(async () => {
    f = await startFixture({ rateLimits: { 'address.checkout-create': null, 'address.cart-write': null } });
  });
  after(() => f.close());

  const newCart = async () =>
    (await f.call('POST', '/v2/cart', { body: { items: [{ productId: 'prod_002', quantity: 1 }] } })).body as {
      id: string;
      items: Array<{ id: string }>;
    };
  const start = async (cartId: string, extra: Record<string, unknown> = {}) => {
    const answer = await f.call('POST', '/v2/checkout', { body: { cartId, ...HANDOFF, ...extra } });
    expect(answer.status, JSON.stringify(answer.body)).to.equal(201);
    return answer.body as { sessionId: string; url: string };
  };
  const pay = (url: string) =>
    fetch(`${url}/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: payForm(),
    });
  const sessionsOf = async (cartId: string) =>
    (await f.platform.db.transaction((tx) => listSessions(tx))).filter((session) => session.cartId === cartId);

  it('replaces the open session on a new start: the old one cannot be paid and reads as expired', async () => {
    const cart = await newCart();
    const first = await start(cart.id);
    const second = await start(cart.id, { currency: 'EUR' });
    expect(second.sessionId).not.to.equal(first.sessionId);
    const read = await f.call('GET', `/v2/checkout/${first.sessionId}`);
    expect(read.body.status).to.equal('expired');
    const page = await fetch(first.url);
    expect(page.status).to.equal(410);
    const text = await page.text();
    expect(text).to.contain('data-reason="replaced"').and.contain('A newer checkout was started for the same cart');
    const before = await snapshotState(f);
    const refused = await pay(first.url);
    expect(refused.status).to.equal(410);
    expect(await snapshotState(f)).to.equal(before);
    expect((await pay(second.url)).status).to.equal(303);
    expect((await f.call('GET', `/v2/checkout/${second.sessionId}`)).body).to.include({
      status: 'paid',
      currency: 'EUR',
    });
  });

  it('leaves one payable session after 20 quantity edits, each followed by a start', async () => {
    const cart = await newCart();
    const started = [await start(cart.id)];
    for (let quantity = 2; quantity <= 21; quantity += 1) {
      const edit = await f.call('PATCH', `/v2/cart/${cart.id}/items/${cart.items[0]!.id}`, { body: { quantity } });
      expect(edit.status).to.equal(200);
      started.push(await start(cart.id, { embedOrigin: SHOP }));
    }
    const sessions = await sessionsOf(cart.id);
    expect(sessions).to.have.length(21);
    expect(sessions.filter((session) => session.status === 'open').map((session) => session.id)).to.deep.equal([
      started.at(-1)!.sessionId,
    ]);
    for (const old of started.slice(0, -1)) expect((await pay(old.url)).status, old.sessionId).to.equal(410);
    expect((await pay(started.at(-1)!.url)).status).to.equal(303);
    const paid = await f.call('GET', `/v2/checkout/${started.at(-1)!.sessionId}`);
    expect(paid.body.items[0].quantity).to.equal(21);
  });

  it('leaves one open session when starts for one cart arrive at the same time', async () => {
    const cart = await newCart();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => f.call('POST', '/v2/checkout', { body: { cartId: cart.id, ...HANDOFF } })),
    );
    expect(answers.map((answer) => answer.status)).to.deep.equal(Array(8).fill(201));
    const open = (await sessionsOf(cart.id)).filter((session) => session.status === 'open');
    expect(open).to.have.length(1);
    const payable = await Promise.all(answers.map(async (answer) => (await fetch(answer.body.url)).status));
    expect(payable.filter((status) => status === 200)).to.have.length(1);
  });

  it('gives every buy-now checkout its own cart, so none replaces another', async () => {
    const body = { items: [{ productId: 'prod_002', quantity: 1 }], ...HANDOFF };
    const one = (await f.call('POST', '/v2/checkout', { body })).body;
    const two = (await f.call('POST', '/v2/checkout', { body })).body;
    expect((await fetch(one.url)).status).to.equal(200);
    expect((await fetch(two.url)).status).to.equal(200);
  });

  it('migrates carts with several open sessions to their newest one open', async () => {
    const cart = await newCart();
    const kept = await newCart();
    const first = await start(cart.id);
    const { kysely } = f.platform.db;
    await kysely.schema.dropIndex('checkout_sessions_open_per_cart').execute();
    const rows = await kysely.selectFrom('checkoutSessions').selectAll().where('id', '=', first.sessionId).execute();
    const row = rows[0]!;
    const copies = [
      { ...row, id: `${row.id}_b`, createdAt: '2030-01-01T00:00:00.000Z' },
      { ...row, id: `${row.id}_c`, createdAt: '2030-01-02T00:00:00.000Z' },
      { ...row, id: `${row.id}_d`, cartId: kept.id },
    ];
    await kysely.insertInto('checkoutSessions').values(copies).execute();
    await oneOpenSessionPerCart(kysely.withoutPlugins());
    const statuses = Object.fromEntries(
      [...(await sessionsOf(cart.id)), ...(await sessionsOf(kept.id))].map((session) => [session.id, session.status]),
    );
    expect(statuses).to.deep.equal({
      [row.id]: 'replaced',
      [`${row.id}_b`]: 'replaced',
      [`${row.id}_c`]: 'open',
      [`${row.id}_d`]: 'open',
    });
    const duplicate = { ...row, id: `${row.id}_e`, createdAt: '2030-01-03T00:00:00.000Z' };
    const refused = await kysely
      .insertInto('checkoutSessions')
      .values(duplicate)
      .execute()
      .then(
        () => null,
        (error: Error) => error,
      );
    expect(refused, 'a second open session for one cart breaks the unique index').to.be.instanceOf(Error);
  });
});
