// Where a list's query lives in the page URL (`sync-url`): all of it in the query string (`sync-url`, the default),
// or, with `sync-url="path"`, the category and the page as folders (list-paths.ts) and only the rest (search words,
// sort, price range, and then the cursor) in the query string. A path page with nothing else set has no cursor in its
// URL, so it is a file a static host can serve: its cursor comes from the prerendered page or the history entry.
import { listPath, parseListPath } from './list-paths.ts';
import { filtersFromSearch, URL_PARAMS, urlWithQuery, type ListFilters, type ListQuery } from './list-query.ts';
import { PRERENDERED_QUERY } from '../prerender-marks.ts';
import { sameQuery } from './query-mark.ts';
import { readQueryMark } from './read-query-mark.ts';

export type ListUrlStyle = 'query' | 'path';

export interface ListLocation {
  filters: ListFilters;
  /** The cursor the URL names; null for the first page, or for a path page (its cursor is kept elsewhere). */
  cursor: string | null;
  page: number;
}

const pageOf = (text: string | null): number => Math.max(1, Number.parseInt(text ?? '1', 10) || 1);

/** Whether the query is only a category and a page, which the path style writes without a query string. */
export function isPathOnly(query: ListFilters, base: ListFilters): boolean {
  return (
    query.query === base.query &&
    query.sort === base.sort &&
    query.minPrice === base.minPrice &&
    query.maxPrice === base.maxPrice
  );
}

/** The list's query as the URL names it, over `base` (the list's attributes) for what it leaves out. */
export function readListLocation(
  url: Pick<URL, 'pathname' | 'search'>,
  base: ListFilters,
  style: ListUrlStyle,
): ListLocation {
  const search = new URLSearchParams(url.search);
  const filters = filtersFromSearch(search, base);
  const cursor = search.get(URL_PARAMS.cursor);
  if (style === 'query') return { filters, cursor, page: pageOf(search.get(URL_PARAMS.page)) };
  const place = parseListPath(url.pathname);
  const page = search.has(URL_PARAMS.page) ? pageOf(search.get(URL_PARAMS.page)) : place.page;
  return { filters: { ...filters, category: place.category || base.category }, cursor, page };
}

/** The page URL of `query` (other parameters of `href` kept), in the list's URL style. */
export function listHref(href: string, query: ListQuery, base: ListFilters, style: ListUrlStyle): string {
  if (style === 'query') return urlWithQuery(href, query, base);
  const url = new URL(href);
  const pathOnly = isPathOnly(query, base);
  url.pathname = listPath({
    base: parseListPath(url.pathname).base,
    category: query.category === base.category ? '' : query.category,
    page: pathOnly ? query.page : 1,
  });
  // The rest in the query style, where the category (now in the path) counts as written already.
  const rest: ListQuery = pathOnly ? { ...query, cursor: null, page: 1 } : query;
  return urlWithQuery(url.href, rest, { ...base, category: query.category });
}

/** Where a path-style list keeps the cursor of each page it pushed (in `history.state`), by list id. */
export const CURSORS_STATE = 'shopkitListCursors';

/** The key of a list's cursor in CURSORS_STATE. */
export const listStateKey = (list: Element): string => list.id || 'shop-product-list';

/** `history.state` as a record (empty when the page set none or something else). */
export function historyState(): Record<string, unknown> {
  return typeof history.state === 'object' && history.state !== null ? (history.state as Record<string, unknown>) : {};
}

/**
 * The cursor of a path page, which its URL does not name: the prerendered rows' (their query mark) when they were
 * read with this query, else the one the list kept in its history entry; null when neither knows it.
 */
export function knownPathCursor(list: Element, query: ListQuery): string | null {
  const marked = readQueryMark(list.getAttribute(PRERENDERED_QUERY));
  if (marked && marked.page === query.page && sameQuery({ ...marked, cursor: null }, { ...query, cursor: null }))
    return marked.cursor;
  const kept = historyState()[CURSORS_STATE] as Record<string, unknown> | undefined;
  const cursor = kept?.[listStateKey(list)];
  return typeof cursor === 'string' ? cursor : null;
}

export interface ListStart {
  list: Element;
  url: Pick<URL, 'pathname' | 'search'>;
  /** How the list follows the page URL (`sync-url`); null when it does not. */
  style: ListUrlStyle | null;
  /** The list's own filters (its attributes). */
  base: ListFilters;
  limit: number;
}

/** The query a list reads first: its filters, the page URL's over them with `sync-url`, and a path page's cursor. */
export function startingQuery(start: ListStart): ListQuery {
  const url = start.style ? start.url : { pathname: '/', search: '' };
  const place = readListLocation(url, start.base, start.style ?? 'query');
  const query: ListQuery = { ...place.filters, limit: start.limit, cursor: place.cursor, page: place.page };
  if (start.style === 'path' && query.cursor === null && query.page > 1)
    query.cursor = knownPathCursor(start.list, query);
  return query;
}
