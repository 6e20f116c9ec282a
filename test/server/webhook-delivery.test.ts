import { expect } from 'chai';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createSeedState } from '../../demo/platform/seed/seed-state.ts';
import { createStateStore } from '../../demo/platform/state/state-store.ts';
import { attachWebhooks } from '../../demo/platform/webhooks/attach-webhooks.ts';
import type { WebhookPolicy } from '../../demo/platform/webhooks/webhook-policy.ts';
import { webhookStateOf, type WebhookEventType } from '../../demo/platform/webhooks/webhook-state.ts';
import { createWebhookHandler } from '../../src/server/create-webhook-handler.ts';
import type { ShopkitWebhookEvent } from '../../src/server/webhook-events.ts';

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

function configure(store: ReturnType<typeof createStateStore>, url: string, events: WebhookEventType[]) {
  webhookStateOf(store.state).settings.demo = { url, events };
}

describe('webhook delivery from the local platform', () => {
  it('retries a receiver that fails twice, which then handles the event once; the log shows every attempt', async () => {
    const receiver = await startReceiver(2);
    const store = createStateStore(createSeedState);
    configure(store, receiver.url, ['product.update']);
    const dispatcher = attachWebhooks(store, { policy: FAST });
    try {
      store.state.products.find((p) => p.id === 'prod_001')!.name = 'Renamed mug';
      store.save({ shopId: 'demo', event: 'product.update', targetId: 'prod_001' });
      await dispatcher.idle();
      await receiver.handler.idle();
      expect(receiver.calls()).to.equal(3);
      expect(receiver.events).to.deep.equal([
        { type: 'product.update', group: 'product', id: 'prod_001', productId: 'prod_001' },
      ]);
      const log = webhookStateOf(store.state).log.map((e) => [e.event, e.attempt, e.status, e.outcome]);
      expect(log).to.deep.equal([
        ['product.update', 3, 200, 'delivered'],
        ['product.update', 2, 503, 'retrying'],
        ['product.update', 1, 503, 'retrying'],
      ]);
      expect(webhookStateOf(store.state).pending).to.deep.equal([]);
    } finally {
      dispatcher.close();
      await receiver.close();
    }
  });

  it('gives up after the last retry and logs it', async () => {
    const receiver = await startReceiver(99);
    const store = createStateStore(createSeedState);
    configure(store, receiver.url, ['product.delete']);
    const dispatcher = attachWebhooks(store, { policy: FAST });
    try {
      store.state.products = store.state.products.filter((p) => p.id !== 'prod_002');
      store.save({ shopId: 'demo', event: 'product.delete', targetId: 'prod_002' });
      await dispatcher.idle();
      expect(receiver.calls()).to.equal(4);
      expect(webhookStateOf(store.state).log[0]).to.include({
        event: 'product.delete',
        targetId: 'prod_002',
        attempt: 4,
        outcome: 'gave_up',
      });
    } finally {
      dispatcher.close();
      await receiver.close();
    }
  });

  it("sends only the events the shop selected, with the id parameter of the event's group", async () => {
    const receiver = await startReceiver();
    const store = createStateStore(createSeedState);
    configure(store, receiver.url, ['product.add']);
    const dispatcher = attachWebhooks(store, { policy: FAST });
    try {
      const copy = structuredClone(store.state.products[0]!);
      store.state.products.push({ ...copy, id: 'prod_new', slug: 'new' });
      store.state.products[0]!.description = 'changed, but product.update is not selected';
      store.save(
        { shopId: 'demo', event: 'product.add', targetId: 'prod_new' },
        { shopId: 'demo', event: 'product.update', targetId: store.state.products[0]!.id },
      );
      await dispatcher.idle();
      await receiver.handler.idle();
      expect(receiver.events.map((e) => `${e.type} ${e.id}`)).to.deep.equal(['product.add prod_new']);
    } finally {
      dispatcher.close();
      await receiver.close();
    }
  });

  it('keeps a pending delivery in the state file and delivers it after a restart', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shopkit-webhooks-'));
    const statePath = path.join(dir, 'state.json');
    const receiver = await startReceiver();
    try {
      const first = createStateStore(createSeedState, statePath);
      configure(first, receiver.url, ['product.update']);
      const down: WebhookPolicy = { timeoutMs: 2_000, retryDelaysMs: [60_000] };
      const firstRun = attachWebhooks(first, {
        policy: down,
        fetch: async () => {
          throw new TypeError('fetch failed');
        },
      });
      first.state.products[0]!.name = 'Changed before the restart';
      first.save({ shopId: 'demo', event: 'product.update', targetId: first.state.products[0]!.id });
      await new Promise((resolve) => setTimeout(resolve, 20));
      firstRun.close();
      expect(webhookStateOf(first.state).log[0]).to.include({ outcome: 'retrying', error: 'fetch failed' });

      const second = createStateStore(createSeedState, statePath);
      expect(webhookStateOf(second.state).pending).to.have.length(1);
      const secondRun = attachWebhooks(second, { policy: FAST, now: () => Date.now() + 60_000 });
      await secondRun.idle();
      await receiver.handler.idle();
      secondRun.close();
      expect(receiver.events.map((e) => `${e.type} ${e.id}`)).to.deep.equal([
        `product.update ${first.state.products[0]!.id}`,
      ]);
      expect(webhookStateOf(second.state).pending).to.deep.equal([]);
    } finally {
      await receiver.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('sends a test event once, without retries, and logs it as a test', async () => {
    const receiver = await startReceiver();
    const store = createStateStore(createSeedState);
    configure(store, receiver.url, []);
    const dispatcher = attachWebhooks(store, { policy: FAST });
    try {
      const entry = await dispatcher.sendTest('demo', 'order.new');
      await receiver.handler.idle();
      expect(entry).to.include({ status: 200, outcome: 'delivered', test: true });
      expect(receiver.events).to.deep.equal([
        { type: 'order.new', group: 'order', id: 'ord_test_0001', orderId: 'ord_test_0001' },
      ]);
    } finally {
      dispatcher.close();
      await receiver.close();
    }
  });
});
