// Queues the webhook delivery for a change, in the transaction that makes the change (the outbox pattern): the
// delivery exists exactly when the change was committed, and this process's dispatcher is told after the commit.
// Nothing is queued unless the shop has a receiver URL and selected the event.
import type { Tx } from '../db/database.ts';
import { insertDelivery } from '../repo/webhook-deliveries.ts';
import { findWebhookSettings } from '../repo/webhook-settings.ts';
import { createId } from '../state/create-id.ts';
import { describeWebhookUrl, type ShopChange } from './webhook-state.ts';

export async function queueWebhook(tx: Tx, change: ShopChange, now: number): Promise<void> {
  const settings = await findWebhookSettings(tx, change.shopId);
  if (!settings?.url || !settings.events.includes(change.event)) return;
  const at = new Date(now).toISOString();
  const { surface: _surface, ...target } = change;
  const delivery = {
    id: createId('wh'),
    ...target,
    url: describeWebhookUrl(settings.url, change),
    attempts: 0,
    nextAttemptAt: at,
    test: false,
  };
  await insertDelivery(tx, delivery, at);
  tx.signal('webhooks', { id: delivery.id, url: delivery.url });
}
