// Customers: one row per shop and verified e-mail address (unique on the lower-cased address), the saved delivery
// addresses as JSON (a customer keeps at most 10).
import { sql } from 'kysely';
import { forUpdate, type Tx } from '../db/database.ts';
import type { CustomersTable } from '../db/tables.ts';
import type { CustomerRecord, SavedAddress } from '../customers/customer-types.ts';
import { fromJson, toJson } from './json-column.ts';

const toCustomer = (row: CustomersTable): CustomerRecord => ({
  ...row,
  addresses: fromJson<SavedAddress[]>(row.addresses),
});

export async function findCustomer(
  tx: Tx,
  shopId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<CustomerRecord | null> {
  const query = tx.db.selectFrom('customers').selectAll().where('shopId', '=', shopId).where('id', '=', id);
  const row = await (options.lock ? query.$call(forUpdate(tx)) : query).executeTakeFirst();
  return row ? toCustomer(row) : null;
}

export async function findCustomerByEmail(tx: Tx, shopId: string, emailKey: string): Promise<CustomerRecord | null> {
  const row = await tx.db
    .selectFrom('customers')
    .selectAll()
    .where('shopId', '=', shopId)
    .where('emailKey', '=', emailKey)
    .executeTakeFirst();
  return row ? toCustomer(row) : null;
}

/** Inserts the customer unless the shop has one with the address already (a concurrent first sign-in); true when it did. */
export async function insertCustomer(tx: Tx, customer: CustomerRecord): Promise<boolean> {
  const inserted = await tx.db
    .insertInto('customers')
    .values({ ...customer, addresses: toJson(customer.addresses) })
    .onConflict((oc) => oc.columns(['shopId', 'emailKey']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function saveCustomerAddresses(tx: Tx, customer: CustomerRecord, at: string): Promise<void> {
  await tx.db
    .updateTable('customers')
    .set({ addresses: toJson(customer.addresses), updatedAt: at })
    .where('id', '=', customer.id)
    .execute();
}

export async function deleteCustomerRow(tx: Tx, id: string): Promise<void> {
  await tx.db.deleteFrom('customers').where('id', '=', id).execute();
}

export interface CustomerQuery {
  shopId: string;
  /** A part of the address, any case. */
  email?: string | null;
  offset: number;
  limit: number;
}

function filtered(tx: Tx, query: Omit<CustomerQuery, 'offset' | 'limit'>) {
  const select = tx.db.selectFrom('customers').where('shopId', '=', query.shopId);
  if (!query.email) return select;
  const pattern = `%${query.email.toLowerCase().replace(/[%_!]/g, '!$&')}%`;
  return select.where(sql<boolean>`${sql.ref('emailKey')} like ${pattern} escape '!'`);
}

/** The shop's customers, newest first. */
export async function listCustomers(tx: Tx, query: CustomerQuery): Promise<CustomerRecord[]> {
  const rows = await filtered(tx, query)
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return rows.map(toCustomer);
}

export async function countCustomers(tx: Tx, query: Omit<CustomerQuery, 'offset' | 'limit'>): Promise<number> {
  const row = await filtered(tx, query)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
