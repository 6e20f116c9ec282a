// Writing products: a new product goes to the end of the catalogue; saving replaces its images and categories and
// updates its variants in place (so stock taken meanwhile by a payment is only overwritten by an explicit edit).
import type { Tx } from '../db/database.ts';
import type { ProductRecord, VariantRecord } from '../state/types.ts';
import { toJson } from './json-column.ts';

/** A variant's columns (its options map as JSON). */
function variantColumns(variant: VariantRecord) {
  const { name, sku, price, compareAtPrice, stock, imageFile } = variant;
  return { name, sku, price, compareAtPrice, stock, imageFile, options: toJson(variant.options) };
}

async function writeChildren(tx: Tx, product: ProductRecord): Promise<void> {
  await tx.db.deleteFrom('productImages').where('productId', '=', product.id).execute();
  await tx.db.deleteFrom('productCategories').where('productId', '=', product.id).execute();
  if (product.images.length > 0)
    await tx.db
      .insertInto('productImages')
      .values(
        product.images.map((image, position) => ({
          ...image,
          productId: product.id,
          shopId: product.shopId,
          position,
        })),
      )
      .execute();
  if (product.categoryIds.length > 0)
    await tx.db
      .insertInto('productCategories')
      .values(product.categoryIds.map((categoryId, position) => ({ productId: product.id, categoryId, position })))
      .execute();
}

export async function insertProduct(tx: Tx, product: ProductRecord): Promise<void> {
  const last = await tx.db
    .selectFrom('products')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('shopId', '=', product.shopId)
    .executeTakeFirst();
  const { id, shopId, slug, name, description, vatRate, createdAt } = product;
  const position = Number(last?.position ?? 0) + 1;
  const options = toJson(product.options);
  await tx.db
    .insertInto('products')
    .values({ id, shopId, slug, name, description, vatRate, createdAt, position, options })
    .execute();
  if (product.variants.length > 0)
    await tx.db
      .insertInto('variants')
      .values(
        product.variants.map((variant, index) => ({
          id: variant.id,
          ...variantColumns(variant),
          productId: id,
          position: index,
        })),
      )
      .execute();
  await writeChildren(tx, product);
}

/** Saves name, slug, description, VAT, images, categories and every variant's fields (stock included). */
export async function saveProduct(tx: Tx, product: ProductRecord): Promise<void> {
  const { slug, name, description, vatRate } = product;
  const options = toJson(product.options);
  await tx.db
    .updateTable('products')
    .set({ slug, name, description, vatRate, options })
    .where('id', '=', product.id)
    .execute();
  for (const [position, variant] of product.variants.entries()) {
    const id = variant.id;
    const fields = variantColumns(variant);
    await tx.db
      .insertInto('variants')
      .values({ id, ...fields, productId: product.id, position })
      .onConflict((oc) => oc.column('id').doUpdateSet({ ...fields, position }))
      .execute();
  }
  await writeChildren(tx, product);
}

export async function deleteProduct(tx: Tx, shopId: string, id: string): Promise<boolean> {
  const result = await tx.db
    .deleteFrom('products')
    .where('shopId', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
