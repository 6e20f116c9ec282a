// Reads one page of matching products' ids. By relevance: each tier's documents in the catalogue's order, one
// bounded read per tier (the full-text index yields them in document order, so a tier stops once the page is full),
// the tiers one after another. Sorted by price, name or date: every match, sorted by the database. The price range
// compares each product's cheapest price in the base currency (a campaign's, where the campaign prices it).
import { sql, type RawBuilder } from 'kysely';
import type { Tx } from '../db/database.ts';
import type { BaseRange } from '../pricing/price-range.ts';
import { writeExpression, type MatchExpression } from './match-expression.ts';

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
  /** Whether more match after this page. */
  more: boolean;
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

/** The documents matching `expression` (in this dialect), as a condition on `d`. */
function matches(tx: Tx, expression: MatchExpression): RawBuilder<unknown> {
  const text = writeExpression(expression, tx.dialect);
  return tx.dialect === 'postgres'
    ? sql` and d.tokens @@ ${text}::tsquery`
    : sql` and d.id in (select rowid from search_index where search_index match ${text})`;
}

function tierRead(tx: Tx, query: DocumentQuery, expression: MatchExpression, tier: number, rows: number) {
  const text = writeExpression(expression, tx.dialect);
  if (tx.dialect === 'postgres')
    return sql`(select d.product_id, d.id, ${tier}::int as tier from search_documents d where d.shop_id = ${query.shopId}
      and d.tokens @@ ${text}::tsquery${priceCondition(query)} order by d.id limit ${rows})`;
  return sql`select * from (select d.product_id, d.id, ${tier} as tier from search_index
    join search_documents d on d.id = search_index.rowid where search_index match ${text}${priceCondition(query)}
    order by search_index.rowid limit ${rows})`;
}

export async function findDocuments(tx: Tx, query: DocumentQuery): Promise<DocumentPage> {
  const { offset, limit } = query;
  let rows: Array<{ productId: string }>;
  if (query.tiers && query.sort === 'relevance') {
    const reads = query.tiers.map((expression, tier) => tierRead(tx, query, expression, tier, offset + limit + 1));
    ({ rows } = await sql<{ productId: string }>`select product_id from (${sql.join(reads, sql` union all `)}) t
      order by tier, id limit ${limit + 1} offset ${offset}`.execute(tx.db));
  } else {
    const match = query.match ? matches(tx, query.match) : sql``;
    ({ rows } = await sql<{ productId: string }>`select d.product_id from search_documents d
      where d.shop_id = ${query.shopId}${match}${priceCondition(query)}
      order by ${orderOf(query)} limit ${limit + 1} offset ${offset}`.execute(tx.db));
  }
  return { productIds: rows.slice(0, limit).map((row) => row.productId), more: rows.length > limit };
}
