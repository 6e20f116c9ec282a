// What a <shop-product-list> asks for: its attributes, overridden by the page URL with `sync-url`, and changed by the
// merchant's filter forms and links. One request per page: `products.list` for a plain (category) listing,
// `products.search` as soon as words, a sort or a price range are involved.
import type { Page, Product, ProductSort, ShopkitClient } from '../../../../src/index.ts';

export const PRODUCT_SORTS: readonly ProductSort[] = ['relevance', 'price_asc', 'price_desc', 'name_asc', 'newest'];
export const DEFAULT_LIMIT = 24;

export interface ListFilters {
  category: string;
  query: string;
  sort: ProductSort;
  minPrice: number | null;
  maxPrice: number | null;
}
export interface ListQuery extends ListFilters {
  limit: number;
  cursor: string | null;
  /** The 1-based page the cursor names (for analytics and the URL; the cursor alone decides what is read). */
  page: number;
}

/** The URL parameter of each filter (the same names a plain GET form submits). */
export const URL_PARAMS: Record<keyof ListFilters | 'cursor' | 'page', string> = {
  category: 'category',
  query: 'q',
  sort: 'sort',
  minPrice: 'min-price',
  maxPrice: 'max-price',
  cursor: 'cursor',
  page: 'page',
};

const toSort = (text: string | null | undefined): ProductSort =>
  (PRODUCT_SORTS as readonly string[]).includes(text ?? '') ? (text as ProductSort) : 'relevance';
const toAmount = (text: string | null | undefined): number | null =>
  text && /^\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : null;

/** Filters read from text fields (attributes, URL parameters, form fields); anything malformed is left out. */
export function parseFilters(read: (name: keyof ListFilters) => string | null | undefined): ListFilters {
  return {
    category: (read('category') ?? '').trim(),
    query: (read('query') ?? '').trim().slice(0, 200),
    sort: toSort(read('sort')),
    minPrice: toAmount(read('minPrice')),
    maxPrice: toAmount(read('maxPrice')),
  };
}

/** A `limit` as the list uses it: 1-200, else the default. */
export const clampLimit = (limit: number): number =>
  Number.isInteger(limit) ? Math.min(Math.max(limit, 1), 200) : DEFAULT_LIMIT;

/** The page a list's URL names with `sync-url`: its cursor and 1-based page number. */
export function pageFromSearch(search: URLSearchParams): { cursor: string | null; page: number } {
  return {
    cursor: search.get(URL_PARAMS.cursor),
    page: Math.max(1, Number.parseInt(search.get(URL_PARAMS.page) ?? '1', 10) || 1),
  };
}

/** The attribute of a <shop-product-list> that sets each filter. */
const FILTER_ATTRIBUTES: Record<keyof ListFilters, string> = {
  category: 'category',
  query: 'query',
  sort: 'sort',
  minPrice: 'min-price',
  maxPrice: 'max-price',
};

/** A <shop-product-list>'s filters from its attributes, as the element reads them (and the prerender command). */
export function listBaseFilters(list: Element): ListFilters {
  return parseFilters((name) => list.getAttribute(FILTER_ATTRIBUTES[name]));
}

/**
 * The query a <shop-product-list> reads first, from its attributes and, with `sync-url`, the page URL: what the
 * script tag starts reading before the list's code has arrived (early-reads.ts).
 */
export function firstListQuery(list: Element, search: string): ListQuery {
  const base = listBaseFilters(list);
  const params = new URLSearchParams(list.hasAttribute('sync-url') ? search : '');
  const limit = list.hasAttribute('limit') ? clampLimit(Number(list.getAttribute('limit'))) : DEFAULT_LIMIT;
  return { ...filtersFromSearch(params, base), ...pageFromSearch(params), limit };
}

/** What a list read asks for, in one key: the query as read and the currency (early-read-cache.ts). */
export function listReadKey(query: ListQuery, currency: string | null): string {
  const { category, query: words, sort, minPrice, maxPrice, limit, cursor } = query;
  return `list ${JSON.stringify([currency, category, words, sort, minPrice, maxPrice, limit, cursor])}`;
}

/** The filters a URL query names, over `base` for the ones it does not mention. */
export function filtersFromSearch(search: URLSearchParams, base: ListFilters): ListFilters {
  const has = (name: keyof ListFilters) => search.has(URL_PARAMS[name]);
  const parsed = parseFilters((name) => search.get(URL_PARAMS[name]));
  return {
    category: has('category') ? parsed.category : base.category,
    query: has('query') ? parsed.query : base.query,
    sort: has('sort') ? parsed.sort : base.sort,
    minPrice: has('minPrice') ? parsed.minPrice : base.minPrice,
    maxPrice: has('maxPrice') ? parsed.maxPrice : base.maxPrice,
  };
}

/** The page URL with the list's query written into it (defaults left out), other parameters kept. */
export function urlWithQuery(href: string, query: ListQuery, base: ListFilters): string {
  const url = new URL(href);
  const set = (name: keyof typeof URL_PARAMS, value: string | number | null, fallback: string | number | null) => {
    if (value === null || value === '' || value === fallback) url.searchParams.delete(URL_PARAMS[name]);
    else url.searchParams.set(URL_PARAMS[name], String(value));
  };
  set('category', query.category, base.category);
  set('query', query.query, base.query);
  set('sort', query.sort, base.sort);
  set('minPrice', query.minPrice, base.minPrice);
  set('maxPrice', query.maxPrice, base.maxPrice);
  set('cursor', query.cursor, null);
  set('page', query.page, 1);
  return url.href;
}

/** Whether a page is read through `products.search` (words, a sort or a price range), which gives no money format. */
export const isSearchQuery = (query: ListQuery): boolean =>
  query.query !== '' || query.sort !== 'relevance' || query.minPrice !== null || query.maxPrice !== null;

/**
 * Reads one page: `products.search` when words, a sort or a price range apply, else `products.list`, which also gives
 * its prices' format in `locale` (the locale the list shows them in).
 */
export function readListPage(
  client: ShopkitClient,
  query: ListQuery,
  signal: AbortSignal,
  locale: string | null = null,
): Promise<Page<Product>> {
  const { category, limit, cursor } = query;
  if (!isSearchQuery(query))
    return client.products.list({ limit, cursor, ...(category ? { category } : {}) }, { signal, locale });
  return client.products.search(
    {
      query: query.query,
      limit,
      cursor,
      ...(category ? { categoryId: category } : {}),
      ...(query.sort !== 'relevance' ? { sortBy: query.sort } : {}),
      ...(query.minPrice !== null ? { minPrice: query.minPrice } : {}),
      ...(query.maxPrice !== null ? { maxPrice: query.maxPrice } : {}),
    },
    { signal },
  );
}
