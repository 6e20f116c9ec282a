// Sends the deliveries of the webhook outbox with retries (webhook-policy.ts), each attempted on its own: a pass of
// the outbox (on the platform's scheduler) leases the due deliveries this process has attempt slots for
// (attempt-slots.ts: so many at once overall and per receiver host), starts them and returns; it does not wait for
// them. A receiver that never answers therefore holds only its own slots for its timeout, and every other delivery,
// and every retry, is attempted when it is due. A delivery this process just committed is leased by its id and
// attempted at once (`attemptQueued`, no pass on that path); a pass runs when an attempt ended, when the next delivery
// or retry is due, and every `pollMs` (deliveries queued by other processes). Each delivery is leased by one process
// at a time (a conditional UPDATE), so one process attempts it; a restart resumes what was left, and a lease whose
// process died lapses and is taken over.
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { findWebhookSettings } from '../repo/webhook-settings.ts';
import { startPeriodicTask } from '../scheduler/start-periodic-task.ts';
import { createId } from '../state/create-id.ts';
import { attemptDelivery, type AttemptContext } from './attempt-delivery.ts';
import {
  createAttemptSlots,
  describeReceiverHost,
  resolveWebhookConcurrency,
  type WebhookConcurrency,
} from './attempt-slots.ts';
import type { WebhookFetch } from './deliver-once.ts';
import { leaseDueForSlots, leaseQueuedForSlots, type DueLease } from './lease-for-slots.ts';
import { WEBHOOK_POLICY, type WebhookPolicy } from './webhook-policy.ts';
import {
  describeTestTarget,
  describeWebhookUrl,
  type DeliveryLogEntry,
  type PendingDelivery,
} from './webhook-state.ts';
import { type WebhookEventType } from '../../../wire/webhook-events.ts';

export interface WebhookDispatcherOptions {
  fetch?: WebhookFetch;
  policy?: WebhookPolicy;
  now?: () => number;
  /** How often to look for deliveries that other processes queued (ms). */
  pollMs?: number;
  /** Attempts in flight at once in this process: overall and per receiver host (default 64 and 8). */
  concurrency?: Partial<WebhookConcurrency>;
}

/** A delivery just written to the outbox (what queueWebhook signals after the commit). */
export interface QueuedDelivery {
  id: string;
  url: string;
}

export interface WebhookDispatcher {
  /** The control panel's "send test event": one attempt now, logged, not retried. */
  sendTest(shopId: string, event: WebhookEventType): Promise<DeliveryLogEntry>;
  /** Attempts deliveries this process just committed at once, as far as there are slots; a pass takes the rest. */
  attemptQueued(queued: readonly QueuedDelivery[]): void;
  /** Looks for due deliveries now. */
  wake(): void;
  /** Settles when the outbox is empty and nothing is in flight (being leased or attempted). */
  idle(): Promise<void>;
  /** Stops: attempts in flight are abandoned unrecorded (their leases lapse, so they are attempted again later). */
  close(): Promise<void>;
}

/** A lease outlives the attempt's timeout by this much before another process may take the delivery over. */
const LEASE_MARGIN_MS = 5_000;
const DEFAULT_POLL_MS = 1_000;

export function createWebhookDispatcher(db: Database, options: WebhookDispatcherOptions = {}): WebhookDispatcher {
  const policy = options.policy ?? WEBHOOK_POLICY;
  const now = options.now ?? Date.now;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const slots = createAttemptSlots(resolveWebhookConcurrency(options.concurrency));
  const stop = new AbortController();
  const context: AttemptContext = {
    db,
    fetch: options.fetch ?? ((url, init) => fetch(url, init)),
    policy,
    now,
    owner: `dispatcher_${process.pid}_${randomBytes(4).toString('hex')}`,
    stop: stop.signal,
  };
  const inFlight = new Set<Promise<unknown>>();
  let idleWaiters: Array<() => void> = [];
  const iso = (ms: number) => new Date(ms).toISOString();
  const hostOf = (delivery: { url: string }) => describeReceiverHost(delivery.url);
  const leaseFrom = (at: number) => ({
    owner: context.owner,
    now: iso(at),
    until: iso(at + policy.timeoutMs + LEASE_MARGIN_MS),
  });

  function track<T>(attempt: Promise<T>, done: () => void): Promise<T> {
    inFlight.add(attempt);
    void attempt
      .catch((error: unknown) => {
        if (!stop.signal.aborted) console.error('shopkit platform: recording a webhook attempt failed', error);
      })
      .finally(() => {
        inFlight.delete(attempt);
        done();
        task.wake();
      });
    return attempt;
  }

  /** Attempts a leased delivery in the slot already taken for it. */
  function begin(delivery: PendingDelivery): void {
    track(attemptDelivery(context, delivery), () => slots.release(hostOf(delivery)));
  }

  /** The hot path after a commit of this process: lease what fits by id and attempt it at once. */
  async function leaseQueued(queued: readonly QueuedDelivery[]): Promise<void> {
    const leased = await leaseQueuedForSlots({ db, slots, lease: leaseFrom(now()) }, queued);
    for (const delivery of leased) begin(delivery);
    if (leased.length < queued.length) task.wake();
  }

  /**
   * One pass of the outbox; resolves to the ms until the next one. It answers the idle() calls made before it began
   * (when it found the outbox empty and nothing in flight), not those made meanwhile: one of those may follow a commit
   * whose deliveries this pass's reads came too early to see, and waits for the next pass.
   */
  async function pass(): Promise<number> {
    const answering = idleWaiters;
    idleWaiters = [];
    let idle = false;
    try {
      let next: DueLease = { leased: [], more: true, due: null };
      while (next.more && slots.free() > 0 && !stop.signal.aborted) {
        next = await leaseDueForSlots({ db, slots, lease: leaseFrom(now()) });
        for (const delivery of next.leased) begin(delivery);
      }
      if (stop.signal.aborted) return pollMs;
      idle = next.due === null && inFlight.size === 0;
      // With every slot taken, the next pass comes when an attempt ends.
      if (next.due === null || slots.free() === 0) return pollMs;
      return Math.min(pollMs, Math.max(0, Date.parse(next.due) - now()));
    } finally {
      if (idle) for (const resolve of answering) resolve();
      else idleWaiters = [...answering, ...idleWaiters];
    }
  }

  const task = startPeriodicTask({
    name: 'reading the webhook outbox',
    run: pass,
    nextDelayMs: (ms) => ms,
    retryDelayMs: pollMs,
  });

  return {
    async sendTest(shopId, event) {
      const settings = await db.transaction((tx) => findWebhookSettings(tx, shopId));
      if (!settings?.url) throw new Error('set a webhook URL first');
      const targetId = describeTestTarget(event);
      const url = describeWebhookUrl(settings.url, { event, targetId });
      const delivery = { id: createId('wh'), shopId, event, targetId, url, attempts: 0, nextAttemptAt: '', test: true };
      return track(attemptDelivery(context, delivery), () => undefined);
    },
    attemptQueued(queued) {
      if (stop.signal.aborted) return;
      // In flight while it leases: a pass meanwhile finds these deliveries leased but not yet attempted, and must not
      // call the outbox idle.
      const leasing = leaseQueued(queued).catch((error: unknown) => {
        console.error('shopkit platform: leasing a queued webhook delivery failed', error);
      });
      inFlight.add(leasing);
      void leasing.finally(() => {
        inFlight.delete(leasing);
        task.wake();
      });
    },
    wake: () => task.wake(),
    idle() {
      if (stop.signal.aborted) return Promise.resolve();
      return new Promise((resolve) => {
        idleWaiters.push(resolve);
        task.wake();
      });
    },
    async close() {
      stop.abort();
      await task.stop();
      await Promise.allSettled([...inFlight]);
      for (const resolve of idleWaiters) resolve();
      idleWaiters = [];
    },
  };
}
