// A code with one use left, shared by many open checkout sessions that are all paid at once: exactly one payment may
// use it; the others are refused without an order, and the code's uses never pass its limit. On PostgreSQL (the
// `postgres` step of npm test) two platform processes share the database and the payments are split over both; on
// SQLite, which serves one platform process per file, that one process takes them all at once.
import { expect } from 'chai';
import type { Database } from '../../demo/platform/db/database.ts';
import { openDatabase } from '../../demo/platform/db/open-database.ts';
import { findDiscount, insertDiscount } from '../../demo/platform/repo/discount-codes.ts';
import { replaceStoredOrigins } from '../../demo/platform/repo/storefront-origins.ts';
import { startPlatform, type RunningPlatform } from '../../demo/platform/start-platform.ts';
import { spawnPlatform, type SpawnedPlatform } from '../chaos/spawn-platform.ts';
import { createSharedTestDatabase, type SharedTestDatabase } from '../helpers/shared-test-database.ts';
import { payForm } from '../helpers/pay-form.ts';

const SESSIONS = 8;
const ROUNDS = 3;

/** What the test needs of a platform, spawned or in this process. */
type Platform = Pick<SpawnedPlatform, 'urls' | 'key'>;

async function call(platform: Platform, method: string, path: string, body?: unknown) {
  const response = await fetch(`${platform.urls.api}${path}`, {
    method,
    headers: { authorization: `Bearer ${platform.key}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

/** A cart with the code on it, handed to checkout through `platform`; the session's path on any checkout origin. */
async function openSession(platform: Platform, code: string): Promise<string> {
  const cart = await call(platform, 'POST', '/v2/cart', { items: [{ productId: 'prod_005', quantity: 1 }] });
  const applied = await call(platform, 'POST', `/v2/cart/${cart.body.id}/discounts`, { code });
  expect(applied.status, JSON.stringify(applied.body)).to.equal(200);
  const handoff = await call(platform, 'POST', '/v2/checkout', {
    cartId: cart.body.id,
    successUrl: 'http://127.0.0.1:9/thanks',
    backUrl: 'http://127.0.0.1:9/cart',
  });
  expect(handoff.status).to.equal(201);
  return new URL(handoff.body.url as string).pathname;
}

function pay(platform: Platform, sessionPath: string): Promise<{ status: number; text: string }> {
  return fetch(`${platform.urls.checkout}${sessionPath}/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: payForm({ name: 'Racer', email: 'racer@example.com' }),
  }).then(async (response) => ({ status: response.status, text: await response.text() }));
}

describe('platform: a code with one use left, paid for at once', function () {
  this.timeout(60_000);
  let database: SharedTestDatabase;
  let db: Database;
  let platforms: Platform[] = [];
  let spawned: SpawnedPlatform[] = [];
  let local: RunningPlatform | null = null;
  before(async () => {
    database = await createSharedTestDatabase();
    if (database.dialect === 'postgres') {
      spawned = await Promise.all([spawnPlatform(database.location), spawnPlatform(database.location)]);
      platforms = spawned;
      db = await openDatabase(database.location);
    } else {
      local = await startPlatform({ database: database.location });
      platforms = [{ urls: local.urls, key: local.keys.demo }];
      db = local.db;
    }
    await db.transaction((tx) => replaceStoredOrigins(tx, 'demo', ['http://127.0.0.1:9'], new Date().toISOString()));
  });
  after(async () => {
    if (local) await local.close();
    else await db?.close();
    await Promise.all(spawned.map((platform) => platform.kill()));
    await database?.drop();
  });

  for (let round = 1; round <= ROUNDS; round++) {
    it(`lets exactly one of ${SESSIONS} simultaneous payments use it, over every platform process (round ${round})`, async () => {
      const id = `dc_race_${round}`;
      const code = `RACE${round}`;
      const at = new Date().toISOString();
      await db.transaction((tx) =>
        insertDiscount(tx, {
          id,
          shopId: 'demo',
          code,
          kind: 'percentage',
          value: 10,
          minimumSubtotal: null,
          validFrom: null,
          validTo: null,
          usageLimit: 3,
          uses: 2,
          storefrontId: null,
          categoryIds: [],
          disabled: false,
          createdAt: at,
          updatedAt: at,
        }),
      );
      const sessions = await Promise.all(
        Array.from({ length: SESSIONS }, (_, i) => openSession(platforms[i % platforms.length]!, code)),
      );
      // With two processes each session is paid through the other one than the one that opened it.
      const results = await Promise.all(sessions.map((path, i) => pay(platforms[(i + 1) % platforms.length]!, path)));

      const paid = results.filter((result) => result.status === 303);
      const refused = results.filter((result) => result.status === 409);
      expect(paid, JSON.stringify(results.map((r) => r.status))).to.have.length(1);
      expect(refused).to.have.length(SESSIONS - 1);
      for (const result of refused) expect(result.text).to.contain('data-reason="discount_used_up"');
      const stored = await db.transaction((tx) => findDiscount(tx, 'demo', id));
      expect(stored?.uses).to.equal(3);
      const redemptions = await db.kysely
        .selectFrom('discountRedemptions')
        .selectAll()
        .where('discountId', '=', id)
        .execute();
      expect(redemptions).to.have.length(1);
      const orders = await db.kysely.selectFrom('orders').select(['id', 'discounts']).execute();
      const withCode = orders.filter((order) => order.discounts.includes(`"${id}"`));
      expect(withCode.map((order) => order.id)).to.deep.equal([redemptions[0]!.orderId]);
    });
  }
});
