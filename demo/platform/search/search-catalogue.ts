// The catalogue query that the API's search, the suggestions and the MCP server's `search_catalog` tool all run:
// words (folded, the last one as a prefix, one typo forgiven in words of five letters or more), a category (id or
// slug), a price range in the answer's currency, a sort and a page; answered with presented products, and, for words
// that find nothing, a "did you mean". Results end after MAX_SEARCH_RESULTS, so no query reads without bound.
import type { Tx } from '../db/database.ts';
import { presentProduct, type ProductView } from '../api/present-product.ts';
import { campaignMinimums, toBaseRange, type BaseRange } from '../pricing/price-range.ts';
import type { PriceContext } from '../pricing/price-variant.ts';
import { findCategoryId } from '../repo/categories.ts';
import { describeDidYouMean } from './did-you-mean.ts';
import { findDocuments, type DocumentPage, type ReadOptions, type SearchSort } from './find-documents.ts';
import { anyTierExpression, scopeExpression, tierExpressions } from './match-expression.ts';
import { resolveWords, type ResolvedWord } from './resolve-words.ts';
import { readSearchWords } from './search-words.ts';
import type { VocabularyCache, VocabularySource } from './vocabulary-cache.ts';

export const MAX_SEARCH_RESULTS = 1_000;

export interface CatalogueSearch {
  /** Words, as a shopper types them (anything: what is no word only separates words). */
  query?: string;
  /** A category id or slug (an unknown one matches nothing). */
  category?: string | null;
  /** In minor units of the answer's currency (`pricing.offer`). */
  minPrice?: number | null;
  maxPrice?: number | null;
  sort?: SearchSort;
  offset?: number;
  /** 1-200. */
  limit?: number;
}

export interface CatalogueSearchContext {
  tx: Tx;
  /** The shop, currency and campaign the products are priced in (pricing/price-variant.ts, resolvePriceContext). */
  pricing: PriceContext;
  /** The CDN origin image URLs are made with. */
  cdnUrl: string;
  /** This process's cache of shops' vocabularies (state/shop-reads.ts); without it, every search reads afresh. */
  vocabulary?: VocabularyCache | null;
}

const vocabularyOf = (context: CatalogueSearchContext): VocabularySource => ({
  tx: context.tx,
  shopId: context.pricing.shop.id,
  cache: context.vocabulary ?? null,
});

export interface CatalogueResults {
  products: ProductView[];
  /** Whether another page follows (at `offset + limit`). */
  more: boolean;
  /** For words that found nothing on the first page: a query that finds something, or null. */
  didYouMean: string | null;
}

/** What a page of documents is read with, once the words and the filters are resolved. */
export interface ResolvedSearch {
  words: ResolvedWord[];
  categoryId: string | null;
  /** null: no price range; 'none': a range no price can fall in. */
  range: BaseRange | null | 'none';
  /** Campaign prices that replace products' own, for a price range or sort (search/find-documents.ts). */
  campaign: Map<string, number>;
  sort: SearchSort;
}

/**
 * A page of the matching products' ids and, with `products`, the products themselves (read in one statement after
 * the ids: find-documents.ts).
 */
export async function readDocumentPage(
  context: CatalogueSearchContext,
  search: ResolvedSearch,
  page: { offset: number; limit: number } & ReadOptions,
): Promise<DocumentPage> {
  const limit = Math.min(page.limit, MAX_SEARCH_RESULTS - page.offset);
  const { words, categoryId, range, campaign, sort } = search;
  if (limit <= 0 || range === 'none' || words.some((word) => word.terms.length === 0))
    return { productIds: [], more: false, products: page.products ? [] : null, held: null };
  const scope = { shopId: context.pricing.shop.id, categoryId };
  const found = await findDocuments(
    context.tx,
    {
      shopId: scope.shopId,
      tiers: words.length > 0 ? tierExpressions(words, scope) : null,
      match: words.length > 0 ? anyTierExpression(words, scope) : categoryId ? scopeExpression(scope) : null,
      sort,
      range,
      campaign,
      offset: page.offset,
      limit,
    },
    { products: page.products, more: page.more, held: page.held ?? null },
  );
  return { ...found, more: found.more && page.offset + limit < MAX_SEARCH_RESULTS };
}

/** A page's products (read with `products`), presented, in the page's order. */
export const presentPage = (context: CatalogueSearchContext, page: DocumentPage): ProductView[] =>
  (page.products ?? []).map((product) => presentProduct(product, context.pricing, context.cdnUrl));

/** Words, category and price range as the database reads them. */
export async function resolveSearch(context: CatalogueSearchContext, search: CatalogueSearch): Promise<ResolvedSearch> {
  const { tx, pricing } = context;
  const shopId = pricing.shop.id;
  const [words, categoryId] = await Promise.all([
    resolveWords(vocabularyOf(context), readSearchWords(search.query ?? '')),
    search.category ? findCategoryId(tx, shopId, search.category).then((id) => id ?? search.category!) : null,
  ]);
  const min = search.minPrice ?? null;
  const max = search.maxPrice ?? null;
  const sort = search.sort ?? 'relevance';
  const ranged = min !== null || max !== null;
  const range = ranged ? (toBaseRange({ min, max }, pricing.shop, pricing.offer) ?? 'none') : null;
  const byPrice = ranged || sort === 'price_asc' || sort === 'price_desc';
  const campaign = byPrice ? await campaignMinimums(tx, pricing.storefront) : new Map<string, number>();
  return { words, categoryId, range, campaign, sort };
}

/** "Did you mean" for resolved words that found nothing, under the same category and price range. */
export function didYouMeanFor(context: CatalogueSearchContext, search: ResolvedSearch): Promise<string | null> {
  if (search.words.length === 0) return Promise.resolve(null);
  return describeDidYouMean(vocabularyOf(context), search.words, async (words) => {
    const page = { offset: 0, limit: 1, products: false, more: false };
    const found = await readDocumentPage(context, { ...search, words, sort: 'relevance' }, page);
    return found.productIds.length > 0;
  });
}

export async function searchCatalogue(
  context: CatalogueSearchContext,
  search: CatalogueSearch,
): Promise<CatalogueResults> {
  const resolved = await resolveSearch(context, search);
  const offset = search.offset ?? 0;
  const page = await readDocumentPage(context, resolved, {
    offset,
    limit: search.limit ?? 50,
    products: true,
    more: true,
  });
  const products = presentPage(context, page);
  const didYouMean = products.length === 0 && offset === 0 ? await didYouMeanFor(context, resolved) : null;
  return { products, more: page.more, didYouMean };
}
