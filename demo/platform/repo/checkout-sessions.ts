// Hosted checkout sessions: the priced lines and totals a shopper pays, frozen when the checkout starts. A cart has
// at most one open session (a unique index): a new start replaces the open one.
import { forUpdate, type Tx } from '../db/database.ts';
import type { CheckoutSessionsTable } from '../db/tables.ts';
import type { Attribution, PendingOrder, PricedLine, SessionRecord } from '../state/types.ts';
import type { SessionDiscount } from '../discounts/discount-types.ts';
import type { ShippingAddress, ShippingLine } from '../shipping/shipping-types.ts';
import { fromJson, toJson } from './json-column.ts';

const toSession = (row: CheckoutSessionsTable): SessionRecord => ({
  ...row,
  status: row.status as SessionRecord['status'],
  lines: fromJson<PricedLine[]>(row.lines),
  discounts: fromJson<SessionDiscount[]>(row.discounts),
  storefront: fromJson<Attribution>(row.storefront),
  pendingOrder: fromJson<PendingOrder>(row.pendingOrder),
  shipping: fromJson<ShippingLine>(row.shipping),
  shippingAddress: fromJson<ShippingAddress>(row.shippingAddress),
});

const toRow = (session: SessionRecord): CheckoutSessionsTable => ({
  ...session,
  lines: toJson(session.lines),
  discounts: toJson(session.discounts),
  storefront: session.storefront === null ? null : toJson(session.storefront),
  pendingOrder: session.pendingOrder === null ? null : toJson(session.pendingOrder),
  shipping: session.shipping === null ? null : toJson(session.shipping),
  shippingAddress: session.shippingAddress === null ? null : toJson(session.shippingAddress),
});

export async function findSession(tx: Tx, id: string, options: { lock?: boolean } = {}): Promise<SessionRecord | null> {
  const query = tx.db.selectFrom('checkoutSessions').selectAll().where('id', '=', id);
  const row = await (options.lock ? query.$call(forUpdate(tx)) : query).executeTakeFirst();
  return row ? toSession(row) : null;
}

export async function insertSession(tx: Tx, session: SessionRecord): Promise<void> {
  await tx.db.insertInto('checkoutSessions').values(toRow(session)).execute();
}

/**
 * Replaces the cart's open session, if any (a new checkout is starting for the cart): it becomes `replaced` and
 * expires at `at`. Call it with the cart locked, so two starts for one cart run one after the other.
 */
export async function replaceOpenSession(tx: Tx, cartId: string, at: string): Promise<number> {
  const result = await tx.db
    .updateTable('checkoutSessions')
    .set({ status: 'replaced', expiresAt: at })
    .where('cartId', '=', cartId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function saveSession(tx: Tx, session: SessionRecord): Promise<void> {
  const { id, ...fields } = toRow(session);
  await tx.db.updateTable('checkoutSessions').set(fields).where('id', '=', id).execute();
}

/** The ids of processing sessions whose payment confirmation is due at `nowIso`, oldest due first. */
export async function listDuePayments(tx: Tx, nowIso: string, limit = 50): Promise<string[]> {
  const rows = await tx.db
    .selectFrom('checkoutSessions')
    .select('id')
    .where('status', '=', 'processing')
    .where('paymentConfirmAt', '<=', nowIso)
    .orderBy('paymentConfirmAt')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Every checkout session, oldest first (tests and tools; no route reads them all). */
export async function listSessions(tx: Tx): Promise<SessionRecord[]> {
  const rows = await tx.db.selectFrom('checkoutSessions').selectAll().orderBy('createdAt').orderBy('id').execute();
  return rows.map(toSession);
}
