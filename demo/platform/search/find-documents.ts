// Reads one page of matching products' ids. By relevance: each tier's documents in the catalogue's order, one
// bounded read per tier (the full-text index yields them in document order, so a tier stops once the page is full),
// the tiers one after another until the page is full. Sorted by price, name or date: every match, sorted by the database. The price range
// compares each product's cheapest price in the base currency (a campaign's, where the campaign prices it).
import { sql, type RawBuilder } from 'kysely';
import type { Tx } from '../db/database.ts';
import { findListedProducts, findProducts } from '../repo/products.ts';
import type { ProductRecord } from '../state/types.ts';
import type { BaseRange } from '../pricing/price-range.ts';
import { writeExpression, type MatchExpression } from './match-expression.ts';
import { fieldToken, RANKED_FIELDS, wordsOfTokens } from './search-document.ts';

export const SEARCH_SORTS = ['relevance', 'price_asc', 'price_desc', 'name_asc', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export interface DocumentQuery {
  shopId: string;
  /** Relevance tiers, best first; null when the query has no words (then `match` alone decides). */
  tiers: MatchExpression[] | null;
  /** What a match must satisfy when sorting otherwise or without words; null: every document of the shop. */
  match: MatchExpression | null;
  sort: SearchSort;
  /** The price range (base currency), or null. */
  range: BaseRange | null;
  /** Under a campaign: the cheapest price of each product it prices, which replaces the product's own. */
  campaign: Map<string, number>;
  offset: number;
  limit: number;
}

export interface DocumentPage {
  productIds: string[];
  /** Whether more match after this page (false when not asked). */
  more: boolean;
  /** When asked for: the shop's products among `productIds`, in their order. */
  products: ProductRecord[] | null;
  /** The answer to `ReadOptions.held`, when it was read alongside the page; null: it was not (ask findHeldTerms). */
  held: Set<string> | null;
}

function priceOf(campaign: Map<string, number>): RawBuilder<number> {
  if (campaign.size === 0) return sql`d.min_price`;
  const cases = [...campaign].map(([id, price]) => sql`when ${id} then ${price}`);
  return sql`(case d.product_id ${sql.join(cases, sql` `)} else d.min_price end)`;
}

function priceCondition(query: DocumentQuery): RawBuilder<unknown> {
  if (!query.range) return sql``;
  const price = priceOf(query.campaign);
  const { low, high } = query.range;
  return sql`${low === null ? sql`` : sql` and ${price} >= ${low}`}${high === null ? sql`` : sql` and ${price} <= ${high}`}`;
}

function orderOf(query: DocumentQuery): RawBuilder<unknown> {
  const price = priceOf(query.campaign);
  switch (query.sort) {
    case 'price_asc':
      return sql`${price} asc nulls last, d.id`;
    case 'price_desc':
      return sql`${price} desc nulls last, d.id`;
    case 'name_asc':
      return sql`d.sort_name, d.id`;
    case 'newest':
      return sql`d.created_at desc, d.id`;
    default:
      return sql`d.id`;
  }
}

/**
 * PostgreSQL: the documents matching `expression`, as a condition on `d`. A tier's "and not the earlier tiers" is a
 * second condition, not a `!` inside the tsquery: a tsquery with `!` makes the GIN index read every entry it holds
 * (107 ms at 100,000 products), while a plain one reads only its words' entries and the exclusion is checked on the
 * few rows found.
 */
function tokensMatch(expression: MatchExpression): RawBuilder<unknown> {
  if ('only' in expression)
    return sql`d.tokens @@ ${writeExpression(expression.only, 'postgres')}::tsquery
      and not (d.tokens @@ ${writeExpression(expression.not, 'postgres')}::tsquery)`;
  return sql`d.tokens @@ ${writeExpression(expression, 'postgres')}::tsquery`;
}

/** The documents matching `expression` (in this dialect), as a condition on `d`. */
function matches(tx: Tx, expression: MatchExpression): RawBuilder<unknown> {
  if (tx.dialect === 'postgres') return sql` and ${tokensMatch(expression)}`;
  const text = writeExpression(expression, tx.dialect);
  return sql` and d.id in (select rowid from search_index where search_index match ${text})`;
}

/** What one tier's statement read: its product ids, the held-terms check's answer, the products on the page. */
interface TierRead {
  ids: string[];
  held: Set<string> | null;
  /** The products of `window`'s ids, when they were read in the tier's statement; null: they were not. */
  products: ProductRecord[] | null;
}

/** The tier's rows on the page, whose products its statement reads too (PostgreSQL): skip these, then take these. */
interface TierWindow {
  skip: number;
  take: number;
}

/**
 * Up to `rows` product ids of one tier, in document order; on PostgreSQL, with `held`, that check's answer too, and
 * with `window`, the products of those of its rows.
 */
async function readTier(
  tx: Tx,
  query: DocumentQuery,
  expression: MatchExpression,
  rows: number,
  extra: { held: HeldTermsCheck | null; window: TierWindow | null },
): Promise<TierRead> {
  if (tx.dialect !== 'postgres') {
    const { rows: found } = await sql<{
      productId: string;
    }>`select d.product_id from search_index join search_documents d
        on d.id = search_index.rowid where search_index match ${writeExpression(expression, tx.dialect)}
        and d.shop_id = ${query.shopId} ${priceCondition(query)} order by search_index.rowid limit ${rows}`.execute(
      tx.db,
    );
    return { ids: found.map((row) => row.productId), held: null, products: null };
  }
  const where = sql`from search_documents d where d.shop_id = ${query.shopId}
    and ${tokensMatch(expression)}${priceCondition(query)} order by d.id limit ${rows}`;
  const { held, window } = extra;
  if (window && window.take > 0) return readTierWithProducts(tx, query.shopId, { where, held, window });
  if (!held) {
    const { rows: found } = await sql<{ productId: string }>`select d.product_id ${where}`.execute(tx.db);
    return { ids: found.map((row) => row.productId), held: null, products: null };
  }
  // The check rides in the tier's statement: a round trip fewer, the same work for the server (its `with` is read
  // once, as alone). A row is a tier's document or a held term, never both; a union keeps no order of its own, so the
  // documents are put back in theirs.
  const { rows: found } = await sql<{ productId: string | null; term: string | null }>`with ${heldTermsWith(
    query.shopId,
    held,
  )} select tier.id, tier.product_id, null::text as term from (select d.id, d.product_id ${where}) as tier
    union all select null, null, held.term from held order by 1`.execute(tx.db);
  return {
    ids: found.flatMap((row) => (row.productId === null ? [] : [row.productId])),
    held: new Set(found.flatMap((row) => (row.term === null ? [] : [row.term]))),
    products: null,
  };
}

/**
 * PostgreSQL: a tier's statement that also reads the products of its rows in `window` (findListedProducts), and
 * answers `held` when given. Its rows come back as the product read's `listed` rows: the tier's documents numbered in
 * document order, and each held term (numbered 0, with the term as data).
 */
async function readTierWithProducts(
  tx: Tx,
  shopId: string,
  read: { where: RawBuilder<unknown>; held: HeldTermsCheck | null; window: TierWindow },
): Promise<TierRead> {
  const { where, held, window } = read;
  const tier = sql`tier as materialized (select d.id, d.product_id ${where})`;
  const heldRows = held
    ? sql` union all select 'listed', null, 0, json_build_object('term', held.term) from held`
    : sql``;
  const { products, rows } = await findListedProducts(tx, shopId, {
    with: held ? sql`${heldTermsWith(shopId, held)}, ${tier}` : tier,
    ids: sql`select product_id from tier order by id offset ${window.skip} limit ${window.take}`,
    rows: sql`select 'listed' as kind, product_id, (row_number() over (order by id))::int as position,
      null::json as data from tier${heldRows}`,
  });
  const terms = rows.flatMap((row) => (row.data === null ? [] : [(row.data as { term: string }).term]));
  return {
    ids: rows.flatMap((row) => (row.data === null ? [row.productId] : [])),
    held: held ? new Set(terms) : null,
    products,
  };
}

/**
 * By relevance: the tiers one after another, each read only as far as the page still needs, and none once it is full.
 * A later tier excludes the earlier ones' documents, which it only has to read when they did not fill the page. (All
 * tiers in one statement would cost no round trips but make every later tier run: a sparse one then walks the whole
 * catalogue.) One past the page tells whether more follow; without `more`, a page found full ends the reads.
 */
async function readTiers(
  tx: Tx,
  query: DocumentQuery,
  tiers: MatchExpression[],
  options: ReadOptions,
): Promise<TierRead> {
  const wanted = query.offset + query.limit + (options.more ? 1 : 0);
  const ids: string[] = [];
  let held: Set<string> | null = null;
  // On PostgreSQL the page's products are read in the statements of the tiers that find them (findDocuments).
  const fold = options.products && tx.dialect === 'postgres';
  const products: ProductRecord[] | null = fold ? [] : null;
  for (const tier of tiers) {
    if (ids.length >= wanted) break;
    const skip = Math.max(0, query.offset - ids.length);
    const window = fold ? { skip, take: query.offset + query.limit - ids.length - skip } : null;
    const read = await readTier(tx, query, tier, wanted - ids.length, {
      held: held ? null : (options.held ?? null),
      window,
    });
    ids.push(...read.ids);
    held ??= read.held;
    if (products && read.products) products.push(...read.products);
  }
  return { ids: ids.slice(query.offset), held, products };
}

/** Which of `terms` the first `limit` documents (in document order) matching `expression` hold: findHeldTerms. */
export interface HeldTermsCheck {
  expression: MatchExpression;
  limit: number;
  terms: readonly string[];
  /** How many held terms are wanted: the first this many in `terms`' order, and no others. */
  wanted: number;
}

/**
 * Which of `terms` (folded words) the first `limit` documents (in document order) matching `expression` in the shop
 * hold in one of their fields. PostgreSQL answers only the terms found, instead of every sampled document's whole
 * token list: each term's field tokens are one tsquery, checked against the sampled documents until one holds it
 * (a lookup in each sorted token list; turning every sampled list into text rows to join them cost the server 1.4 to
 * 1.9 times the CPU, docs/design.md). The terms are checked in their order until `wanted` are found: a term held by
 * none of the sample costs a look at every sampled document, and a search box's beginning has up to 50 longer words, of
 * which it shows the first few. SQLite runs in this process, so there the token lists are read and compared here.
 */
export async function findHeldTerms(tx: Tx, shopId: string, check: HeldTermsCheck): Promise<Set<string>> {
  if (check.terms.length === 0) return new Set();
  if (tx.dialect === 'postgres') {
    const { rows } = await sql<{
      term: string;
    }>`with ${heldTermsWith(shopId, check)} select held.term from held`.execute(tx.db);
    return new Set(rows.map((row) => row.term));
  }
  const text = writeExpression(check.expression, tx.dialect);
  const { rows } = await sql<{ tokens: string }>`select d.tokens from search_index join search_documents d
      on d.id = search_index.rowid where search_index match ${text} and d.shop_id = ${shopId}
      order by search_index.rowid limit ${check.limit}`.execute(tx.db);
  const held = new Set(rows.flatMap((row) => [...wordsOfTokens(row.tokens.split(' '))]));
  return new Set(check.terms.filter((term) => held.has(term)).slice(0, check.wanted));
}

/** PostgreSQL: the `with` of findHeldTerms' check, ending in `held` (its terms found), for a statement to select from. */
function heldTermsWith(shopId: string, check: HeldTermsCheck): RawBuilder<unknown> {
  const queries = check.terms.map((term) =>
    writeExpression({ any: RANKED_FIELDS.map((field) => ({ token: fieldToken(field, term) })) }, 'postgres'),
  );
  // The terms in their order, checked one by one until `wanted` are held: `offset 0` keeps the check out of the
  // ordered list (the planner would otherwise check every term before putting them in order). The sample is read as
  // far as the checks need it, and each term's tsquery is parsed once, as its array is bound, not at every document.
  return sql`sampled as materialized (select d.tokens from search_documents d where d.shop_id = ${shopId}
      and d.tokens @@ ${writeExpression(check.expression, 'postgres')}::tsquery order by d.id limit ${check.limit}),
    held as (select wanted.term from (select term, query from unnest(${[...check.terms]}::text[], ${queries}::tsquery[])
        with ordinality as wanted(term, query, n) order by n offset 0) as wanted
      where exists (select from sampled where sampled.tokens @@ wanted.query) limit ${check.wanted})`;
}

export interface ReadOptions {
  /** Read the page's products too (a search presents what it found). */
  products: boolean;
  /** Find out whether more match after the page (a suggestion or a did-you-mean probe need not). */
  more: boolean;
  /**
   * A findHeldTerms check to answer in the page's first statement, when that is a relevance tier's on PostgreSQL (a
   * suggestion's completions): a round trip fewer. The page says whether it did (`held`).
   */
  held?: HeldTermsCheck | null;
}

/**
 * One page of matching documents' product ids, and what `options` asks for besides. By relevance on PostgreSQL, the
 * page's products are read in the statements of the tiers that find them (a round trip fewer: most pages are one
 * tier's); otherwise in one statement of their own after the ids.
 */
export async function findDocuments(
  tx: Tx,
  query: DocumentQuery,
  options: ReadOptions = { products: false, more: true },
): Promise<DocumentPage> {
  const { offset, limit } = query;
  let ids: string[];
  let held: Set<string> | null = null;
  let read: ProductRecord[] | null = null;
  if (query.tiers && query.sort === 'relevance')
    ({ ids, held, products: read } = await readTiers(tx, query, query.tiers, options));
  else {
    const match = query.match ? matches(tx, query.match) : sql``;
    const { rows } = await sql<{ productId: string }>`select d.product_id from search_documents d
      where d.shop_id = ${query.shopId}${match}${priceCondition(query)}
      order by ${orderOf(query)} limit ${limit + 1} offset ${offset}`.execute(tx.db);
    ids = rows.map((row) => row.productId);
  }
  const productIds = ids.slice(0, limit);
  const found = read ?? (options.products ? await findProducts(tx, query.shopId, productIds) : []);
  const byId = new Map(found.map((product) => [product.id, product]));
  return {
    productIds,
    more: options.more && ids.length > limit,
    products: options.products ? productIds.flatMap((id) => byId.get(id) ?? []) : null,
    held,
  };
}
