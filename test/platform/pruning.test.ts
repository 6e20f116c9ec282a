import { expect } from 'chai';
import type { Database } from '../../demo/platform/db/database.ts';
import { PRUNE_DEFAULTS, pruneExpired } from '../../demo/platform/maintenance/prune-expired.ts';
import { findCart, insertCart } from '../../demo/platform/repo/carts.ts';
import { openTestDatabase } from '../helpers/test-database.ts';
import { countRows, startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('platform: pruning expired records', () => {
  let f: PlatformFixture;
  let clock = Date.parse('2026-03-01T10:00:00Z');
  before(async () => {
    f = await startFixture({ now: () => clock, prune: { firstMs: 60 * 60 * 1000 } });
  });
  after(() => f.close());

  it('deletes carts and checkout sessions a week past expiry and idempotency records past 24 hours, keeping the rest', async () => {
    const old = await f.call('POST', '/v2/cart', {
      body: { items: [{ productId: 'prod_002' }] },
      idempotencyKey: 'old-create',
    });
    const session = await f.call('POST', '/v2/checkout', {
      body: { cartId: old.body.id, successUrl: 'http://127.0.0.1:9/', backUrl: 'http://127.0.0.1:9/' },
    });
    clock += 30 * DAY + PRUNE_DEFAULTS.retentionMs + DAY;
    const fresh = await f.call('POST', '/v2/cart', { body: {}, idempotencyKey: 'fresh-create' });
    const sessionsBefore = await countRows(f, 'checkoutSessions');

    const pruned = await f.admin('POST', '/admin/prune');
    expect(pruned.status).to.equal(200);
    expect(pruned.body).to.deep.equal({
      carts: 1,
      checkoutSessions: 1,
      idempotencyKeys: 1,
      consentRecords: 0,
      addresses: 0,
      signIns: 0,
    });
    expect((await f.call('GET', `/v2/cart/${old.body.id}`)).status).to.equal(404);
    expect((await f.call('GET', `/v2/checkout/${session.body.sessionId}`)).status).to.equal(404);
    expect((await f.call('GET', `/v2/cart/${fresh.body.id}`)).status).to.equal(200);
    expect(await countRows(f, 'checkoutSessions')).to.equal(sessionsBefore - 1);
    const replay = await f.call('POST', '/v2/cart', { body: {}, idempotencyKey: 'fresh-create' });
    expect(replay.headers.get('idempotent-replayed')).to.equal('true');
  });

  it('keeps an expired cart within the retention, which still answers 410', async () => {
    const cart = await f.call('POST', '/v2/cart', { body: {} });
    await f.admin('POST', `/admin/carts/${cart.body.id}/expire`);
    expect((await f.admin('POST', '/admin/prune')).body.carts).to.equal(0);
    expect((await f.call('GET', `/v2/cart/${cart.body.id}`)).status).to.equal(410);
  });
});

describe('platform: pruneExpired', () => {
  let db: Database;
  beforeEach(async () => {
    db = await openTestDatabase();
  });
  afterEach(() => db.close());

  it('deletes at most batchSize x maxBatches rows a sweep, oldest first, and the rest on the next sweep', async () => {
    const at = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();
    await db.transaction(async (tx) => {
      for (let day = 1; day <= 5; day++)
        await insertCart(tx, {
          id: `cart_${day}`,
          shopId: 'demo',
          status: 'open',
          storefront: null,
          surface: null,
          customerId: null,
          lines: [],
          discountIds: [],
          createdAt: at(day),
          updatedAt: at(day),
          expiresAt: at(day),
        });
    });
    const now = Date.UTC(2026, 2, 1);
    const settings = { ...PRUNE_DEFAULTS, batchSize: 2, maxBatches: 1 };
    expect((await pruneExpired(db, now, settings)).carts).to.equal(2);
    const left = await db.transaction(async (tx) => [await findCart(tx, 'cart_2'), await findCart(tx, 'cart_3')]);
    expect(left.map((cart) => cart?.id ?? null)).to.deep.equal([null, 'cart_3']);
    expect((await pruneExpired(db, now, { ...settings, maxBatches: 5 })).carts).to.equal(3);
  });
});
