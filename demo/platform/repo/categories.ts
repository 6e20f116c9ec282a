// Categories with the number of the shop's products in each.
import type { Tx } from '../db/database.ts';
import type { CategoryRecord } from '../state/types.ts';

export interface CategoryWithCount extends CategoryRecord {
  productCount: number;
}

function withCounts(tx: Tx, shopId: string) {
  return tx.db
    .selectFrom('categories')
    .leftJoin('productCategories', 'productCategories.categoryId', 'categories.id')
    .select(['categories.id', 'categories.shopId', 'categories.slug', 'categories.name', 'categories.description'])
    .select((eb) => eb.fn.count<number>('productCategories.productId').as('productCount'))
    .where('categories.shopId', '=', shopId)
    .groupBy(['categories.id', 'categories.shopId', 'categories.slug', 'categories.name', 'categories.description'])
    .groupBy('categories.position')
    .orderBy('categories.position');
}

export async function listCategories(tx: Tx, shopId: string): Promise<CategoryWithCount[]> {
  const rows = await withCounts(tx, shopId).execute();
  return rows.map((row) => ({ ...row, productCount: Number(row.productCount) }));
}

/** By id or by slug. */
export async function findCategory(tx: Tx, shopId: string, idOrSlug: string): Promise<CategoryWithCount | null> {
  const row = await withCounts(tx, shopId)
    .where((eb) => eb.or([eb('categories.id', '=', idOrSlug), eb('categories.slug', '=', idOrSlug)]))
    .executeTakeFirst();
  return row ? { ...row, productCount: Number(row.productCount) } : null;
}

export async function insertCategory(tx: Tx, category: CategoryRecord, position: number): Promise<void> {
  await tx.db
    .insertInto('categories')
    .values({ ...category, position })
    .execute();
}
