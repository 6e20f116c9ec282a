// Categories with the number of the shop's products in each. Writing one keeps the search index in step (its products'
// documents hold the names of their categories) and signals `categories`, which clears the names the search
// suggestions keep briefly (state/shop-reads.ts) once the write has committed.
import type { Tx } from '../db/database.ts';
import { indexProducts, reindexCategory } from '../search/index-products.ts';
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

/** The id of the shop's category `idOrSlug` (by id or slug), without counting its products. */
export async function findCategoryId(tx: Tx, shopId: string, idOrSlug: string): Promise<string | null> {
  const row = await tx.db
    .selectFrom('categories')
    .select('id')
    .where('shopId', '=', shopId)
    .where((eb) => eb.or([eb('id', '=', idOrSlug), eb('slug', '=', idOrSlug)]))
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The shop's categories in their order, without counts (for matching their names). */
export async function listCategoryNames(tx: Tx, shopId: string): Promise<CategoryRecord[]> {
  return tx.db
    .selectFrom('categories')
    .select(['id', 'shopId', 'slug', 'name', 'description'])
    .where('shopId', '=', shopId)
    .orderBy('position')
    .execute();
}

export async function insertCategory(tx: Tx, category: CategoryRecord, position: number): Promise<void> {
  await tx.db
    .insertInto('categories')
    .values({ ...category, position })
    .execute();
  tx.signal('categories', { shopId: category.shopId });
}

/** Adds a category after the shop's last one. */
export async function appendCategory(tx: Tx, category: CategoryRecord): Promise<void> {
  const last = await tx.db
    .selectFrom('categories')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('shopId', '=', category.shopId)
    .executeTakeFirst();
  await insertCategory(tx, category, Number(last?.position ?? 0) + 1);
}

/** Saves a category; when its name changes, its products' search documents (which hold the name) follow. */
export async function saveCategory(tx: Tx, category: CategoryRecord): Promise<void> {
  const { slug, name, description } = category;
  const before = await tx.db.selectFrom('categories').select('name').where('id', '=', category.id).executeTakeFirst();
  await tx.db.updateTable('categories').set({ slug, name, description }).where('id', '=', category.id).execute();
  tx.signal('categories', { shopId: category.shopId });
  if (before && before.name !== name) await reindexCategory(tx, category.shopId, category.id);
}

/** Deletes a category (its products leave it, in search too); answers the ids of the products that were in it. */
export async function deleteCategory(tx: Tx, category: CategoryRecord): Promise<string[]> {
  const members = await tx.db
    .selectFrom('productCategories')
    .select('productId')
    .where('categoryId', '=', category.id)
    .execute();
  await tx.db.deleteFrom('productCategories').where('categoryId', '=', category.id).execute();
  await tx.db.deleteFrom('categories').where('id', '=', category.id).execute();
  tx.signal('categories', { shopId: category.shopId });
  const productIds = members.map((member) => member.productId);
  await indexProducts(tx, category.shopId, productIds);
  return productIds;
}
