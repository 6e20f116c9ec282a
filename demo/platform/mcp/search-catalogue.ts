// The catalogue query behind `search_catalog`: words, category, price range, currency, sort and paging, answered as
// the Commerce API's product search answers (`Page<Product>`). It runs the API's search route, which runs the search
// module's catalogue query (search/search-catalogue.ts: the index, its ranking and typo tolerance) with the request's
// pricing and paging; calling that function here would be a second copy of the route's wiring.
import type { Product } from '../../../wire/catalogue.ts';
import { callApi } from './call-api.ts';
import type { ToolContext } from './tool-context.ts';

export interface CatalogueQuery {
  query?: string;
  category?: string;
  minPrice?: number;
  maxPrice?: number;
  currency?: string;
  sort?: string;
  limit?: number;
  cursor?: string;
}

export interface CataloguePage {
  data: Product[];
  nextCursor: string | null;
  /** For words that found nothing: a query that finds something (the search module's "did you mean"), or null. */
  didYouMean: string | null;
}

export function searchCatalogue(context: ToolContext, input: CatalogueQuery): Promise<CataloguePage> {
  const { query, ...rest } = input;
  return callApi<CataloguePage>(context, { method: 'GET', path: '/v2/products/search', query: { q: query, ...rest } });
}
