// Webhook attempts are independent and bounded: a receiver host that does not answer holds at most `perHost`
// attempts, the process at most `total`, and every other delivery is attempted meanwhile. Also: an attempt to a
// receiver that never answers ends at its timeout even when the garbage collector runs in between.
import { expect } from 'chai';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { Database } from '../../demo/platform/db/database.ts';
import { listPendingDeliveries } from '../../demo/platform/repo/webhook-deliveries.ts';
import { listWebhookLog } from '../../demo/platform/repo/webhook-log.ts';
import { insertDelivery } from '../../demo/platform/repo/webhook-deliveries.ts';
import {
  createAttemptSlots,
  createSlotReservation,
  describeReceiverHost,
  resolveWebhookConcurrency,
} from '../../demo/platform/webhooks/attempt-slots.ts';
import { attachWebhooks } from '../../demo/platform/webhooks/attach-webhooks.ts';
import { deliverOnce } from '../../demo/platform/webhooks/deliver-once.ts';
import { createGuardedWebhookFetch } from '../../demo/platform/webhooks/guarded-webhook-fetch.ts';
import { createWebhookUrlPolicy } from '../../demo/platform/webhooks/webhook-url-policy.ts';
import { createId } from '../../demo/platform/state/create-id.ts';
import { openTestDatabase } from '../helpers/test-database.ts';
import { startTestReceiver } from '../helpers/test-receiver.ts';

/**
 * A fetch whose answers the test gives: a call waits until `answer(host)` lets the oldest call to that host finish,
 * or, once `answerAll(host)` was called, answers at once.
 */
function createHeldFetch() {
  const held = new Map<string, Array<() => void>>();
  const answering = new Set<string>();
  const started: string[] = [];
  let onStart: () => void = () => undefined;
  const ok = () => new Response(null, { status: 200 });
  return {
    started,
    inFlight: (host: string) => held.get(host)?.length ?? 0,
    fetch: (url: string) =>
      new Promise<Response>((resolve) => {
        const host = new URL(url).host;
        started.push(host);
        if (answering.has(host)) resolve(ok());
        else held.set(host, [...(held.get(host) ?? []), () => resolve(ok())]);
        onStart();
      }),
    answer(host: string) {
      held.get(host)?.shift()?.();
    },
    answerAll(host: string) {
      answering.add(host);
      for (const resolve of held.get(host)?.splice(0) ?? []) resolve();
    },
    /** Resolves once `count` attempts have started in all. */
    startedCount(count: number) {
      return new Promise<void>((resolve) => {
        const check = () => {
          if (started.length >= count) resolve();
        };
        onStart = check;
        check();
      });
    },
  };
}

/** Queues one delivery per host given, due a millisecond apart in that order (all due now). */
function queue(db: Database, hosts: string[]) {
  const base = Date.now() - 1_000;
  return db.transaction(async (tx) => {
    for (const [i, host] of hosts.entries()) {
      const id = createId('wh');
      const at = new Date(base + i).toISOString();
      const url = `http://${host}/hooks?event_type=product.update&product_id=${id}`;
      const delivery = { id, shopId: 'demo', event: 'product.update' as const, targetId: id, url };
      await insertDelivery(tx, { ...delivery, attempts: 0, nextAttemptAt: at, test: false }, at);
      tx.signal('webhooks', { id, url });
    }
  });
}

describe('webhook attempt slots', () => {
  it('fits candidates in the free slots, per host and in all, in their order', () => {
    const slots = createAttemptSlots({ total: 3, perHost: 2 });
    slots.take('a.example');
    const fitting = slots.fit(['a.example', 'a.example', 'b.example', 'c.example', 'b.example'], (host) => host);
    expect(fitting).to.deep.equal(['a.example', 'b.example']);
    expect(slots.fullHosts()).to.deep.equal([]);
    slots.take('a.example');
    expect([slots.free(), slots.fullHosts()]).to.deep.equal([1, ['a.example']]);
    slots.release('a.example');
    expect([slots.free(), slots.fullHosts(), slots.inUse]).to.deep.equal([2, [], 1]);
  });

  it('holds the slots a lease reserved for the deliveries it leased and frees the others, once', () => {
    const slots = createAttemptSlots({ total: 4, perHost: 2 });
    const reservation = createSlotReservation(slots);
    const due = ['a', 'b', 'c'].map((id) => ({ id, url: `http://same.example/${id}` }));
    expect(reservation.take(due).map((delivery) => delivery.id)).to.deep.equal(['a', 'b']);
    expect(createSlotReservation(slots).take(due), 'a lease running at once finds no room').to.deep.equal([]);
    reservation.keep([{ id: 'b' }]);
    expect([slots.inUse, slots.fullHosts()]).to.deep.equal([1, []]);
    reservation.keep([]);
    expect(slots.inUse, 'keeping twice frees nothing more').to.equal(1);
  });

  it('names the receiver host with its port, as URLs write it', () => {
    expect(describeReceiverHost('http://127.0.0.1:4000/h?x=1')).to.equal('127.0.0.1:4000');
    expect(describeReceiverHost('https://Hooks.Example.com/h')).to.equal('hooks.example.com');
    expect(describeReceiverHost('http://[::1]:8080/h')).to.equal('[::1]:8080');
    expect(describeReceiverHost('not a url')).to.equal('not a url');
  });

  it('refuses limits that are not whole numbers from 1, naming the option', () => {
    expect(resolveWebhookConcurrency()).to.deep.equal({ total: 64, perHost: 8 });
    expect(resolveWebhookConcurrency({ total: 4 })).to.deep.equal({ total: 4, perHost: 4 });
    expect(() => resolveWebhookConcurrency({ perHost: 0 })).to.throw(RangeError, 'webhooks.concurrency.perHost');
    expect(() => resolveWebhookConcurrency({ total: 2.5 })).to.throw(RangeError, 'got 2.5');
  });
});

describe('webhook attempts, independent and bounded', () => {
  let db: Database;
  beforeEach(async () => {
    db = await openTestDatabase();
  });
  afterEach(() => db.close());

  it('holds at most perHost attempts to a host that does not answer, and attempts every other host meanwhile', async () => {
    const held = createHeldFetch();
    const dispatcher = attachWebhooks(db, { fetch: held.fetch, concurrency: { total: 10, perHost: 2 } });
    try {
      await queue(db, ['dead.example', 'dead.example', 'dead.example', 'dead.example', 'live.example']);
      await held.startedCount(3);
      expect(held.started.filter((host) => host === 'dead.example')).to.have.length(2);
      expect(held.started).to.include('live.example');
      held.answer('live.example');
      await queue(db, ['live.example']);
      await held.startedCount(4);
      expect(held.started.at(-1)).to.equal('live.example');
      expect(held.inFlight('dead.example')).to.equal(2);

      held.answer('dead.example');
      await held.startedCount(5);
      expect(held.started.at(-1), 'a finished attempt frees its slot for the next one').to.equal('dead.example');
      held.answerAll('dead.example');
      held.answerAll('live.example');
      await dispatcher.idle();
      expect(await db.transaction((tx) => listPendingDeliveries(tx))).to.deep.equal([]);
      expect(await db.transaction((tx) => listWebhookLog(tx, 'demo'))).to.have.length(6);
    } finally {
      await dispatcher.close();
    }
  });

  it('holds at most total attempts in all, and starts the next one when any ends', async () => {
    const held = createHeldFetch();
    const dispatcher = attachWebhooks(db, { fetch: held.fetch, concurrency: { total: 3, perHost: 2 } });
    try {
      await queue(db, ['a.example', 'a.example', 'b.example', 'b.example', 'c.example']);
      await held.startedCount(3);
      expect([...held.started].sort()).to.deep.equal(['a.example', 'a.example', 'b.example']);
      held.answer('a.example');
      await held.startedCount(4);
      expect(held.started[3]).to.equal('b.example');
      held.answer('b.example');
      await held.startedCount(5);
      expect(held.started[4]).to.equal('c.example');
      for (const host of ['a.example', 'b.example', 'c.example']) held.answerAll(host);
      await dispatcher.idle();
    } finally {
      await dispatcher.close();
    }
  });

  it('ends an attempt to a receiver that never answers at its timeout, even after a garbage collection', async () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const silent = await startTestReceiver(null);
    const fetch = createGuardedWebhookFetch(createWebhookUrlPolicy({ allowPrivateNetworks: true }));
    try {
      const stop = new AbortController();
      const attempt = deliverOnce(fetch, { url: silent.url, timeoutMs: 300, stop: stop.signal });
      await silent.received(1);
      gc();
      gc();
      expect(await attempt).to.deep.equal({ status: null, error: 'no answer within 300 ms' });
    } finally {
      await silent.close();
    }
  });
});
