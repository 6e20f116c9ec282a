// Two platform processes on one PostgreSQL database, as behind a load balancer: they start (migrate, seed) at the
// same moment, and requests sent to both at once stay exact: concurrent adds to one cart, one Idempotency-Key sent
// to both, more payments than there is stock, and one checkout paid twice. Run by the PostgreSQL step of npm test.
import { expect } from 'chai';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Database } from '../../demo/platform/db/database.ts';
import { openDatabase } from '../../demo/platform/db/open-database.ts';
import { listOrders } from '../../demo/platform/repo/orders.ts';
import { findVariantStock } from '../../demo/platform/repo/variants.ts';
import { spawnPlatform, type SpawnedPlatform } from '../chaos/spawn-platform.ts';
import { createSharedTestDatabase, type SharedTestDatabase } from '../helpers/shared-test-database.ts';
import { createSeed } from '../../demo/platform/seed/seed-state.ts';
import { payForm } from '../helpers/pay-form.ts';

const MIGRATION_NAMES = fs
  .readdirSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../demo/platform/db/migrations'))
  .filter((name) => /^\d{4}[a-z]?_.*\.ts$/.test(name))
  .map((name) => name.replace(/\.ts$/, ''))
  .sort();
const PRODUCT = 'prod_003';
const VARIANT = 'var_003_1';

describe('PostgreSQL: two platform processes on one database', function () {
  this.timeout(60_000);
  let database: SharedTestDatabase;
  let db: Database;
  let platforms: SpawnedPlatform[] = [];

  before(async () => {
    database = await createSharedTestDatabase();
    if (database.dialect !== 'postgres')
      throw new Error('this suite needs SHOPKIT_PRIVATE_DATABASE_URL (run it through `npm test`, PostgreSQL step)');
    platforms = await Promise.all([spawnPlatform(database.location), spawnPlatform(database.location)]);
    db = await openDatabase(database.location);
  });
  after(async () => {
    await Promise.all(platforms.map((platform) => platform.kill()));
    await db?.close();
    await database?.drop();
  });

  const send = (index: number, path: string, body: unknown, idempotencyKey?: string) => {
    const platform = platforms[index % 2]!;
    return fetch(`${platform.urls.api}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${platform.key}`,
        'content-type': 'application/json',
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: JSON.stringify(body),
    });
  };
  const pay = (index: number, sessionId: string) =>
    fetch(`${platforms[index % 2]!.urls.checkout}/session/${sessionId}/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: payForm(),
    });
  async function checkoutOf(index: number, quantity: number): Promise<string> {
    const cart = (await (await send(index, '/v2/cart', { items: [{ productId: PRODUCT, quantity }] })).json()) as {
      id: string;
    };
    const handoff = await send(index, '/v2/checkout', {
      cartId: cart.id,
      successUrl: 'http://127.0.0.1:9/thanks',
      backUrl: 'http://127.0.0.1:9/cart',
    });
    return ((await handoff.json()) as { sessionId: string }).sessionId;
  }
  const setStock = (stock: number | null, variantId = VARIANT) =>
    db.transaction((tx) => tx.db.updateTable('variants').set({ stock }).where('id', '=', variantId).execute());

  it('starts both on an empty database: each migration applied once, one seed', async () => {
    const shops = await db.kysely.selectFrom('shops').select('id').orderBy('id').execute();
    // Each seeded shop once (ordered by id as the query orders them): demo, legacy and 101928Y.
    const seeded = createSeed().shops.map((shop) => shop.id);
    expect(shops.map((shop) => shop.id)).to.deep.equal([...seeded].sort());
    expect(seeded).to.include.members(['demo', 'legacy', '101928Y']);
    const migrations = await sql<{ name: string }>`select name from schema_migrations order by name`.execute(db.kysely);
    expect(migrations.rows.map((row) => row.name)).to.deep.equal(MIGRATION_NAMES);
  });

  it('applies 60 concurrent adds to one cart, spread over both processes, exactly once each', async () => {
    await setStock(null, 'var_002_1');
    const created = await send(0, '/v2/cart', {});
    const cart = (await created.json()) as { id: string };
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        send(i, `/v2/cart/${cart.id}/items`, { productId: 'prod_002', quantity: 1 }, `two-add-${i}`),
      ),
    );
    expect(answers.map((answer) => answer.status)).to.deep.equal(Array(60).fill(200));
    const read = await fetch(`${platforms[1]!.urls.api}/v2/cart/${cart.id}`, {
      headers: { authorization: `Bearer ${platforms[1]!.key}` },
    });
    const body = (await read.json()) as { items: Array<{ productId: string; quantity: number }> };
    expect(body.items.map((item) => [item.productId, item.quantity])).to.deep.equal([['prod_002', 60]]);
  });

  it('runs one Idempotency-Key sent to both processes at once only once', async () => {
    const before = await db.kysely.selectFrom('carts').select('id').execute();
    const body = { items: [{ productId: 'prod_002', quantity: 2 }] };
    const answers = await Promise.all([0, 1, 2, 3].map((i) => send(i, '/v2/cart', body, 'two-process-create')));
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as Array<{ id: string }>;
    expect(answers.map((answer) => answer.status)).to.deep.equal([201, 201, 201, 201]);
    expect(new Set(bodies.map((b) => b.id)).size).to.equal(1);
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).to.have.length(3);
    const after = await db.kysely.selectFrom('carts').select('id').execute();
    expect(after.length).to.equal(before.length + 1);
  });

  it('sells exactly the stock when more shoppers pay at once than there are items', async () => {
    await setStock(20);
    const sessions = await Promise.all(Array.from({ length: 8 }, (_, i) => checkoutOf(i, 1)));
    await setStock(5);
    const ordersBefore = (await db.transaction((tx) => listOrders(tx))).length;
    const paid = await Promise.all(sessions.map((sessionId, i) => pay(i, sessionId)));
    expect(paid.filter((answer) => answer.status === 303)).to.have.length(5);
    expect(paid.filter((answer) => answer.status === 409)).to.have.length(3);
    expect((await db.transaction((tx) => findVariantStock(tx, [VARIANT]))).get(VARIANT)?.stock).to.equal(0);
    const orders = await db.transaction((tx) => listOrders(tx));
    expect(orders.length - ordersBefore).to.equal(5);
    const numbers = orders.map((order) => Number(order.number)).sort((a, b) => a - b);
    expect(new Set(numbers).size, 'order numbers are unique').to.equal(numbers.length);
    expect(numbers.at(-1)! - numbers[0]! + 1, 'order numbers have no gaps').to.equal(numbers.length);
  });

  it('makes one order when one checkout is paid on both processes at once', async () => {
    await setStock(10);
    const sessionId = await checkoutOf(0, 2);
    const ordersBefore = (await db.transaction((tx) => listOrders(tx))).length;
    const answers = await Promise.all([0, 1, 2, 3].map((i) => pay(i, sessionId)));
    expect(answers.map((answer) => answer.status).sort()).to.deep.equal([303, 410, 410, 410]);
    expect((await db.transaction((tx) => listOrders(tx))).length).to.equal(ordersBefore + 1);
    expect((await db.transaction((tx) => findVariantStock(tx, [VARIANT]))).get(VARIANT)?.stock).to.equal(8);
  });
});
