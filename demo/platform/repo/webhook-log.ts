// The webhook delivery log, newest first, kept to the latest WEBHOOK_LOG_LIMIT entries of each shop.
import type { Tx } from '../db/database.ts';
import { WEBHOOK_LOG_LIMIT } from '../webhooks/webhook-policy.ts';
import type { DeliveryLogEntry } from '../webhooks/webhook-state.ts';
import type { WebhookEventType } from '../../../wire/webhook-events.ts';

export async function appendWebhookLog(tx: Tx, entry: DeliveryLogEntry): Promise<void> {
  await tx.db
    .insertInto('webhookLog')
    .values({ ...entry, test: entry.test ? 1 : 0 })
    .execute();
  const cutoff = tx.db
    .selectFrom('webhookLog')
    .select('seq')
    .where('shopId', '=', entry.shopId)
    .orderBy('seq', 'desc')
    .limit(1)
    .offset(WEBHOOK_LOG_LIMIT);
  await tx.db.deleteFrom('webhookLog').where('shopId', '=', entry.shopId).where('seq', '<=', cutoff).execute();
}

export async function listWebhookLog(tx: Tx, shopId: string): Promise<DeliveryLogEntry[]> {
  const rows = await tx.db
    .selectFrom('webhookLog')
    .selectAll()
    .where('shopId', '=', shopId)
    .orderBy('seq', 'desc')
    .limit(WEBHOOK_LOG_LIMIT)
    .execute();
  return rows.map(({ seq: _seq, ...row }) => ({
    ...row,
    event: row.event as WebhookEventType,
    outcome: row.outcome as DeliveryLogEntry['outcome'],
    test: row.test === 1,
  }));
}
