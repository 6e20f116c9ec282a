// A list query as the text of a prerendered list's `data-shop-query` mark: URL parameters under list-query.ts's names
// plus `limit`, every field written, so the list can tell whether its own query is the one its rows were read with
// (read back by catalogue/list/read-query-mark.ts).
import { URL_PARAMS, type ListQuery } from './list-query.ts';

export function writeQueryMark(query: ListQuery): string {
  const params = new URLSearchParams();
  params.set(URL_PARAMS.category, query.category);
  params.set(URL_PARAMS.query, query.query);
  params.set(URL_PARAMS.sort, query.sort);
  params.set(URL_PARAMS.minPrice, query.minPrice === null ? '' : String(query.minPrice));
  params.set(URL_PARAMS.maxPrice, query.maxPrice === null ? '' : String(query.maxPrice));
  params.set('limit', String(query.limit));
  params.set(URL_PARAMS.cursor, query.cursor ?? '');
  params.set(URL_PARAMS.page, String(query.page));
  return params.toString();
}

/** Whether two queries read the same rows (the page number aside, which only names them). */
export function sameQuery(a: ListQuery, b: ListQuery): boolean {
  return writeQueryMark({ ...a, page: 1 }) === writeQueryMark({ ...b, page: 1 });
}
