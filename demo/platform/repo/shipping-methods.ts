// Shipping methods: read by every priced cart and checkout of their shop, written by the admin API and the control
// panel. Amount maps and countries are JSON text columns; a method is deleted outright (sessions and orders keep what
// they were priced with). A write signals `shops`, which clears the methods carts read briefly (state/shop-reads.ts).
import type { Tx } from '../db/database.ts';
import type { ShippingMethodsTable } from '../db/tables.ts';
import type { ShippingMethodRecord } from '../shipping/shipping-types.ts';
import { fromJson, toJson } from './json-column.ts';

const toMethod = (row: ShippingMethodsTable): ShippingMethodRecord => ({
  ...row,
  price: Number(row.price),
  freeOver: row.freeOver === null ? null : Number(row.freeOver),
  prices: fromJson<Record<string, number>>(row.prices),
  freeOverPrices: fromJson<Record<string, number>>(row.freeOverPrices),
  countries: fromJson<string[]>(row.countries),
});

const toRow = (method: ShippingMethodRecord): ShippingMethodsTable => ({
  ...method,
  prices: toJson(method.prices),
  freeOverPrices: toJson(method.freeOverPrices),
  countries: toJson(method.countries),
});

/** The shop's methods, cheapest first (then by name), as the checkout offers them. */
export async function listShippingMethods(tx: Tx, shopId: string): Promise<ShippingMethodRecord[]> {
  const rows = await tx.db
    .selectFrom('shippingMethods')
    .selectAll()
    .where('shopId', '=', shopId)
    .orderBy('price')
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(toMethod);
}

export async function findShippingMethod(tx: Tx, shopId: string, id: string): Promise<ShippingMethodRecord | null> {
  const row = await tx.db
    .selectFrom('shippingMethods')
    .selectAll()
    .where('shopId', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toMethod(row) : null;
}

export async function insertShippingMethod(tx: Tx, method: ShippingMethodRecord): Promise<void> {
  await tx.db.insertInto('shippingMethods').values(toRow(method)).execute();
  tx.signal('shops', { shopId: method.shopId });
}

export async function saveShippingMethod(tx: Tx, method: ShippingMethodRecord): Promise<void> {
  const { id, shopId, ...fields } = toRow(method);
  await tx.db.updateTable('shippingMethods').set(fields).where('shopId', '=', shopId).where('id', '=', id).execute();
  tx.signal('shops', { shopId });
}

/** Deletes a method; true when there was one. */
export async function deleteShippingMethod(tx: Tx, shopId: string, id: string): Promise<boolean> {
  const result = await tx.db
    .deleteFrom('shippingMethods')
    .where('shopId', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirst();
  tx.signal('shops', { shopId });
  return Number(result.numDeletedRows) > 0;
}
