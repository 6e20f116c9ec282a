// One attempt of a webhook delivery, made outside any transaction, and its record afterwards in one transaction:
// delivered or given up removes the delivery from the outbox, a failure moves its next attempt out by the policy's
// delay, and the attempt goes into the delivery log. The outbox row is changed only while `owner` still holds its
// lease. A test event (the panel's "Send test event") is logged only, and never retried.
import type { Database } from '../db/database.ts';
import { removeDelivery, rescheduleDelivery } from '../repo/webhook-deliveries.ts';
import { appendWebhookLog } from '../repo/webhook-log.ts';
import { deliverOnce, type WebhookFetch } from './deliver-once.ts';
import { describeRetryDelay, type WebhookPolicy } from './webhook-policy.ts';
import type { DeliveryLogEntry, PendingDelivery } from './webhook-state.ts';

export interface AttemptContext {
  db: Database;
  fetch: WebhookFetch;
  policy: WebhookPolicy;
  now: () => number;
  /** The lease owner of this process. */
  owner: string;
  /** Aborted when the dispatcher closes: the attempt is abandoned unrecorded and its lease lapses. */
  stop: AbortSignal;
}

const iso = (ms: number) => new Date(ms).toISOString();

export async function attemptDelivery(context: AttemptContext, delivery: PendingDelivery): Promise<DeliveryLogEntry> {
  const { policy, now, owner } = context;
  const result = await deliverOnce(context.fetch, {
    url: delivery.url,
    timeoutMs: policy.timeoutMs,
    stop: context.stop,
  });
  if (context.stop.aborted) throw new Error('webhooks: the dispatcher closed during the attempt');
  const attempts = delivery.attempts + 1;
  const delay = result.status === 200 || delivery.test ? null : describeRetryDelay(policy, attempts);
  const outcome = result.status === 200 ? 'delivered' : delay === null ? 'gave_up' : 'retrying';
  const { id, shopId, event, targetId, url, test } = delivery;
  const entry: DeliveryLogEntry = {
    ...{ at: iso(now()), deliveryId: id, shopId, event, targetId, url, attempt: attempts },
    ...{ status: result.status, outcome, error: result.error, test },
  };
  await context.db.transaction(async (tx) => {
    if (!test && delay !== null && outcome === 'retrying')
      await rescheduleDelivery(tx, { id, attempts, nextAttemptAt: iso(now() + delay) }, owner);
    else if (!test) await removeDelivery(tx, id, owner);
    await appendWebhookLog(tx, entry);
  });
  return entry;
}
