// Orders: written once when a checkout is paid, then only their status changes. Numbers come from one counter row
// (`sequences`), taken inside the paying transaction, and are unique by constraint.
import { forUpdate, type Tx } from '../db/database.ts';
import type { OrdersTable } from '../db/tables.ts';
import type { ShippingAddress, ShippingLine } from '../shipping/shipping-types.ts';
import type { Attribution, OrderDiscount, OrderRecord, PricedLine } from '../state/types.ts';
import { fromJson, toJson } from './json-column.ts';

const toOrder = (row: OrdersTable): OrderRecord => ({
  ...row,
  status: row.status as OrderRecord['status'],
  customer: fromJson<OrderRecord['customer']>(row.customer),
  lines: fromJson<PricedLine[]>(row.lines),
  discounts: fromJson<OrderDiscount[]>(row.discounts),
  storefront: fromJson<Attribution>(row.storefront),
  analytics: fromJson<OrderRecord['analytics']>(row.analytics),
  shipping: fromJson<ShippingLine>(row.shipping),
  shippingAddress: fromJson<ShippingAddress>(row.shippingAddress),
});

export async function insertOrder(tx: Tx, order: OrderRecord): Promise<void> {
  await tx.db
    .insertInto('orders')
    .values({
      ...order,
      customer: toJson(order.customer),
      lines: toJson(order.lines),
      discounts: toJson(order.discounts),
      storefront: order.storefront === null ? null : toJson(order.storefront),
      analytics: toJson(order.analytics),
      shipping: order.shipping === null ? null : toJson(order.shipping),
      shippingAddress: order.shippingAddress === null ? null : toJson(order.shippingAddress),
    })
    .execute();
}

export async function findOrder(
  tx: Tx,
  shopId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<OrderRecord | null> {
  const query = tx.db.selectFrom('orders').selectAll().where('shopId', '=', shopId).where('id', '=', id);
  const row = await (options.lock ? query.$call(forUpdate(tx)) : query).executeTakeFirst();
  return row ? toOrder(row) : null;
}

export async function findOrderByNumber(tx: Tx, number: string): Promise<OrderRecord | null> {
  const row = await tx.db.selectFrom('orders').selectAll().where('number', '=', number).executeTakeFirst();
  return row ? toOrder(row) : null;
}

export async function setOrderStatus(tx: Tx, id: string, status: OrderRecord['status'], at: string): Promise<void> {
  await tx.db.updateTable('orders').set({ status, updatedAt: at }).where('id', '=', id).execute();
}

export interface OrderQuery {
  shopId?: string | null;
  status?: string | null;
  /** createdAt in [from, to), ISO 8601 */
  from?: string | null;
  to?: string | null;
  offset?: number;
  limit?: number;
  newestFirst?: boolean;
}

function filtered(tx: Tx, query: OrderQuery) {
  let select = tx.db.selectFrom('orders');
  if (query.shopId) select = select.where('shopId', '=', query.shopId);
  if (query.status) select = select.where('status', '=', query.status);
  if (query.from) select = select.where('createdAt', '>=', query.from);
  if (query.to) select = select.where('createdAt', '<', query.to);
  return select;
}

/** Orders matching the query, oldest first unless `newestFirst` (then by number as well, newest first). */
export async function listOrders(tx: Tx, query: OrderQuery = {}): Promise<OrderRecord[]> {
  let select = filtered(tx, query).selectAll();
  select = query.newestFirst
    ? select.orderBy('createdAt', 'desc').orderBy('number', 'desc')
    : select.orderBy('createdAt').orderBy('number');
  if (query.limit !== undefined) select = select.limit(query.limit).offset(query.offset ?? 0);
  return (await select.execute()).map(toOrder);
}

export async function countOrders(tx: Tx, query: OrderQuery = {}): Promise<number> {
  const row = await filtered(tx, query)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The next order number (1001, 1002, ...); the counter row stays locked until the transaction ends. */
export async function nextOrderNumber(tx: Tx): Promise<string> {
  const row = await tx.db
    .updateTable('sequences')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('name', '=', 'order')
    .returning('value')
    .executeTakeFirstOrThrow();
  return String(1000 + Number(row.value));
}

export async function ensureSequence(tx: Tx, name: string): Promise<void> {
  await tx.db
    .insertInto('sequences')
    .values({ name, value: 0 })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/**
 * Gives the customer the shop's orders placed with their address and belonging to nobody (a guest's); answers the
 * delivery addresses of those orders, oldest first.
 */
export async function linkGuestOrders(
  tx: Tx,
  shopId: string,
  emailKey: string,
  customerId: string,
): Promise<Array<{ shippingAddress: ShippingAddress; createdAt: string }>> {
  const guests = tx.db
    .selectFrom('orders')
    .where('shopId', '=', shopId)
    .where('customerEmailKey', '=', emailKey)
    .where('customerId', 'is', null);
  const found = await guests
    .select(['id', 'shippingAddress', 'createdAt'])
    .orderBy('createdAt')
    .$call(forUpdate(tx))
    .execute();
  if (found.length === 0) return [];
  await tx.db
    .updateTable('orders')
    .set({ customerId })
    .where(
      'id',
      'in',
      found.map((order) => order.id),
    )
    .execute();
  return found.flatMap(({ shippingAddress, createdAt }) =>
    shippingAddress ? [{ shippingAddress: fromJson<ShippingAddress>(shippingAddress), createdAt }] : [],
  );
}

/** A customer's orders, newest first. */
export async function listCustomerOrders(
  tx: Tx,
  customer: { shopId: string; id: string },
  page: { offset: number; limit: number } | null = null,
): Promise<OrderRecord[]> {
  let select = tx.db
    .selectFrom('orders')
    .selectAll()
    .where('shopId', '=', customer.shopId)
    .where('customerId', '=', customer.id)
    .orderBy('createdAt', 'desc')
    .orderBy('number', 'desc');
  if (page) select = select.limit(page.limit).offset(page.offset);
  return (await select.execute()).map(toOrder);
}

export async function countCustomerOrders(tx: Tx, customer: { shopId: string; id: string }): Promise<number> {
  const row = await tx.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('shopId', '=', customer.shopId)
    .where('customerId', '=', customer.id)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
