// The webhook outbox with real platform processes, each started as its own process: on the embedded database one
// process (an SQLite file), and in the PostgreSQL step of `npm test` two processes on one database, with the orders
// sent to both as a load balancer would. A receiver that never answers holds only its own delivery: 50 orders of
// another shop placed after it are each delivered within a few seconds (far less than the hanging attempt's timeout),
// exactly once, and the hanging delivery is retried on its schedule. A process killed in the middle of an attempt
// loses nothing: its lease lapses and the delivery is attempted again.
import { expect } from 'chai';
import { PRINTS_KEY, PRINTS_SHOP_ID } from '../../demo/platform/seed/seed-state.ts';
import { spawnPlatform, type ChildOptions, type SpawnedPlatform } from '../chaos/spawn-platform.ts';
import { payForm } from '../helpers/pay-form.ts';
import { createSharedTestDatabase, type SharedTestDatabase } from '../helpers/shared-test-database.ts';
import { startTestReceiver, type TestReceiver } from '../helpers/test-receiver.ts';

const SHOP_ORIGIN = 'http://127.0.0.1:9';
const HEALTHY_ORDERS = 50;
/**
 * How late a delivery may arrive after its order, or a retry after its time: a bound for a busy 2-core machine, not a
 * figure to tune for (the dispatcher is woken by the commit). It is well below the hanging receiver's 10 s timeout, so
 * a delivery that waited behind that attempt breaks it.
 */
const ARRIVAL_BOUND_MS = 3_000;

function childOptions(policy: { timeoutMs: number; retryDelaysMs: number[] }): ChildOptions {
  return {
    localDevelopment: true,
    adminToken: 'outbox-admin-token',
    webhooks: { policy },
    storefrontOrigins: { demo: [SHOP_ORIGIN], [PRINTS_SHOP_ID]: [SHOP_ORIGIN] },
    rateLimits: { 'address.checkout-create': null, 'address.cart-create': null },
  };
}

async function admin(platform: SpawnedPlatform, method: string, path: string, body?: unknown) {
  const response = await fetch(`${platform.urls.admin}${path}`, {
    method,
    headers: { authorization: `Bearer ${platform.adminToken}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status, `${method} ${path}`).to.equal(200);
  return response.json() as Promise<any>;
}

/** Buys one item through the hosted checkout: its Pay commits the order and queues order.new in one transaction. */
async function placeOrder(platform: SpawnedPlatform, key: string, productId: string) {
  const handoff = await fetch(`${platform.urls.api}/v2/checkout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ items: [{ productId }], successUrl: `${SHOP_ORIGIN}/thanks`, backUrl: SHOP_ORIGIN }),
  });
  expect(handoff.status).to.equal(201);
  const { url } = (await handoff.json()) as { url: string };
  const paid = await fetch(`${url}/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: payForm(),
  });
  expect(paid.status).to.equal(303);
  return (paid.headers.get('location') ?? '').split('/').pop()!;
}

describe('webhook outbox across platform processes', function () {
  this.timeout(60_000);
  let database: SharedTestDatabase;
  let platforms: SpawnedPlatform[] = [];
  const receivers: TestReceiver[] = [];
  beforeEach(async () => {
    database = await createSharedTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(platforms.map((platform) => platform.kill()));
    platforms = [];
    await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
    await database.drop();
  });

  it('delivers 50 orders promptly while another shop’s receiver never answers, and retries that one on schedule', async () => {
    const policy = { timeoutMs: 10_000, retryDelaysMs: [1_000] };
    const processes = database.dialect === 'postgres' ? 2 : 1;
    platforms = await Promise.all(
      Array.from({ length: processes }, () => spawnPlatform(database.location, childOptions(policy))),
    );
    const silent = await startTestReceiver(null);
    const healthy = await startTestReceiver(200);
    receivers.push(silent, healthy);
    const [first] = platforms as [SpawnedPlatform];
    await admin(first, 'PUT', `/admin/shops/${PRINTS_SHOP_ID}/webhooks`, { url: silent.url, events: ['order.new'] });
    await admin(first, 'PUT', '/admin/shops/demo/webhooks', { url: healthy.url, events: ['order.new'] });

    await placeOrder(first, PRINTS_KEY, 'prod_202');
    await silent.received(1);
    // Two shoppers at a time, their orders spread over the processes as a load balancer would.
    const shoppers = [0, 1].map(async (shopper) => {
      for (let i = shopper; i < HEALTHY_ORDERS; i += 2)
        await placeOrder(platforms[i % processes]!, first.key, 'prod_005');
    });
    await Promise.all(shoppers);
    const arrived = await healthy.received(HEALTHY_ORDERS);

    // An order's createdAt is taken in the transaction that queues its delivery, before the commit: the time from it
    // to the arrival is at least the delivery's own.
    const orders = (await admin(first, 'GET', '/admin/orders?shop=demo')).data as Array<{
      id: string;
      createdAt: string;
    }>;
    const queuedAt = new Map(orders.map((order) => [order.id, Date.parse(order.createdAt)]));
    const late = arrived
      .map((request) => request.param('order_id')!)
      .map((order, i) => ({ order, ms: arrived[i]!.at - queuedAt.get(order)! }))
      .filter(({ ms }) => !(ms < ARRIVAL_BOUND_MS));
    expect(late, `deliveries that arrived ${ARRIVAL_BOUND_MS} ms or more after their order`).to.deep.equal([]);
    expect(new Set(arrived.map((request) => request.param('order_id'))).size, 'each order once').to.equal(
      HEALTHY_ORDERS,
    );

    const [, retry] = await silent.received(2);
    // The first attempt's entry, wherever it stands: on a slow machine the retry may have timed out too by now.
    const log = (await admin(first, 'GET', `/admin/shops/${PRINTS_SHOP_ID}/webhooks/deliveries`)).data as Array<{
      attempt: number;
      at: string;
    }>;
    const held = log.find((entry) => entry.attempt === 1)!;
    expect(held).to.include({ attempt: 1, status: null, outcome: 'retrying', error: 'no answer within 10000 ms' });
    const duringHang = [...queuedAt.values()].filter((at) => at < Date.parse(held.at));
    expect(duringHang.length, 'orders placed while the silent receiver held its attempt').to.be.at.least(20);
    const due = Date.parse(held.at) + policy.retryDelaysMs[0]!;
    expect(retry!.at, 'the retry waits for its time').to.be.at.least(due);
    expect(retry!.at - due, 'and comes when it is due').to.be.below(ARRIVAL_BOUND_MS);
    expect(healthy.requests, 'nothing delivered twice meanwhile').to.have.length(HEALTHY_ORDERS);
  });

  it('attempts a delivery again once the lease of a process killed in the middle of the attempt lapsed', async () => {
    const policy = { timeoutMs: 3_000, retryDelaysMs: [60_000] };
    const receiver = await startTestReceiver(null);
    receivers.push(receiver);
    const killed = await spawnPlatform(database.location, childOptions(policy));
    platforms.push(killed);
    await admin(killed, 'PUT', '/admin/shops/demo/webhooks', { url: receiver.url, events: ['order.new'] });
    await placeOrder(killed, killed.key, 'prod_005');
    const [cut] = await receiver.received(1);
    await killed.kill();
    receiver.answerWith(200);

    const rescuer = await spawnPlatform(database.location, childOptions(policy));
    platforms.push(rescuer);
    const [, again] = await receiver.received(2);
    expect(again!.param('order_id')).to.equal(cut!.param('order_id'));
    const [order] = (await admin(rescuer, 'GET', '/admin/orders?shop=demo')).data as Array<{ createdAt: string }>;
    // The lease, taken after the order was queued, outlives the attempt's timeout by 5 s: nobody took over sooner.
    expect(again!.at - Date.parse(order!.createdAt)).to.be.at.least(policy.timeoutMs + 5_000);
    // The rescuer writes the outcome once the receiver answered: read the log until it is there.
    let log: Array<{ attempt: number; outcome: string }> = [];
    while (log.length === 0) {
      log = (await admin(rescuer, 'GET', '/admin/shops/demo/webhooks/deliveries')).data;
      if (log.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(log.map((entry) => [entry.attempt, entry.outcome])).to.deep.equal([[1, 'delivered']]);
  });
});
