// Queues the webhook delivery for a change, in the transaction that makes the change (the outbox pattern): the
// delivery exists exactly when the change was committed, and this process's dispatcher is told after the commit.
// Nothing is queued unless the shop has a receiver URL and selected the event. `queueWebhooks` queues many changes of one
// shop at once (a bulk import).
import type { Tx } from '../db/database.ts';
import { insertDeliveries } from '../repo/webhook-deliveries.ts';
import { findWebhookSettings } from '../repo/webhook-settings.ts';
import { createId } from '../state/create-id.ts';
import { describeWebhookUrl, type ShopChange } from './webhook-state.ts';

export async function queueWebhook(tx: Tx, change: ShopChange, now: number): Promise<void> {
  const { shopId, ...event } = change;
  await queueWebhooks(tx, shopId, [event], now);
}

export async function queueWebhooks(
  tx: Tx,
  shopId: string,
  changes: ReadonlyArray<Omit<ShopChange, 'shopId'>>,
  now: number,
): Promise<void> {
  if (changes.length === 0) return;
  const settings = await findWebhookSettings(tx, shopId);
  if (!settings?.url) return;
  const url = settings.url;
  const at = new Date(now).toISOString();
  const deliveries = changes
    .filter((change) => settings.events.includes(change.event))
    .map((change) => {
      const { surface: _surface, ...target } = change;
      const delivery = { id: createId('wh'), shopId, ...target, url: describeWebhookUrl(url, change) };
      return { ...delivery, attempts: 0, nextAttemptAt: at, test: false };
    });
  await insertDeliveries(tx, deliveries, at);
  for (const delivery of deliveries) tx.signal('webhooks', { id: delivery.id, url: delivery.url });
}
