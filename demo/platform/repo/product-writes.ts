// Writing products, one or many at a time (the panel writes one, the admin API's bulk import thousands): new products
// go to the end of their shop's catalogue, in the order given; saving replaces a product's images and categories,
// updates its variants in place (so stock taken meanwhile by a payment is only overwritten by an explicit edit) and
// removes the variants it no longer lists. Rows are written in multi-row statements of at most CHUNK rows. Every
// write keeps the search index in step in the same transaction (search/index-products.ts), a batch at a time, and
// signals `catalogue` for each shop it changed, so the suggestions kept per process are forgotten after its commit.
import type { Tx } from '../db/database.ts';
import { indexProductRecords, removeFromSearchIndex } from '../search/index-products.ts';
import type { ProductRecord, VariantRecord } from '../state/types.ts';
import { toJson } from './json-column.ts';

/** Rows per statement: far below PostgreSQL's 65,535 parameters and SQLite's 32,766 for every table here. */
const CHUNK = 500;

function inChunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** A variant's row (its options map as JSON) at `position` among its product's variants. */
function variantRow(product: ProductRecord, variant: VariantRecord, position: number) {
  const { id, name, sku, price, compareAtPrice, stock, imageFile } = variant;
  const options = toJson(variant.options);
  return {
    id,
    productId: product.id,
    shopId: product.shopId,
    position,
    name,
    sku,
    price,
    compareAtPrice,
    stock,
    options,
    imageFile,
  };
}

const variantRows = (products: readonly ProductRecord[]) =>
  products.flatMap((product) => product.variants.map((variant, position) => variantRow(product, variant, position)));

async function writeChildren(tx: Tx, products: readonly ProductRecord[]): Promise<void> {
  for (const chunk of inChunks(products.map((product) => product.id))) {
    await tx.db.deleteFrom('productImages').where('productId', 'in', chunk).execute();
    await tx.db.deleteFrom('productCategories').where('productId', 'in', chunk).execute();
  }
  const images = products.flatMap((product) =>
    product.images.map((image, position) => ({ ...image, productId: product.id, shopId: product.shopId, position })),
  );
  for (const chunk of inChunks(images)) await tx.db.insertInto('productImages').values(chunk).execute();
  const categories = products.flatMap((product) =>
    product.categoryIds.map((categoryId, position) => ({ productId: product.id, categoryId, position })),
  );
  for (const chunk of inChunks(categories)) await tx.db.insertInto('productCategories').values(chunk).execute();
}

function signalShops(tx: Tx, products: readonly ProductRecord[]): void {
  for (const shopId of new Set(products.map((product) => product.shopId))) tx.signal('catalogue', { shopId });
}

async function lastPosition(tx: Tx, shopId: string): Promise<number> {
  const last = await tx.db
    .selectFrom('products')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('shopId', '=', shopId)
    .executeTakeFirst();
  return Number(last?.position ?? 0);
}

/** Adds new products after the last of their shop's, in the order given. */
export async function insertProducts(tx: Tx, products: readonly ProductRecord[]): Promise<void> {
  const next = new Map<string, number>();
  const rows = [];
  for (const product of products) {
    const position = (next.get(product.shopId) ?? (await lastPosition(tx, product.shopId))) + 1;
    next.set(product.shopId, position);
    const { id, shopId, slug, name, description, vatRate, createdAt } = product;
    rows.push({ id, shopId, slug, name, description, vatRate, createdAt, position, options: toJson(product.options) });
  }
  for (const chunk of inChunks(rows)) await tx.db.insertInto('products').values(chunk).execute();
  for (const chunk of inChunks(variantRows(products))) await tx.db.insertInto('variants').values(chunk).execute();
  await writeChildren(tx, products);
  await indexProductRecords(tx, products);
  signalShops(tx, products);
}

export const insertProduct = (tx: Tx, product: ProductRecord): Promise<void> => insertProducts(tx, [product]);

/** Deletes the variants of `products` that their records no longer list. */
async function removeUnlistedVariants(tx: Tx, products: readonly ProductRecord[]): Promise<void> {
  const listed = new Set(products.flatMap((product) => product.variants.map((variant) => variant.id)));
  for (const chunk of inChunks(products.map((product) => product.id))) {
    const stored = await tx.db.selectFrom('variants').select('id').where('productId', 'in', chunk).execute();
    const unlisted = stored.map((row) => row.id).filter((id) => !listed.has(id));
    if (unlisted.length > 0) await tx.db.deleteFrom('variants').where('id', 'in', unlisted).execute();
  }
}

/** The stored slug and position of each of `products` that still exists. */
async function readStored(tx: Tx, products: readonly ProductRecord[]) {
  const stored = new Map<string, { slug: string; position: number }>();
  for (const chunk of inChunks(products.map((product) => product.id))) {
    const rows = await tx.db
      .selectFrom('products')
      .select(['id', 'slug', 'position'])
      .where('id', 'in', chunk)
      .execute();
    for (const row of rows) stored.set(row.id, { slug: row.slug, position: Number(row.position) });
  }
  return stored;
}

/**
 * Saves existing products: name, slug, description, VAT, options, images, categories and every variant's fields
 * (stock included), each table in multi-row statements; a product deleted meanwhile stays deleted. A slug may move
 * from one product to another among those saved together: the products whose slug changes are first parked on a
 * slug no product can have (`~<id>`), so no statement meets a slug another of them is about to give up.
 */
export async function saveProducts(tx: Tx, given: readonly ProductRecord[]): Promise<void> {
  await indexProductRecords(tx, await saveProductRows(tx, given));
}

/**
 * What saveProducts writes but the search documents; answers the products it saved. Only saveProducts calls it (and
 * the bench, which compares a save's cost with and without the index: bench/shopkit/search-write-cost.ts).
 */
export async function saveProductRows(tx: Tx, given: readonly ProductRecord[]): Promise<ProductRecord[]> {
  const stored = await readStored(tx, given);
  const products = given.filter((product) => stored.has(product.id));
  if (products.length > 1)
    for (const product of products.filter((p) => stored.get(p.id)!.slug !== p.slug))
      await tx.db
        .updateTable('products')
        .set({ slug: `~${product.id}` })
        .where('id', '=', product.id)
        .execute();
  const rows = products.map((product) => {
    const { id, shopId, slug, name, description, vatRate, createdAt } = product;
    const position = stored.get(id)!.position;
    return { id, shopId, slug, name, description, vatRate, createdAt, position, options: toJson(product.options) };
  });
  for (const chunk of inChunks(rows))
    await tx.db
      .insertInto('products')
      .values(chunk)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          slug: eb.ref('excluded.slug'),
          name: eb.ref('excluded.name'),
          description: eb.ref('excluded.description'),
          vatRate: eb.ref('excluded.vatRate'),
          options: eb.ref('excluded.options'),
        })),
      )
      .execute();
  await removeUnlistedVariants(tx, products);
  for (const chunk of inChunks(variantRows(products)))
    await tx.db
      .insertInto('variants')
      .values(chunk)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          position: eb.ref('excluded.position'),
          name: eb.ref('excluded.name'),
          sku: eb.ref('excluded.sku'),
          price: eb.ref('excluded.price'),
          compareAtPrice: eb.ref('excluded.compareAtPrice'),
          stock: eb.ref('excluded.stock'),
          options: eb.ref('excluded.options'),
          imageFile: eb.ref('excluded.imageFile'),
        })),
      )
      .execute();
  await writeChildren(tx, products);
  signalShops(tx, products);
  return products;
}

export const saveProduct = (tx: Tx, product: ProductRecord): Promise<void> => saveProducts(tx, [product]);

export async function deleteProduct(tx: Tx, shopId: string, id: string): Promise<boolean> {
  await removeFromSearchIndex(tx, shopId, [id]);
  const result = await tx.db
    .deleteFrom('products')
    .where('shopId', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirst();
  tx.signal('catalogue', { shopId });
  return result.numDeletedRows > 0n;
}
