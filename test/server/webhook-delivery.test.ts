import { expect } from 'chai';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from '../../demo/platform/db/database.ts';
import { deleteProduct, insertProduct, saveProduct } from '../../demo/platform/repo/product-writes.ts';
import { findProduct } from '../../demo/platform/repo/products.ts';
import { listPendingDeliveries } from '../../demo/platform/repo/webhook-deliveries.ts';
import { listWebhookLog } from '../../demo/platform/repo/webhook-log.ts';
import { saveWebhookSettings } from '../../demo/platform/repo/webhook-settings.ts';
import { attachWebhooks } from '../../demo/platform/webhooks/attach-webhooks.ts';
import type { WebhookPolicy } from '../../demo/platform/webhooks/webhook-policy.ts';
import { queueWebhook } from '../../demo/platform/webhooks/queue-webhook.ts';
import type { ShopChange } from '../../demo/platform/webhooks/webhook-state.ts';
import type { WebhookEventType } from '../../wire/webhook-events.ts';
import { createWebhookHandler } from '../../src/server/create-webhook-handler.ts';
import type { ShopkitWebhookEvent } from '../../src/server/webhook-events.ts';
import { createSharedTestDatabase } from '../helpers/shared-test-database.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

const FAST: WebhookPolicy = { timeoutMs: 2_000, retryDelaysMs: [5, 10, 20] };

/** A receiver built with createWebhookHandler whose first `failures` calls answer 503. */
async function startReceiver(failures = 0) {
  const events: ShopkitWebhookEvent[] = [];
  const handler = createWebhookHandler({
    onEvent: (event) => {
      events.push(event);
    },
  });
  let calls = 0;
  const server = http.createServer((req, res) => {
    calls += 1;
    if (calls <= failures) {
      res.writeHead(503).end();
      return;
    }
    handler.node(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/shop`;
  return {
    events,
    handler,
    url,
    calls: () => calls,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

function configure(db: Database, url: string, events: WebhookEventType[]) {
  return db.transaction((tx) => saveWebhookSettings(tx, 'demo', { url, events }));
}

const change = (event: WebhookEventType, targetId: string): ShopChange => ({ shopId: 'demo', event, targetId });
const log = (db: Database) => db.transaction((tx) => listWebhookLog(tx, 'demo'));
const pending = (db: Database) => db.transaction((tx) => listPendingDeliveries(tx));

/** Renames prod_001 and queues product.update in the same transaction, as the panel does. */
function renameFirstProduct(db: Database, name: string) {
  return db.transaction(async (tx) => {
    const product = (await findProduct(tx, 'demo', 'prod_001'))!;
    await saveProduct(tx, { ...product, name });
    await queueWebhook(tx, change('product.update', product.id), Date.now());
  });
}

describe('webhook delivery from the local platform', () => {
  let db: Database;
  beforeEach(async () => {
    db = await openTestDatabase();
  });
  afterEach(() => db.close());

  it('retries a receiver that fails twice, which then handles the event once; the log shows every attempt', async () => {
    const receiver = await startReceiver(2);
    await configure(db, receiver.url, ['product.update']);
    const dispatcher = attachWebhooks(db, { policy: FAST });
    try {
      await renameFirstProduct(db, 'Renamed mug');
      await dispatcher.idle();
      await receiver.handler.idle();
      expect(receiver.calls()).to.equal(3);
      expect(receiver.events).to.deep.equal([
        { type: 'product.update', group: 'product', id: 'prod_001', productId: 'prod_001' },
      ]);
      expect((await log(db)).map((e) => [e.event, e.attempt, e.status, e.outcome])).to.deep.equal([
        ['product.update', 3, 200, 'delivered'],
        ['product.update', 2, 503, 'retrying'],
        ['product.update', 1, 503, 'retrying'],
      ]);
      expect(await pending(db)).to.deep.equal([]);
    } finally {
      await dispatcher.close();
      await receiver.close();
    }
  });

  it('gives up after the last retry and logs it', async () => {
    const receiver = await startReceiver(99);
    await configure(db, receiver.url, ['product.delete']);
    const dispatcher = attachWebhooks(db, { policy: FAST });
    try {
      await db.transaction(async (tx) => {
        await deleteProduct(tx, 'demo', 'prod_002');
        await queueWebhook(tx, change('product.delete', 'prod_002'), Date.now());
      });
      await dispatcher.idle();
      expect(receiver.calls()).to.equal(4);
      expect((await log(db))[0]).to.include({
        event: 'product.delete',
        targetId: 'prod_002',
        attempt: 4,
        outcome: 'gave_up',
      });
    } finally {
      await dispatcher.close();
      await receiver.close();
    }
  });

  it("sends only the events the shop selected, with the id parameter of the event's group", async () => {
    const receiver = await startReceiver();
    await configure(db, receiver.url, ['product.add']);
    const dispatcher = attachWebhooks(db, { policy: FAST });
    try {
      await db.transaction(async (tx) => {
        const copy = (await findProduct(tx, 'demo', 'prod_001'))!;
        await insertProduct(tx, { ...copy, id: 'prod_new', slug: 'new', images: [], variants: [] });
        await saveProduct(tx, { ...copy, description: 'changed, but product.update is not selected' });
        await queueWebhook(tx, change('product.add', 'prod_new'), Date.now());
        await queueWebhook(tx, change('product.update', copy.id), Date.now());
      });
      await dispatcher.idle();
      await receiver.handler.idle();
      expect(receiver.events.map((e) => `${e.type} ${e.id}`)).to.deep.equal(['product.add prod_new']);
    } finally {
      await dispatcher.close();
      await receiver.close();
    }
  });

  it('is not called idle by a pass whose reads came before the commit that queued a delivery', async () => {
    const receiver = await startReceiver();
    await configure(db, receiver.url, ['product.add']);
    // The dispatcher's first pass reads the outbox, empty, then is held (a slow database round trip) while a commit
    // queues a delivery and idle() is asked for; its other transactions run.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let readEmpty = (): void => undefined;
    const firstPassRead = new Promise<void>((resolve) => (readEmpty = resolve));
    let first = true;
    const slow: Database = {
      ...db,
      async transaction(work) {
        const result = await db.transaction(work);
        if (first) {
          first = false;
          readEmpty();
          await held;
        }
        return result;
      },
    };
    const dispatcher = attachWebhooks(slow, { policy: FAST });
    try {
      await firstPassRead;
      await db.transaction(async (tx) => {
        const copy = (await findProduct(tx, 'demo', 'prod_001'))!;
        await insertProduct(tx, { ...copy, id: 'prod_new', slug: 'new', images: [], variants: [] });
        await queueWebhook(tx, change('product.add', 'prod_new'), Date.now());
      });
      const idle = dispatcher.idle().then(() => receiver.events.length);
      release();
      expect(await idle, 'events received once the dispatcher said it was idle').to.equal(1);
    } finally {
      release();
      await dispatcher.close();
      await receiver.close();
    }
  });

  it('is not idle while a delivery its commit signalled is being leased, with its host full meanwhile', async () => {
    const receiver = await startReceiver();
    await configure(db, receiver.url, ['product.add']);
    // One attempt per host: the lease of what the commit signalled takes the receiver's host, and a pass meanwhile
    // leaves that host out of what it reads. The lease is held once it has committed; other transactions run.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let signalled = false;
    let leaseHeld = false;
    let passRan = (): void => undefined;
    const passed = new Promise<void>((resolve) => (passRan = resolve));
    const slow: Database = {
      ...db,
      async transaction(work) {
        const result = await db.transaction(work);
        if (signalled && !leaseHeld) {
          leaseHeld = true;
          await held;
        } else if (leaseHeld) passRan();
        return result;
      },
    };
    const dispatcher = attachWebhooks(slow, { policy: FAST, concurrency: { total: 4, perHost: 1 } });
    try {
      await db.transaction(async (tx) => {
        const copy = (await findProduct(tx, 'demo', 'prod_001'))!;
        await insertProduct(tx, { ...copy, id: 'prod_new', slug: 'new', images: [], variants: [] });
        await queueWebhook(tx, change('product.add', 'prod_new'), Date.now());
        signalled = true;
      });
      const idle = dispatcher.idle().then(() => receiver.events.length);
      await passed;
      release();
      expect(await idle, 'events received once the dispatcher said it was idle').to.equal(1);
    } finally {
      release();
      await dispatcher.close();
      await receiver.close();
    }
  });

  it('keeps a pending delivery in the database and delivers it after a restart', async () => {
    const shared = await createSharedTestDatabase();
    const receiver = await startReceiver();
    try {
      const first = await openTestDatabase(shared.location);
      await configure(first, receiver.url, ['product.update']);
      const down: WebhookPolicy = { timeoutMs: 2_000, retryDelaysMs: [60_000] };
      const firstRun = attachWebhooks(first, {
        policy: down,
        fetch: async () => {
          throw new TypeError('fetch failed');
        },
      });
      await renameFirstProduct(first, 'Changed before the restart');
      while ((await log(first)).length === 0) await new Promise((resolve) => setImmediate(resolve));
      await firstRun.close();
      expect((await log(first))[0]).to.include({ outcome: 'retrying', error: 'fetch failed' });
      await first.close();

      const second = await openTestDatabase(shared.location);
      expect(await pending(second)).to.have.length(1);
      const secondRun = attachWebhooks(second, { policy: FAST, now: () => Date.now() + 60_000 });
      await secondRun.idle();
      await receiver.handler.idle();
      await secondRun.close();
      expect(receiver.events.map((e) => `${e.type} ${e.id}`)).to.deep.equal(['product.update prod_001']);
      expect(await pending(second)).to.deep.equal([]);
      await second.close();
    } finally {
      await receiver.close();
      await shared.drop();
    }
  });

  it('has each delivery attempted by one of two dispatchers on one database, and once', async () => {
    const shared = await createSharedTestDatabase();
    const receiver = await startReceiver();
    const first = await openTestDatabase(shared.location);
    // Two processes would each hold a connection; SQLite serves one process, so there both share one.
    const second = shared.dialect === 'postgres' ? await openTestDatabase(shared.location) : first;
    const dispatchers = [attachWebhooks(first, { policy: FAST }), attachWebhooks(second, { policy: FAST })];
    try {
      await configure(first, receiver.url, ['product.update']);
      const ids = Array.from({ length: 12 }, (_, i) => `prod_${String(i + 1).padStart(3, '0')}`);
      await first.transaction(async (tx) => {
        for (const id of ids) await queueWebhook(tx, change('product.update', id), Date.now());
      });
      for (const dispatcher of dispatchers) dispatcher.wake();
      await Promise.all(dispatchers.map((dispatcher) => dispatcher.idle()));
      await receiver.handler.idle();
      expect(receiver.calls()).to.equal(ids.length);
      expect(receiver.events.map((e) => e.id).sort()).to.deep.equal(ids);
    } finally {
      await Promise.all(dispatchers.map((dispatcher) => dispatcher.close()));
      if (second !== first) await second.close();
      await first.close();
      await receiver.close();
      await shared.drop();
    }
  });

  it('takes over a delivery whose dispatcher stopped in the middle of an attempt, once its lease lapsed', async () => {
    const receiver = await startReceiver();
    await configure(db, receiver.url, ['product.update']);
    let reached: () => void = () => undefined;
    const attempting = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const stuck = attachWebhooks(db, {
      policy: FAST,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => {
          reached();
          init.signal?.addEventListener('abort', () => reject(new DOMException('stopped', 'AbortError')));
        }),
    });
    try {
      await renameFirstProduct(db, 'Renamed before a crash');
      await attempting;
      await stuck.close();
      expect(await log(db), 'an abandoned attempt is not logged').to.deep.equal([]);
      expect(await pending(db)).to.have.length(1);
      const rescuer = attachWebhooks(db, { policy: FAST, now: () => Date.now() + 60_000 });
      await rescuer.idle();
      await receiver.handler.idle();
      await rescuer.close();
      expect(receiver.events.map((e) => `${e.type} ${e.id}`)).to.deep.equal(['product.update prod_001']);
    } finally {
      await receiver.close();
    }
  });

  it('sends a test event once, without retries, and logs it as a test', async () => {
    const receiver = await startReceiver();
    await configure(db, receiver.url, []);
    const dispatcher = attachWebhooks(db, { policy: FAST });
    try {
      const entry = await dispatcher.sendTest('demo', 'order.new');
      await receiver.handler.idle();
      expect(entry).to.include({ status: 200, outcome: 'delivered', test: true });
      expect(receiver.events).to.deep.equal([
        { type: 'order.new', group: 'order', id: 'ord_test_0001', orderId: 'ord_test_0001', surface: null },
      ]);
      expect((await log(db))[0]).to.include({ event: 'order.new', test: true });
    } finally {
      await dispatcher.close();
      await receiver.close();
    }
  });
});
