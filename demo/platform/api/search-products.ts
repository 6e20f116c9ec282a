// GET /v2/products/search: q, category, minPrice/maxPrice (minor units of the answer's currency), sort, paging, run
// through the search index (search/search-catalogue.ts). The parameters' types, ranges and the sorts are checked
// against openapi.json before the handler runs; `q` may hold anything up to its length (what is no word only
// separates words), so no query text is ever a 400 but a too long one.
import { invalid } from '../http/api-error.ts';
import type { Reply } from '../http/respond.ts';
import type { SearchSort } from '../search/find-documents.ts';
import { searchCatalogue } from '../search/search-catalogue.ts';
import type { ApiRequest } from './context.ts';
import { encodeCursor, parseCursor, previousCursor, readLimit, readMinor } from './params.ts';
import { requestPricing } from './request-pricing.ts';

export async function searchProducts(request: ApiRequest): Promise<Reply> {
  const { query } = request;
  const minPrice = readMinor(query, 'minPrice');
  const maxPrice = readMinor(query, 'maxPrice');
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    throw invalid('minPrice', minPrice, `must not exceed maxPrice ${maxPrice}`);
  const limit = readLimit(query);
  const offset = parseCursor(query);
  const pricing = await requestPricing(request);
  const { urls, shopReads } = request.platform;
  const context = { tx: request.tx, pricing, cdnUrl: urls.cdn, vocabulary: shopReads.vocabulary };
  const found = await searchCatalogue(context, {
    query: query.get('q') ?? '',
    category: query.get('category'),
    minPrice,
    maxPrice,
    sort: (query.get('sort') || 'relevance') as SearchSort,
    offset,
    limit,
  });
  return {
    status: 200,
    body: {
      data: found.products,
      nextCursor: found.more ? encodeCursor(offset + limit) : null,
      previousCursor: previousCursor(offset, limit),
      didYouMean: found.didYouMean,
    },
  };
}
