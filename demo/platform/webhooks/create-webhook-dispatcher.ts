// Sends webhook deliveries with retries (webhook-policy.ts). Every pending delivery sits in the persisted state until
// it is delivered or given up, so a restart resumes it (resume()). Each attempt is written to the delivery log.
import { createId } from '../state/create-id.ts';
import type { StateStore } from '../state/state-store.ts';
import { deliverOnce, type WebhookFetch } from './deliver-once.ts';
import { describeRetryDelay, WEBHOOK_LOG_LIMIT, WEBHOOK_POLICY, type WebhookPolicy } from './webhook-policy.ts';
import {
  describeWebhookUrl,
  webhookStateOf,
  type DeliveryLogEntry,
  type PendingDelivery,
  type WebhookEventType,
} from './webhook-state.ts';

export interface WebhookDispatcherOptions {
  fetch?: WebhookFetch;
  policy?: WebhookPolicy;
  now?: () => number;
}

export interface WebhookDispatcher {
  /** Queues a delivery when the shop has a URL and selected this event; returns it, or null. */
  emit(shopId: string, event: WebhookEventType, targetId: string): PendingDelivery | null;
  /** The control panel's "send test event": one attempt now, logged, not retried. */
  sendTest(shopId: string, event: WebhookEventType): Promise<DeliveryLogEntry>;
  /** Schedules every persisted pending delivery (after a restart). */
  resume(): void;
  /** Settles when nothing is scheduled or in flight. */
  idle(): Promise<void>;
  close(): void;
}

export function createWebhookDispatcher(store: StateStore, options: WebhookDispatcherOptions = {}): WebhookDispatcher {
  const fetchImpl = options.fetch ?? ((url, init) => fetch(url, init));
  const policy = options.policy ?? WEBHOOK_POLICY;
  const now = options.now ?? Date.now;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;

  const webhooks = () => webhookStateOf(store.state);
  function writeLog(entry: DeliveryLogEntry): DeliveryLogEntry {
    const log = webhooks().log;
    log.unshift(entry);
    log.splice(WEBHOOK_LOG_LIMIT);
    return entry;
  }

  async function attempt(delivery: PendingDelivery): Promise<DeliveryLogEntry> {
    const result = await deliverOnce(fetchImpl, delivery.url, policy.timeoutMs);
    delivery.attempts += 1;
    const delay = result.status === 200 || delivery.test ? null : describeRetryDelay(policy, delivery.attempts);
    const outcome = result.status === 200 ? 'delivered' : delay === null ? 'gave_up' : 'retrying';
    const state = webhooks();
    if (outcome === 'retrying') delivery.nextAttemptAt = new Date(now() + delay!).toISOString();
    else state.pending = state.pending.filter((p) => p.id !== delivery.id);
    const { shopId, event, targetId, url, test } = delivery;
    const entry = writeLog({
      at: new Date(now()).toISOString(),
      deliveryId: delivery.id,
      shopId,
      event,
      targetId,
      url,
      attempt: delivery.attempts,
      status: result.status,
      outcome,
      error: result.error,
      test,
    });
    store.save();
    if (outcome === 'retrying') schedule(delivery);
    return entry;
  }

  function track<T>(task: Promise<T>): Promise<T> {
    inFlight.add(task);
    void task.finally(() => inFlight.delete(task)).catch(() => undefined);
    return task;
  }

  function schedule(delivery: PendingDelivery): void {
    if (closed) return;
    const wait = Math.max(0, Date.parse(delivery.nextAttemptAt) - now());
    timers.set(
      delivery.id,
      setTimeout(() => {
        timers.delete(delivery.id);
        track(attempt(delivery)).catch((error: unknown) =>
          console.error('webhooks: delivery failed unexpectedly', error),
        );
      }, wait),
    );
  }

  function queue(
    shopId: string,
    event: WebhookEventType,
    targetId: string,
    baseUrl: string,
    test: boolean,
  ): PendingDelivery {
    const delivery: PendingDelivery = {
      id: createId('wh'),
      shopId,
      event,
      targetId,
      url: describeWebhookUrl(baseUrl, event, targetId),
      attempts: 0,
      nextAttemptAt: new Date(now()).toISOString(),
      test,
    };
    return delivery;
  }

  return {
    emit(shopId, event, targetId) {
      const settings = webhooks().settings[shopId];
      if (!settings?.url || !settings.events.includes(event)) return null;
      const delivery = queue(shopId, event, targetId, settings.url, false);
      webhooks().pending.push(delivery);
      store.save();
      schedule(delivery);
      return delivery;
    },
    sendTest(shopId, event) {
      const settings = webhooks().settings[shopId];
      if (!settings?.url) return Promise.reject(new Error('set a webhook URL first'));
      const targetId = event.startsWith('order.') ? 'ord_test_0001' : 'prod_test_0001';
      return track(attempt(queue(shopId, event, targetId, settings.url, true)));
    },
    resume() {
      for (const delivery of webhooks().pending) if (!timers.has(delivery.id)) schedule(delivery);
    },
    async idle() {
      while (timers.size > 0 || inFlight.size > 0) {
        await (inFlight.size > 0
          ? Promise.allSettled([...inFlight])
          : new Promise((resolve) => setTimeout(resolve, 5)));
      }
    },
    close() {
      closed = true;
      for (const handle of timers.values()) clearTimeout(handle);
      timers.clear();
    },
  };
}
