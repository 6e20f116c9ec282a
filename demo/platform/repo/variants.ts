// Stock: read for the lines of a cart or a session (by variant id), and taken in one conditional UPDATE per variant
// when an order is paid, so two payments at once can never take more than there is. And SKUs: which variant of a shop
// a SKU names (unique per shop). A stock change signals `catalogue` (a suggestion shows whether a product is available).
import type { Tx } from '../db/database.ts';

export interface VariantStock {
  productId: string;
  stock: number | null;
}

export async function findVariantStock(tx: Tx, variantIds: readonly string[]): Promise<Map<string, VariantStock>> {
  if (variantIds.length === 0) return new Map();
  const rows = await tx.db
    .selectFrom('variants')
    .select(['id', 'productId', 'stock'])
    .where('id', 'in', [...new Set(variantIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, { productId: row.productId, stock: row.stock }]));
}

/**
 * Takes `quantity` of a tracked variant of shop `shopId`; false when fewer are left. Untracked variants (stock null)
 * always give.
 */
export async function takeStock(tx: Tx, shopId: string, variantId: string, quantity: number): Promise<boolean> {
  const result = await tx.db
    .updateTable('variants')
    .set((eb) => ({ stock: eb('stock', '-', quantity) }))
    .where('id', '=', variantId)
    .where('stock', 'is not', null)
    .where('stock', '>=', quantity)
    .executeTakeFirst();
  if (result.numUpdatedRows > 0n) {
    tx.signal('catalogue', { shopId });
    return true;
  }
  const row = await tx.db.selectFrom('variants').select('stock').where('id', '=', variantId).executeTakeFirst();
  return row !== undefined && row.stock === null;
}

export interface SkuHolder {
  variantId: string;
  productId: string;
}

/** Which of `skus` name a variant of the shop already, and which variant and product each names. */
export async function findSkuHolders(tx: Tx, shopId: string, skus: readonly string[]): Promise<Map<string, SkuHolder>> {
  const holders = new Map<string, SkuHolder>();
  const unique = [...new Set(skus)];
  for (let start = 0; start < unique.length; start += 500) {
    const rows = await tx.db
      .selectFrom('variants')
      .select(['id', 'productId', 'sku'])
      .where('shopId', '=', shopId)
      .where('sku', 'in', unique.slice(start, start + 500))
      .execute();
    for (const row of rows) holders.set(row.sku, { variantId: row.id, productId: row.productId });
  }
  return holders;
}

/** Sets the stock of the shop's variant with `sku` (null: not tracked); false when the shop has no such SKU. */
export async function setStockBySku(tx: Tx, shopId: string, sku: string, stock: number | null): Promise<boolean> {
  const result = await tx.db
    .updateTable('variants')
    .set({ stock })
    .where('shopId', '=', shopId)
    .where('sku', '=', sku)
    .executeTakeFirst();
  if (result.numUpdatedRows > 0n) tx.signal('catalogue', { shopId });
  return result.numUpdatedRows > 0n;
}
