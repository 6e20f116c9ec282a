// Carts: one row each, lines as JSON (a cart holds at most 100). A mutation reads its cart with `lock` so that two
// requests for one cart on two processes apply one after the other. Outside a transaction (db.singleWrite on
// PostgreSQL, where no lock is taken) a cart is written back only if its row is still the version it was read at.
import { sql } from 'kysely';
import { forUpdate, type Tx } from '../db/database.ts';
import { RowChanged } from '../db/row-changed.ts';
import type { CartsTable } from '../db/tables.ts';
import type { Attribution, CartLineRecord, CartRecord } from '../state/types.ts';
import { fromJson, toJson } from './json-column.ts';

/** The row version (PostgreSQL's xmin) each cart record was read at, when its read said (repo/products.ts). */
const versions = new WeakMap<CartRecord, string>();

/** A cart row as the platform's record (its JSON columns parsed), remembering the row's version if it came with one. */
export function toCart({ discounts, version, ...row }: CartsTable & { version?: string }): CartRecord {
  const cart: CartRecord = {
    ...row,
    status: row.status as CartRecord['status'],
    storefront: fromJson<Attribution>(row.storefront),
    lines: fromJson<CartLineRecord[]>(row.lines),
    discountIds: fromJson<string[]>(discounts),
  };
  if (version !== undefined) versions.set(cart, version);
  return cart;
}

const toRow = ({ discountIds, ...cart }: CartRecord): CartsTable => ({
  ...cart,
  storefront: cart.storefront === null ? null : toJson(cart.storefront),
  lines: toJson(cart.lines),
  discounts: toJson(discountIds),
});

/** Any shop's cart by id (the admin API and the hosted checkout); `lock` holds it until the transaction ends. */
export async function findCart(tx: Tx, id: string, options: { lock?: boolean } = {}): Promise<CartRecord | null> {
  const query = tx.db.selectFrom('carts').selectAll().where('id', '=', id);
  const row = await (options.lock ? query.$call(forUpdate(tx)) : query).executeTakeFirst();
  return row ? toCart(row) : null;
}

export async function insertCart(tx: Tx, cart: CartRecord): Promise<void> {
  await tx.db.insertInto('carts').values(toRow(cart)).execute();
}

/**
 * Writes a changed cart. In a transaction its row lock (`lock`) keeps it as read; outside one (PostgreSQL's
 * singleWrite) the UPDATE holds only if the row is still the version the cart was read at, else it writes nothing and
 * throws RowChanged, and db.singleWrite runs the request again in a transaction.
 */
export async function saveCart(tx: Tx, cart: CartRecord): Promise<void> {
  const { id, ...fields } = toRow(cart);
  const update = tx.db.updateTable('carts').set(fields).where('id', '=', id);
  if (tx.transactional) {
    await update.execute();
    return;
  }
  const version = versions.get(cart);
  if (version === undefined)
    throw new Error(`saveCart: cart ${id} is written outside a transaction, so it must be read with its row version`);
  const { numUpdatedRows } = await update.where(sql<boolean>`xmin = ${version}::xid`).executeTakeFirstOrThrow();
  if (numUpdatedRows === 0n) throw new RowChanged('carts', id);
}

export async function deleteCart(tx: Tx, id: string): Promise<void> {
  await tx.db.deleteFrom('carts').where('id', '=', id).execute();
}

/** Every cart, oldest first (tests and tools; no route reads them all). */
export async function listCarts(tx: Tx): Promise<CartRecord[]> {
  return (await tx.db.selectFrom('carts').selectAll().orderBy('createdAt').orderBy('id').execute()).map(toCart);
}

/** The customer's open cart that expires last (the one that follows them), other than `except`; `lock` holds it. */
export async function findCustomerCart(
  tx: Tx,
  customer: { shopId: string; id: string },
  options: { now: string; except?: string | null; lock?: boolean },
): Promise<CartRecord | null> {
  let query = tx.db
    .selectFrom('carts')
    .selectAll()
    .where('shopId', '=', customer.shopId)
    .where('customerId', '=', customer.id)
    .where('status', '=', 'open')
    .where('expiresAt', '>', options.now);
  if (options.except) query = query.where('id', '!=', options.except);
  query = query.orderBy('expiresAt', 'desc').orderBy('id').limit(1);
  const row = await (options.lock ? query.$call(forUpdate(tx)) : query).executeTakeFirst();
  return row ? toCart(row) : null;
}

/** Takes the customer's name off their carts (the account was deleted); the carts stay the browser's. */
export async function detachCustomerCarts(tx: Tx, customerId: string): Promise<void> {
  await tx.db.updateTable('carts').set({ customerId: null }).where('customerId', '=', customerId).execute();
}
