// Each shop's webhook receiver URL and the events it wants.
import type { Tx } from '../db/database.ts';
import type { WebhookSettings } from '../webhooks/webhook-state.ts';
import type { WebhookEventType } from '../../../wire/webhook-events.ts';
import { fromJson, toJson } from './json-column.ts';

export async function findWebhookSettings(tx: Tx, shopId: string): Promise<WebhookSettings | null> {
  const row = await tx.db.selectFrom('webhookSettings').selectAll().where('shopId', '=', shopId).executeTakeFirst();
  return row ? { url: row.url, events: fromJson<WebhookEventType[]>(row.events) } : null;
}

export async function saveWebhookSettings(tx: Tx, shopId: string, settings: WebhookSettings): Promise<void> {
  const values = { url: settings.url, events: toJson(settings.events) };
  await tx.db
    .insertInto('webhookSettings')
    .values({ shopId, ...values })
    .onConflict((oc) => oc.column('shopId').doUpdateSet(values))
    .execute();
}
