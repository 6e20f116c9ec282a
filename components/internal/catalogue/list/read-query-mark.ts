// The query of a prerendered list's `data-shop-query` mark (written by catalogue/list/query-mark.ts): what its rows were
// read with, which the script tag reads early on the page (early-reads.ts) and the list compares with its own.
import { parseFilters, URL_PARAMS, type ListQuery } from './list-query.ts';

/** The query of a mark; null for text that is not one. */
export function readQueryMark(text: string | null): ListQuery | null {
  if (!text) return null;
  const params = new URLSearchParams(text);
  const limit = Number(params.get('limit'));
  const page = Number(params.get(URL_PARAMS.page));
  if (!Number.isInteger(limit) || limit < 1 || !Number.isInteger(page) || page < 1) return null;
  const filters = parseFilters((name) => params.get(URL_PARAMS[name]));
  return { ...filters, limit, cursor: params.get(URL_PARAMS.cursor) || null, page };
}
