// Sends the deliveries of the webhook outbox with retries (webhook-policy.ts). The dispatcher leases due deliveries
// (so one process attempts each), attempts them outside any transaction, then records the outcome: delivered or
// given up removes the delivery, a failure moves its next attempt out. Every attempt is written to the delivery log.
// It wakes when a commit queued a delivery, when the next retry is due, and every `pollMs` (deliveries queued by
// other processes). A restart resumes whatever was left; a lease whose process died lapses and is taken over.
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import {
  leaseDueDeliveries,
  listPendingDeliveries,
  nextDeliveryDueAt,
  removeDelivery,
  rescheduleDelivery,
} from '../repo/webhook-deliveries.ts';
import { appendWebhookLog } from '../repo/webhook-log.ts';
import { findWebhookSettings } from '../repo/webhook-settings.ts';
import { createId } from '../state/create-id.ts';
import { deliverOnce, type WebhookFetch } from './deliver-once.ts';
import { describeRetryDelay, WEBHOOK_POLICY, type WebhookPolicy } from './webhook-policy.ts';
import {
  describeWebhookUrl,
  type DeliveryLogEntry,
  type PendingDelivery,
  type WebhookEventType,
} from './webhook-state.ts';

export interface WebhookDispatcherOptions {
  fetch?: WebhookFetch;
  policy?: WebhookPolicy;
  now?: () => number;
  /** How often to look for deliveries that other processes queued (ms). */
  pollMs?: number;
}

export interface WebhookDispatcher {
  /** The control panel's "send test event": one attempt now, logged, not retried. */
  sendTest(shopId: string, event: WebhookEventType): Promise<DeliveryLogEntry>;
  /** Looks for due deliveries now. */
  wake(): void;
  /** Settles when the outbox is empty and nothing is in flight. */
  idle(): Promise<void>;
  /** Stops: attempts in flight are abandoned unrecorded (their leases lapse, so they are attempted again later). */
  close(): Promise<void>;
}

const BATCH = 20;
/** A lease outlives the attempt's timeout by this much before another process may take the delivery over. */
const LEASE_MARGIN_MS = 5_000;
const DEFAULT_POLL_MS = 1_000;

export function createWebhookDispatcher(db: Database, options: WebhookDispatcherOptions = {}): WebhookDispatcher {
  const fetchImpl = options.fetch ?? ((url, init) => fetch(url, init));
  const policy = options.policy ?? WEBHOOK_POLICY;
  const now = options.now ?? Date.now;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const owner = `dispatcher_${process.pid}_${randomBytes(4).toString('hex')}`;
  const inFlight = new Set<Promise<unknown>>();
  const stop = new AbortController();
  const iso = (ms: number) => new Date(ms).toISOString();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pumping = false;
  let again = false;
  let closed = false;

  async function attempt(delivery: PendingDelivery): Promise<DeliveryLogEntry> {
    const result = await deliverOnce(fetchImpl, delivery.url, policy.timeoutMs, stop.signal);
    if (closed) throw new Error('webhooks: the dispatcher closed during the attempt');
    const attempts = delivery.attempts + 1;
    const delay = result.status === 200 || delivery.test ? null : describeRetryDelay(policy, attempts);
    const outcome = result.status === 200 ? 'delivered' : delay === null ? 'gave_up' : 'retrying';
    const { id, shopId, event, targetId, url, test } = delivery;
    const entry: DeliveryLogEntry = {
      ...{ at: iso(now()), deliveryId: id, shopId, event, targetId, url, attempt: attempts },
      ...{ status: result.status, outcome, error: result.error, test },
    };
    await db.transaction(async (tx) => {
      if (!test && outcome === 'retrying')
        await rescheduleDelivery(tx, { id, attempts, nextAttemptAt: iso(now() + delay!) }, owner);
      else if (!test) await removeDelivery(tx, id, owner);
      await appendWebhookLog(tx, entry);
    });
    return entry;
  }

  function track<T>(task: Promise<T>): Promise<T> {
    inFlight.add(task);
    void task.finally(() => inFlight.delete(task)).catch(() => undefined);
    return task;
  }

  async function pumpOnce(): Promise<number> {
    const leased = await db.transaction((tx) =>
      leaseDueDeliveries(tx, {
        owner,
        now: iso(now()),
        until: iso(now() + policy.timeoutMs + LEASE_MARGIN_MS),
        limit: BATCH,
      }),
    );
    await Promise.all(leased.map((delivery) => track(attempt(delivery))));
    return leased.length;
  }

  async function scheduleNext(): Promise<void> {
    const due = await db.transaction((tx) => nextDeliveryDueAt(tx));
    if (closed) return;
    const wait = due === null ? pollMs : Math.min(pollMs, Math.max(0, Date.parse(due) - now()));
    if (timer) clearTimeout(timer);
    timer = setTimeout(wake, wait);
    timer.unref?.();
  }

  /** Attempts every due delivery, then sets the timer for the next; runs again when woken meanwhile. */
  async function pump(): Promise<void> {
    pumping = true;
    try {
      do {
        again = false;
        let leased = BATCH;
        while (leased === BATCH && !closed) leased = await pumpOnce();
        if (!closed) await scheduleNext();
      } while (again && !closed);
    } finally {
      pumping = false;
    }
  }

  function wake(): void {
    if (closed) return;
    if (pumping) {
      again = true;
      return;
    }
    track(pump()).catch((error: unknown) => {
      if (closed) return;
      console.error('webhooks: the outbox could not be read', error);
      timer = setTimeout(wake, pollMs);
    });
  }

  return {
    async sendTest(shopId, event) {
      const settings = await db.transaction((tx) => findWebhookSettings(tx, shopId));
      if (!settings?.url) throw new Error('set a webhook URL first');
      const targetId = event.startsWith('order.') ? 'ord_test_0001' : 'prod_test_0001';
      const url = describeWebhookUrl(settings.url, event, targetId);
      const delivery = { id: createId('wh'), shopId, event, targetId, url, attempts: 0, nextAttemptAt: '', test: true };
      return track(attempt(delivery));
    },
    wake,
    async idle() {
      while (!closed) {
        if (inFlight.size > 0) await Promise.allSettled([...inFlight]);
        else if ((await db.transaction((tx) => listPendingDeliveries(tx))).length === 0) return;
        else await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      stop.abort();
      await Promise.allSettled([...inFlight]);
    },
  };
}
