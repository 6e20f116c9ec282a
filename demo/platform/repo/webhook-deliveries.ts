// The webhook outbox: a delivery row is written in the same transaction as the change it reports, and taken by one
// process at a time through a lease (owner + expiry; SQLite has no SKIP LOCKED). A lapsed lease (its process died
// mid-attempt) may be taken over, so every delivery is attempted until delivered or given up: at least once.
import { sql, type ExpressionBuilder } from 'kysely';
import type { Tx } from '../db/database.ts';
import type { Tables, WebhookDeliveriesTable } from '../db/tables.ts';
import type { PendingDelivery } from '../webhooks/webhook-state.ts';
import type { WebhookEventType } from '../../../wire/webhook-events.ts';

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
  await insertDeliveries(tx, [delivery], createdAt);
}

/** Writes many deliveries at once (a bulk import's product events), 500 rows to a statement. */
export async function insertDeliveries(
  tx: Tx,
  deliveries: readonly PendingDelivery[],
  createdAt: string,
): Promise<void> {
  const rows = deliveries.map(({ test: _test, ...fields }) => ({
    ...fields,
    leaseOwner: null,
    leaseUntil: null,
    createdAt,
  }));
  for (let start = 0; start < rows.length; start += 500)
    await tx.db
      .insertInto('webhookDeliveries')
      .values(rows.slice(start, start + 500))
      .execute();
}

/** Receiver hosts (`host:port` as in the URL) whose deliveries a query leaves out: this process has no slot for them. */
export type ExcludedHosts = readonly string[];

/** LIKE patterns that match the URLs of `host` (stored URLs are normalized: `<scheme>://<host>/...`). */
function urlPatterns(host: string): string[] {
  const escaped = host.replace(/[\\%_]/g, (char) => `\\${char}`);
  return [`http://${escaped}/%`, `https://${escaped}/%`];
}

function excluding(hosts: ExcludedHosts) {
  const patterns = hosts.flatMap(urlPatterns);
  return (eb: ExpressionBuilder<Tables, 'webhookDeliveries'>) =>
    eb.and(patterns.map((pattern) => sql<boolean>`${eb.ref('url')} not like ${pattern} escape '\\'`));
}

const leaseIsFree = (now: string) => (eb: ExpressionBuilder<Tables, 'webhookDeliveries'>) =>
  eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<=', now)]);

/** Up to `limit` due deliveries that no live lease holds, oldest due first, leaving out `excludeHosts`. */
export async function listDueDeliveries(
  tx: Tx,
  query: { now: string; limit: number; excludeHosts: ExcludedHosts },
): Promise<PendingDelivery[]> {
  const rows = await tx.db
    .selectFrom('webhookDeliveries')
    .selectAll()
    .where('nextAttemptAt', '<=', query.now)
    .where(leaseIsFree(query.now))
    .where(excluding(query.excludeHosts))
    .orderBy('nextAttemptAt')
    .orderBy('id')
    .limit(query.limit)
    .execute();
  return rows.map(toDelivery);
}

export interface Lease {
  owner: string;
  now: string;
  until: string;
}

/**
 * Leases the deliveries `ids` that are still due and free (one conditional UPDATE: of two processes leasing one
 * row, PostgreSQL lets the second see the first one's lease); returns the ones this owner now holds.
 */
export async function leaseDeliveries(tx: Tx, ids: readonly string[], lease: Lease): Promise<PendingDelivery[]> {
  if (ids.length === 0) return [];
  const rows = await tx.db
    .updateTable('webhookDeliveries')
    .set({ leaseOwner: lease.owner, leaseUntil: lease.until })
    .where('id', 'in', [...ids])
    .where('nextAttemptAt', '<=', lease.now)
    .where(leaseIsFree(lease.now))
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

/**
 * When the next delivery becomes due (or its lease lapses), leaving out `excludeHosts`; null when there is none.
 * ISO 8601 times in UTC compare as text.
 */
export async function nextDeliveryDueAt(tx: Tx, excludeHosts: ExcludedHosts = []): Promise<string | null> {
  const row = await tx.db
    .selectFrom('webhookDeliveries')
    .select((eb) =>
      eb.fn
        .min<string | null>(
          eb
            .case()
            .when('leaseUntil', '>', eb.ref('nextAttemptAt'))
            .then(eb.ref('leaseUntil'))
            .else(eb.ref('nextAttemptAt'))
            .end(),
        )
        .as('due'),
    )
    .where(excluding(excludeHosts))
    .executeTakeFirst();
  return row?.due ?? null;
}

export async function listPendingDeliveries(tx: Tx, shopId?: string): Promise<PendingDelivery[]> {
  let query = tx.db.selectFrom('webhookDeliveries').selectAll();
  if (shopId) query = query.where('shopId', '=', shopId);
  return (await query.orderBy('nextAttemptAt').orderBy('id').execute()).map(toDelivery);
}
