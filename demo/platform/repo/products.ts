// Products with their variants, images and categories. A product row plus its children (one indexed read by product
// id for all three kinds) make a ProductRecord; a list is read a page at a time in the catalogue's order (position).
import { sql, type RawBuilder } from 'kysely';
import { locksRows, type Tx } from '../db/database.ts';
import type { CartsTable, ProductsTable } from '../db/tables.ts';
import type { ImageRecord, ProductOptionRecord, ProductRecord, VariantRecord } from '../state/types.ts';
import { fromJson } from './json-column.ts';

export interface ChildRow {
  /** `listed`: a row of the caller's own (ListedProducts.rows), handed back as it came. */
  kind: 'cart' | 'category' | 'image' | 'listed' | 'product' | 'variant';
  productId: string;
  /** The row's columns as one JSON object (text on SQLite, parsed already on PostgreSQL). */
  data: string | Record<string, unknown>;
}

/**
 * Which products a read wants: these ids and the products of these variants (any shop's: callers keep their own), or
 * one page of a shop's catalogue.
 */
export interface WantedProducts {
  productIds?: readonly string[];
  variantIds?: readonly string[];
  page?: ProductPage & { shopId: string };
  /**
   * A cart (any shop's, by id) whose lines' products are wanted too; its row comes back with them, locked until the
   * transaction ends with `lock` (findCartWithProducts).
   */
  cart?: { id: string; lock: boolean };
  /** PostgreSQL: products a statement of the caller's finds, read in that statement (findListedProducts). */
  listed?: ListedProducts;
}

/**
 * A caller's own statement that finds product ids, with the products read in it: a round trip fewer than reading the
 * ids and then their products. PostgreSQL only (on SQLite a statement is a call in this process, not a round trip).
 */
export interface ListedProducts {
  /** The statement's own `with` entries, ahead of the product read's (comma-separated, without `with`). */
  with: RawBuilder<unknown>;
  /** A select of the wanted products' ids, from those entries. */
  ids: RawBuilder<unknown>;
  /**
   * A select of the caller's rows, `kind` 'listed', with the product read's columns (kind, product_id, position as
   * an integer, data as json), handed back in `position` order.
   */
  rows: RawBuilder<unknown>;
}

/** The ids of one page of the shop's catalogue (optionally of one category), in the catalogue's order. */
function pageOfIds(page: ProductPage & { shopId: string }) {
  const category = page.categoryId
    ? sql`join product_categories c on c.product_id = p.id and c.category_id = ${page.categoryId} `
    : sql``;
  return sql`select p.id from products p ${category}where p.shop_id = ${page.shopId}
    order by p.position, p.id limit ${page.limit} offset ${page.offset}`;
}

/** The product ids of the lines of the `cart` row (a JSON array of CartLineRecord in text). */
const linesOf = (postgres: boolean) =>
  postgres
    ? sql`select line ->> 'productId' from cart, json_array_elements(cart.lines::json) as line`
    : sql`select json_extract(line.value, '$.productId') from cart, json_each(cart.lines) as line`;

/**
 * The most products a read asks of product_rows on PostgreSQL. Its plan is made once, without the ids, and looks each
 * one up by its index: the best plan for a page of products. For a whole catalogue (listAllProducts) a plan made for
 * that many ids reads the tables through instead.
 */
const MAX_IDS_PLANNED_ONCE = 200;

/**
 * The variants, images and categories of the wanted products in one statement (a union of the three, each row's
 * columns as one JSON object), in their order: three reads would cost three round trips to the database on every
 * product read. With `products`, the union carries the product rows too (any shop's: the caller keeps its own
 * shop's). Products wanted through their variants, or a page of the catalogue, are found in the same statement (the
 * `wanted` list), so neither costs a read of its own. On PostgreSQL a page's worth of products is read through
 * product_rows, the same union kept in the database with a plan made once.
 */
async function readChildren(tx: Tx, wanted: WantedProducts, options: { products?: boolean } = {}): Promise<ChildRow[]> {
  const object = sql.raw(tx.dialect === 'postgres' ? 'json_build_object' : 'json_object');
  const productIds = [...new Set(wanted.productIds ?? [])];
  const variantIds = [...new Set(wanted.variantIds ?? [])];
  const postgres = tx.dialect === 'postgres';
  const { cart } = wanted;
  const listed = wanted.listed
    ? [wanted.listed.ids]
    : wanted.page
      ? [pageOfIds(wanted.page)]
      : [
          ...(cart ? [linesOf(postgres)] : []),
          ...(productIds.length > 0 ? [sql`select id from products where ${inList('id', productIds, postgres)}`] : []),
          ...(variantIds.length > 0
            ? [sql`select product_id from variants where ${inList('id', variantIds, postgres)}`]
            : []),
        ];
  const byList =
    wanted.page !== undefined || wanted.listed !== undefined || variantIds.length > 0 || cart !== undefined;
  // On PostgreSQL the row's version (xmin, the transaction that wrote it) comes along: a change made outside a
  // transaction writes the row back only if it is still that version (repo/carts.ts saveCart).
  const version = sql.raw(postgres ? ', xmin::text as version' : '');
  const lock = sql.raw(cart?.lock && locksRows(tx) ? ' for update' : '');
  const cartRow = cart ? sql`cart as (select *${version} from carts where id = ${cart.id}${lock}), ` : sql``;
  const own = wanted.listed ? sql`${wanted.listed.with}, ` : sql``;
  const prefix = byList ? sql`with ${own}${cartRow}wanted (id) as (${sql.join(listed, sql` union `)}) ` : sql``;
  // PostgreSQL cannot tell how many lines a cart's JSON holds (it guesses 100 for json_array_elements), nor how many
  // ids a caller's statement finds, and for that many ids it scans the whole catalogue's tables; compared with an
  // array of them it looks each one up by its index.
  const idsIn = (column: string) =>
    !byList
      ? inList(column, productIds, postgres)
      : (cart || wanted.listed) && postgres
        ? sql`${sql.ref(column)} = any(array(select id from wanted))`
        : sql`${sql.ref(column)} in (select id from wanted)`;
  const carts = cart
    ? sql`select 'cart' as kind, id as product_id, 0 as position, ${object}('id', id, 'shopId', shop_id,
        'status', status, 'storefront', storefront, 'surface', surface, 'lines', lines, 'discounts', discounts,
        'createdAt', created_at, 'updatedAt', updated_at, 'expiresAt', expires_at, 'customerId', customer_id
        ${sql.raw(postgres ? ", 'version', version" : '')}) as data
        from cart union all `
    : sql``;
  const callers = wanted.listed ? sql`${wanted.listed.rows} union all ` : sql``;
  // At most a page of products (a cart's lines are bounded too): their rows come from product_rows (migration 0008q),
  // whose plan is made once per connection, so the statement plans only its own part.
  const asked = wanted.page ? wanted.page.limit : productIds.length + variantIds.length;
  if (postgres && asked <= MAX_IDS_PLANNED_ONCE) {
    const ids = byList ? sql`array(select id from wanted)` : sql`${productIds}::text[]`;
    const { rows } = await sql<ChildRow>`${prefix}${callers}${carts}select * from product_rows(${ids},
      ${sql.lit(options.products === true)}) order by kind, position`.execute(tx.db);
    return rows;
  }
  const products = options.products
    ? sql`select 'product' as kind, id as product_id, position, ${object}('id', id, 'shopId', shop_id, 'slug', slug,
        'name', name, 'description', description, 'vatRate', vat_rate, 'createdAt', created_at, 'position', position,
        'options', options) as data from products where ${idsIn('id')} union all `
    : sql``;
  const { rows } =
    await sql<ChildRow>`${prefix}${callers}${carts}${products}select 'variant' as kind, product_id, position,
      ${object}('id', id, 'name', name, 'sku', sku, 'price', price, 'compareAtPrice', compare_at_price, 'stock', stock,
      'options', options, 'imageFile', image_file) as data from variants where ${idsIn('product_id')}
    union all select 'image' as kind, product_id, position, ${object}('file', file, 'alt', alt, 'width', width,
      'height', height) as data from product_images where ${idsIn('product_id')}
    union all select 'category' as kind, product_id, position, ${object}('categoryId', category_id) as data
      from product_categories where ${idsIn('product_id')}
    order by kind, position`.execute(tx.db);
  return rows;
}

/**
 * `column` is one of `ids`. On PostgreSQL the ids travel as one array value: one statement text (and one prepared
 * statement) for every number of ids, and one value to bind in each arm of the union instead of one per id.
 */
const inList = (column: string, ids: readonly string[], postgres: boolean) =>
  postgres ? sql`${sql.ref(column)} = any(${[...ids]}::text[])` : sql`${sql.ref(column)} in (${sql.join(ids)})`;

const dataOf = (row: ChildRow) =>
  (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<string, unknown>;

async function assemble(tx: Tx, rows: ProductsTable[]): Promise<ProductRecord[]> {
  if (rows.length === 0) return [];
  return build(rows, await readChildren(tx, { productIds: rows.map((row) => row.id) }));
}

/**
 * Product rows and their children (readChildren) as ProductRecords, in the rows' order. Every search and product page
 * runs this over about five rows per product, so each record is written out whole (no spread of a temporary object)
 * and a product row's data, which ownProducts has read already, is not read again.
 */
function build(rows: ProductsTable[], childRows: ChildRow[]): ProductRecord[] {
  const children = new Map<string, { variants: VariantRecord[]; images: ImageRecord[]; categoryIds: string[] }>(
    rows.map((row) => [row.id, { variants: [], images: [], categoryIds: [] }]),
  );
  for (const child of childRows) {
    if (child.kind === 'product' || child.kind === 'listed') continue;
    const own = children.get(child.productId);
    if (!own) continue;
    const data = dataOf(child);
    if (child.kind === 'category') own.categoryIds.push(data.categoryId as string);
    else if (child.kind === 'image') own.images.push(imageOf(data));
    else own.variants.push(variantOf(data));
  }
  return rows.map((row) => {
    const { variants, images, categoryIds } = children.get(row.id)!;
    return {
      id: row.id,
      shopId: row.shopId,
      slug: row.slug,
      name: row.name,
      description: row.description,
      vatRate: row.vatRate,
      createdAt: row.createdAt,
      options: fromJson<ProductOptionRecord[]>(row.options),
      variants,
      images,
      categoryIds,
    };
  });
}

const imageOf = (data: Record<string, unknown>): ImageRecord => ({
  file: data.file as string,
  alt: data.alt as string,
  width: Number(data.width),
  height: Number(data.height),
});

const variantOf = (data: Record<string, unknown>): VariantRecord => ({
  id: data.id as string,
  name: data.name as string,
  sku: data.sku as string,
  price: Number(data.price),
  imageFile: data.imageFile as string | null,
  compareAtPrice: data.compareAtPrice === null ? null : Number(data.compareAtPrice),
  stock: data.stock === null ? null : Number(data.stock),
  options: fromJson<Record<string, string>>(data.options as string),
});

const products = (tx: Tx, shopId: string) =>
  tx.db.selectFrom('products').selectAll('products').where('products.shopId', '=', shopId);

export async function findProduct(tx: Tx, shopId: string, id: string): Promise<ProductRecord | null> {
  const [product] = await findProducts(tx, shopId, [id]);
  return product ?? null;
}

export async function findProductBySlug(tx: Tx, shopId: string, slug: string): Promise<ProductRecord | null> {
  const [product] = await assemble(tx, await products(tx, shopId).where('slug', '=', slug).execute());
  return product ?? null;
}

/**
 * The shop's products among `ids`, in the catalogue's order; unknown ids and other shops' products are left out. The
 * rows are read by their keys alone, with their children in the same statement (readChildren), then checked and put
 * in order here: asked for the shop's rows in order, SQLite (which keeps no statistics) walks the whole catalogue by
 * position to find a page of them.
 */
export async function findProducts(tx: Tx, shopId: string, ids: readonly string[]): Promise<ProductRecord[]> {
  return findWantedProducts(tx, shopId, { productIds: ids });
}

/** The shop's products among `wanted` (ids, and the products of variant ids), as findProducts, in one statement. */
export async function findWantedProducts(tx: Tx, shopId: string, wanted: WantedProducts): Promise<ProductRecord[]> {
  if (
    !wanted.page &&
    !wanted.listed &&
    (wanted.productIds?.length ?? 0) === 0 &&
    (wanted.variantIds?.length ?? 0) === 0
  )
    return [];
  return ownProducts(shopId, await readChildren(tx, wanted, { products: true }));
}

/**
 * The shop's products among the ids `listed` finds, as findProducts, read in the statement that finds them, with the
 * statement's own rows (`listed.rows`, in their order).
 */
export async function findListedProducts(
  tx: Tx,
  shopId: string,
  listed: ListedProducts,
): Promise<{ products: ProductRecord[]; rows: ChildRow[] }> {
  if (tx.dialect !== 'postgres') throw new Error('findListedProducts: a round trip fewer is for PostgreSQL only');
  const read = await readChildren(tx, { listed }, { products: true });
  return { products: ownProducts(shopId, read), rows: read.filter((row) => row.kind === 'listed') };
}

/** A cart row with, on PostgreSQL, its version (xmin as text). */
export type VersionedCartRow = CartsTable & { version?: string };

/**
 * A cart's row (any shop's: the caller checks; null when there is none) and the shop's products of its lines and of
 * `wanted`, in one statement: with `lock`, on PostgreSQL, the row is locked (`FOR UPDATE` in the statement's `cart`
 * clause, in a transaction) before its lines are read, so the lines are the ones the lock holds.
 */
export async function findCartWithProducts(
  tx: Tx,
  shopId: string,
  cart: { id: string; lock: boolean },
  wanted: Pick<WantedProducts, 'productIds' | 'variantIds'> = {},
): Promise<{ cart: VersionedCartRow | null; products: ProductRecord[] }> {
  const read = await readChildren(tx, { ...wanted, cart }, { products: true });
  const row = read.find((child) => child.kind === 'cart');
  return { cart: row ? (dataOf(row) as unknown as VersionedCartRow) : null, products: ownProducts(shopId, read) };
}

/** The shop's product rows among a read's rows, in the catalogue's order, built into ProductRecords. */
function ownProducts(shopId: string, read: ChildRow[]): ProductRecord[] {
  const own = read
    .filter((row) => row.kind === 'product')
    .map((row) => dataOf(row) as unknown as ProductsTable)
    .filter((row) => row.shopId === shopId);
  own.sort((a, b) => a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return build(own, read);
}

export interface ProductPage {
  categoryId?: string | null;
  offset: number;
  limit: number;
}

/** One page of the catalogue (optionally of one category), in the catalogue's order, in one statement. */
export async function listProducts(tx: Tx, shopId: string, page: ProductPage): Promise<ProductRecord[]> {
  return findWantedProducts(tx, shopId, { page: { ...page, shopId } });
}

/** Every product of the shop, for search (which scores each one). */
export async function listAllProducts(tx: Tx, shopId: string): Promise<ProductRecord[]> {
  return assemble(tx, await products(tx, shopId).orderBy('position').orderBy('id').execute());
}

export async function countProducts(tx: Tx, shopId: string): Promise<number> {
  const row = await tx.db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('shopId', '=', shopId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function isSlugTaken(tx: Tx, shopId: string, slug: string, exceptId: string | null): Promise<boolean> {
  let query = tx.db.selectFrom('products').select('id').where('shopId', '=', shopId).where('slug', '=', slug);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The product that shows `file` as one of its images. */
export async function findProductByImage(tx: Tx, shopId: string, file: string): Promise<ProductRecord | null> {
  const image = await tx.db
    .selectFrom('productImages')
    .select('productId')
    .where('shopId', '=', shopId)
    .where('file', '=', file)
    .executeTakeFirst();
  return image ? findProduct(tx, shopId, image.productId) : null;
}

/** Which of `slugs` a product of the shop has, and which product. */
export async function findSlugHolders(tx: Tx, shopId: string, slugs: readonly string[]): Promise<Map<string, string>> {
  const holders = new Map<string, string>();
  const unique = [...new Set(slugs)];
  for (let start = 0; start < unique.length; start += 500) {
    const rows = await products(tx, shopId)
      .clearSelect()
      .select(['products.id', 'products.slug'])
      .where('slug', 'in', unique.slice(start, start + 500))
      .execute();
    for (const row of rows) holders.set(row.slug, row.id);
  }
  return holders;
}
