// Carts: one row each, lines as JSON (a cart holds at most 100). A mutation reads its cart with `lock` so that two
// requests for one cart on two processes apply one after the other.
import { forUpdate, type Tx } from '../db/database.ts';
import type { CartsTable } from '../db/tables.ts';
import type { Attribution, CartLineRecord, CartRecord } from '../state/types.ts';
import { fromJson, toJson } from './json-column.ts';

/** A cart row as the platform's record (its JSON columns parsed). */
export const toCart = ({ discounts, ...row }: CartsTable): CartRecord => ({
  ...row,
  status: row.status as CartRecord['status'],
  storefront: fromJson<Attribution>(row.storefront),
  lines: fromJson<CartLineRecord[]>(row.lines),
  discountIds: fromJson<string[]>(discounts),
});

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

export async function saveCart(tx: Tx, cart: CartRecord): Promise<void> {
  const { id, ...fields } = toRow(cart);
  await tx.db.updateTable('carts').set(fields).where('id', '=', id).execute();
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
