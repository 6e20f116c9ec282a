// Keeping the index in step with the catalogue, inside the caller's transaction: the product writers
// (repo/product-writes.ts, one product or a bulk import's thousands) call indexProductRecords and
// removeFromSearchIndex; a writer that changes rows another way reindexes them with indexProducts; a renamed category
// reindexes its products with reindexCategory; the migration that makes the index fills it with rebuildSearchIndex.
// A document whose tokens and columns did not change is not written again (a stock or image edit costs one read). On
// SQLite the full-text tables follow the documents and the vocabulary by trigger (migration 0008d).
import { sql } from 'kysely';
import type { Tx } from '../db/database.ts';
import { findProducts } from '../repo/products.ts';
import type { ProductRecord } from '../state/types.ts';
import { describeWords, type ShownWord } from './fold-words.ts';
import {
  describeSearchDocument,
  fieldsOfTokens,
  storedCategoryWords,
  wordsOfTokens,
  type SearchDocument,
} from './search-document.ts';
import { changeTermCounts, type TermChange } from './search-terms.ts';

interface StoredDocument {
  id: number;
  productId: string;
  tokens: string[];
  minPrice: number | null;
  sortName: string;
  createdAt: string;
}

const BATCH = 200;
/**
 * SQLite: a write that indexes at least this many products (a bulk import, a catalogue filled in batches, a rebuild)
 * ends by merging the full-text index into one segment. FTS5 adds a segment for every transaction that writes it and
 * merges them only gradually, so a catalogue imported in batches keeps a dozen or more (14 at 100,000 products in
 * batches of 2,000), and every word of every search is looked up in each of them. Merged, a search at 100,000
 * products cost about a tenth less CPU (docs/design.md, "What a product update writes on SQLite"). The merge rewrites
 * the whole index (about 2.5 MB at 100,000 products, a fifth of a second), little beside a write of this size; a
 * smaller write leaves merging to FTS5.
 */
const MERGE_AFTER_PRODUCTS = 1_000;

/** SQLite: merges the documents' full-text index after a write of MERGE_AFTER_PRODUCTS products or more. */
async function mergeAfterBulkWrite(tx: Tx, products: number): Promise<void> {
  if (tx.dialect !== 'sqlite' || products < MERGE_AFTER_PRODUCTS) return;
  await sql`insert into search_index (search_index) values ('optimize')`.execute(tx.db);
}

/**
 * SQLite's statements of a product save are written as SQL text rather than built with Kysely's query builder: the
 * builder's objects, their compilation and the plugin's pass over them cost a description edit about 0.12 ms of CPU
 * more (median of three runs, alternating edit by edit on two copies of the write-cost bench's file), a sixth of what
 * the index adds to the edit (docs/design.md, "What a product update writes on SQLite"). The text of each statement
 * is the same from save to save, so its prepared statement is kept (open-sqlite.ts).
 */
const SQLITE_COLUMNS = { tokens: 'tokens', minPrice: 'min_price', sortName: 'sort_name', createdAt: 'created_at' };

type StoredRow = Omit<StoredDocument, 'tokens'> & { tokens: string };

async function readStoredRows(tx: Tx, productIds: readonly string[]): Promise<StoredRow[]> {
  if (tx.dialect === 'sqlite') {
    const { rows } = await sql<StoredRow>`select id, product_id, min_price, sort_name, created_at, tokens
      from search_documents where product_id in (${sql.join([...productIds])})`.execute(tx.db);
    return rows;
  }
  const tokens = sql<string>`array_to_string(tsvector_to_array(tokens), ' ')`;
  return tx.db
    .selectFrom('searchDocuments')
    .select(['id', 'productId', 'minPrice', 'sortName', 'createdAt', tokens.as('tokens')])
    .where('productId', 'in', [...productIds])
    .execute();
}

async function readStored(tx: Tx, productIds: readonly string[]): Promise<Map<string, StoredDocument>> {
  if (productIds.length === 0) return new Map();
  const rows = await readStoredRows(tx, productIds);
  return new Map(
    rows.map((row) => [
      row.productId,
      { ...row, minPrice: row.minPrice === null ? null : Number(row.minPrice), tokens: splitTokens(row.tokens) },
    ]),
  );
}

const splitTokens = (text: string): string[] => text.split(' ').filter(Boolean).sort();

/** The columns of a stored document that `doc` changes (SQLite's form of the tokens): none when it is the same. */
function changedColumns(stored: StoredDocument, doc: SearchDocument) {
  const tokens = doc.tokens.join(' ');
  return {
    ...(stored.tokens.join(' ') === tokens ? {} : { tokens }),
    ...(stored.minPrice === doc.minPrice ? {} : { minPrice: doc.minPrice }),
    ...(stored.sortName === doc.sortName ? {} : { sortName: doc.sortName }),
    ...(stored.createdAt === doc.createdAt ? {} : { createdAt: doc.createdAt }),
  };
}

function changeOf(changes: Map<string, TermChange>, word: string, doc?: SearchDocument): TermChange {
  const change = changes.get(word) ?? { delta: 0, display: doc?.words.get(word) ?? word, fields: 0 };
  changes.set(word, change);
  return change;
}

/** Counts `delta` more (or fewer) documents for each of `words`, remembering how a new word is written. */
function countWords(changes: Map<string, TermChange>, words: Iterable<string>, delta: number, doc?: SearchDocument) {
  for (const word of words) changeOf(changes, word, doc).delta += delta;
}

/**
 * Notes the fields a document now holds each of its words in and did not before (`had`: its stored document's), which
 * the vocabulary adds to the word's (search-terms.ts, TermChange.fields).
 */
function noteNewFields(changes: Map<string, TermChange>, doc: SearchDocument, had: Map<string, number>) {
  for (const [word, fields] of fieldsOfTokens(doc.tokens)) {
    const gained = fields & ~(had.get(word) ?? 0);
    if (gained !== 0) changeOf(changes, word, doc).fields |= gained;
  }
}

/**
 * Documents in one upsert: on PostgreSQL the tokens as a tsvector of exactly these lexemes; on SQLite (new documents
 * only) as text, which the database copies into its FTS5 table itself (triggers, migration 0008d).
 */
function upsertDocuments(tx: Tx, docs: readonly SearchDocument[]) {
  const tokens = (doc: SearchDocument) =>
    tx.dialect === 'postgres' ? sql<string>`array_to_tsvector(${doc.tokens}::text[])` : doc.tokens.join(' ');
  return tx.db
    .insertInto('searchDocuments')
    .values(
      docs.map((doc) => ({
        productId: doc.productId,
        shopId: doc.shopId,
        tokens: tokens(doc),
        minPrice: doc.minPrice,
        sortName: doc.sortName,
        createdAt: doc.createdAt,
      })),
    )
    .onConflict((oc) =>
      oc.column('productId').doUpdateSet((eb) => ({
        tokens: eb.ref('excluded.tokens'),
        minPrice: eb.ref('excluded.minPrice'),
        sortName: eb.ref('excluded.sortName'),
        createdAt: eb.ref('excluded.createdAt'),
      })),
    );
}

/**
 * The words of each product's category names: kept from its stored document when its categories are the same (a
 * renamed or deleted category reindexes its products with `reread`), else read from the categories.
 */
async function categoryWords(
  tx: Tx,
  products: readonly ProductRecord[],
  stored: Map<string, StoredDocument>,
  reread: boolean,
): Promise<Map<string, ShownWord[]>> {
  const words = new Map<string, ShownWord[]>();
  const unread: ProductRecord[] = [];
  for (const product of products) {
    const before = stored.get(product.id);
    const kept = before && !reread ? storedCategoryWords(before.tokens, product.categoryIds) : null;
    if (kept) words.set(product.id, kept);
    else unread.push(product);
  }
  const ids = [...new Set(unread.flatMap((product) => product.categoryIds))];
  const rows =
    ids.length === 0
      ? []
      : await tx.db.selectFrom('categories').select(['id', 'name']).where('id', 'in', ids).execute();
  const names = new Map(rows.map((row) => [row.id, row.name]));
  for (const product of unread)
    words.set(
      product.id,
      product.categoryIds.flatMap((id) => describeWords(names.get(id) ?? '')),
    );
  return words;
}

/** Writes the documents of `products` (one shop's) and the vocabulary's counts. */
async function writeDocuments(
  tx: Tx,
  shopId: string,
  products: readonly ProductRecord[],
  rereadCategories: boolean,
): Promise<void> {
  const ids = products.map((product) => product.id);
  const stored = await readStored(tx, ids);
  const categories = await categoryWords(tx, products, stored, rereadCategories);
  const changes = new Map<string, TermChange>();
  const written: SearchDocument[] = [];
  const updates: Array<{ id: number; columns: ReturnType<typeof changedColumns> }> = [];
  for (const product of products) {
    const doc = describeSearchDocument(product, categories.get(product.id) ?? []);
    const before = stored.get(product.id);
    const columns = before ? changedColumns(before, doc) : null;
    if (columns && Object.keys(columns).length === 0) continue;
    const hadFields = before ? fieldsOfTokens(before.tokens) : new Map<string, number>();
    const had = new Set(hadFields.keys());
    const has = new Set(doc.words.keys());
    countWords(
      changes,
      [...has].filter((word) => !had.has(word)),
      1,
      doc,
    );
    countWords(
      changes,
      [...had].filter((word) => !has.has(word)),
      -1,
    );
    // SQLite's vocabulary keeps no fields (search-terms.ts).
    if (tx.dialect === 'postgres') noteNewFields(changes, doc, hadFields);
    written.push(doc);
    if (before && columns) updates.push({ id: before.id, columns });
  }
  if (written.length === 0) return;
  // PostgreSQL: one round trip, the documents' upsert in the vocabulary's first statement.
  if (tx.dialect === 'postgres')
    return changeTermCounts(tx, shopId, changes, upsertDocuments(tx, written).returning('id'));
  // SQLite: an update sets only the columns that changed, so the indexes on the others are not written again.
  for (const { id, columns } of updates) {
    const set = Object.entries(columns).map(
      ([column, value]) => sql`${sql.raw(SQLITE_COLUMNS[column as keyof typeof SQLITE_COLUMNS])} = ${value}`,
    );
    await sql`update search_documents set ${sql.join(set)} where id = ${id}`.execute(tx.db);
  }
  const inserted = written.filter((doc) => !stored.has(doc.productId));
  if (inserted.length > 0) await upsertDocuments(tx, inserted).execute();
  await changeTermCounts(tx, shopId, changes);
}

/** Indexes products the caller has just written (their rows are in this transaction), BATCH at a time per shop. */
export async function indexProductRecords(tx: Tx, products: readonly ProductRecord[]): Promise<void> {
  const byShop = new Map<string, ProductRecord[]>();
  for (const product of products) {
    const records = byShop.get(product.shopId) ?? [];
    records.push(product);
    byShop.set(product.shopId, records);
  }
  for (const [shopId, records] of byShop)
    for (let start = 0; start < records.length; start += BATCH)
      await writeDocuments(tx, shopId, records.slice(start, start + BATCH), false);
  await mergeAfterBulkWrite(tx, products.length);
}

/** Takes products out of the index (before their rows are deleted). */
export async function removeFromSearchIndex(tx: Tx, shopId: string, productIds: readonly string[]): Promise<void> {
  const stored = await readStored(tx, productIds);
  if (stored.size === 0) return;
  const changes = new Map<string, TermChange>();
  for (const doc of stored.values()) countWords(changes, wordsOfTokens(doc.tokens), -1);
  const ids = [...stored.values()].map((doc) => doc.id);
  await tx.db.deleteFrom('searchDocuments').where('id', 'in', ids).execute();
  await changeTermCounts(tx, shopId, changes);
}

/**
 * (Re)indexes a batch of one shop's products from their rows, in the caller's transaction: what a bulk import calls
 * once its rows are written. Ids of products that no longer exist are taken out of the index.
 */
export async function indexProducts(tx: Tx, shopId: string, productIds: readonly string[]): Promise<void> {
  for (let start = 0; start < productIds.length; start += BATCH) {
    const ids = productIds.slice(start, start + BATCH);
    const products = await findProducts(tx, shopId, ids);
    await writeDocuments(tx, shopId, products, true);
    const found = new Set(products.map((product) => product.id));
    const gone = ids.filter((id) => !found.has(id));
    await removeFromSearchIndex(tx, shopId, gone);
  }
  await mergeAfterBulkWrite(tx, productIds.length);
}

/** Reindexes the products of a category whose name changed. */
export async function reindexCategory(tx: Tx, shopId: string, categoryId: string): Promise<void> {
  const rows = await tx.db
    .selectFrom('productCategories')
    .select('productId')
    .where('categoryId', '=', categoryId)
    .execute();
  const ids = rows.map((row) => row.productId);
  await indexProducts(tx, shopId, ids);
}

/** Indexes every product of every shop (or of one), in the catalogue's order. */
export async function rebuildSearchIndex(tx: Tx, shopId?: string): Promise<void> {
  let query = tx.db.selectFrom('products').select(['id', 'shopId']).orderBy('shopId').orderBy('position').orderBy('id');
  if (shopId !== undefined) query = query.where('shopId', '=', shopId);
  const rows = await query.execute();
  const byShop = new Map<string, string[]>();
  for (const row of rows) {
    const ids = byShop.get(row.shopId) ?? [];
    ids.push(row.id);
    byShop.set(row.shopId, ids);
  }
  for (const [shop, ids] of byShop) await indexProducts(tx, shop, ids);
}
