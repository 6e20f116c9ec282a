// The webhook outbox: a delivery row is written in the same transaction as the change it reports, and taken by one
// process at a time through a lease (owner + expiry; SQLite has no SKIP LOCKED). A lapsed lease (its process died
// mid-attempt) may be taken over, so every delivery is attempted until delivered or given up: at least once.
import type { Tx } from '../db/database.ts';
import type { WebhookDeliveriesTable } from '../db/tables.ts';
import type { PendingDelivery, WebhookEventType } from '../webhooks/webhook-state.ts';

const toDelivery = (row: WebhookDeliveriesTable): PendingDelivery => ({
  id: row.id,
  shopId: row.shopId,
  event: row.event as WebhookEventType,
  targetId: row.targetId,
  url: row.url,
  attempts: row.attempts,
  nextAttemptAt: row.nextAttemptAt,
  test: false,
});

export async function insertDelivery(tx: Tx, delivery: PendingDelivery, createdAt: string): Promise<void> {
  const { test: _test, ...fields } = delivery;
  await tx.db
    .insertInto('webhookDeliveries')
    .values({ ...fields, leaseOwner: null, leaseUntil: null, createdAt })
    .execute();
}

export interface LeaseRequest {
  owner: string;
  now: string;
  until: string;
  limit: number;
}

/** Leases up to `limit` due deliveries that no live lease holds; returns the ones this owner now holds. */
export async function leaseDueDeliveries(tx: Tx, lease: LeaseRequest): Promise<PendingDelivery[]> {
  const free = (eb: any) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<=', lease.now)]);
  const due = await tx.db
    .selectFrom('webhookDeliveries')
    .select('id')
    .where('nextAttemptAt', '<=', lease.now)
    .where(free)
    .orderBy('nextAttemptAt')
    .limit(lease.limit)
    .execute();
  if (due.length === 0) return [];
  const rows = await tx.db
    .updateTable('webhookDeliveries')
    .set({ leaseOwner: lease.owner, leaseUntil: lease.until })
    .where(
      'id',
      'in',
      due.map((row) => row.id),
    )
    .where(free)
    .returningAll()
    .execute();
  return rows.map(toDelivery);
}

/** Drops a delivered or given-up delivery, if this owner still holds it. */
export async function removeDelivery(tx: Tx, id: string, owner: string): Promise<boolean> {
  const result = await tx.db
    .deleteFrom('webhookDeliveries')
    .where('id', '=', id)
    .where('leaseOwner', '=', owner)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Records a failed attempt and when to try again, releasing the lease. */
export async function rescheduleDelivery(
  tx: Tx,
  delivery: { id: string; attempts: number; nextAttemptAt: string },
  owner: string,
): Promise<boolean> {
  const result = await tx.db
    .updateTable('webhookDeliveries')
    .set({ attempts: delivery.attempts, nextAttemptAt: delivery.nextAttemptAt, leaseOwner: null, leaseUntil: null })
    .where('id', '=', delivery.id)
    .where('leaseOwner', '=', owner)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** When the next delivery becomes due (or its lease lapses), or null when the outbox is empty. */
export async function nextDeliveryDueAt(tx: Tx): Promise<string | null> {
  const rows = await tx.db
    .selectFrom('webhookDeliveries')
    .select(['nextAttemptAt', 'leaseUntil'])
    .orderBy('nextAttemptAt')
    .limit(50)
    .execute();
  const times = rows.map((row) =>
    row.leaseUntil && row.leaseUntil > row.nextAttemptAt ? row.leaseUntil : row.nextAttemptAt,
  );
  return times.length === 0 ? null : times.reduce((a, b) => (a < b ? a : b));
}

export async function listPendingDeliveries(tx: Tx, shopId?: string): Promise<PendingDelivery[]> {
  let query = tx.db.selectFrom('webhookDeliveries').selectAll();
  if (shopId) query = query.where('shopId', '=', shopId);
  return (await query.orderBy('nextAttemptAt').orderBy('id').execute()).map(toDelivery);
}
