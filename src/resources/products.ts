// products.list / get / getBySlug / search: product reads carry `currency=` when one applies and `storefront=` when
// the client is bound to a campaign. `limit` (integer 1-200), `ids` (at most 200) and `sortBy` are checked here
// before anything is sent, as the platform would (its 400 `invalid_request` names the parameter).
import { type Rule, apply, intRule } from '../config/validate-options.ts';
import { type QueryValue, segment } from '../transport/build-url.ts';
import type { Page, Product, ProductListParams, ProductSearchParams, ProductsResource, RequestOptions } from '../types.ts';
import { type ResourceContext, orNull, send } from './context.ts';

const LIMIT = intRule('limit', 1, 200);
const SORTS = ['relevance', 'price_asc', 'price_desc', 'name_asc', 'newest'];
const LIST_RULES: Rule[] = [LIMIT, ['ids', (v) => Array.isArray(v) && v.length <= 200, 'a list of at most 200 ids']];
const SEARCH_RULES: Rule[] = [LIMIT, ['sortBy', (v) => SORTS.includes(v), SORTS.join(', ')]];

export function createProducts(ctx: ResourceContext): ProductsResource {
  const read = <T>(path: string, operation: string, query: Record<string, QueryValue>, options?: RequestOptions) =>
    send<T>(ctx, 'GET', path, 'products:read', operation, options, query, true);

  return {
    async list(params: ProductListParams = {}, options?: RequestOptions) {
      apply(LIST_RULES, params, 'products.list ');
      return read<Page<Product>>('/v2/products', 'products.list', {
        limit: params.limit, cursor: params.cursor, category: params.category, ids: params.ids?.join(','),
      }, options);
    },
    get: (id: string, options?: RequestOptions) =>
      orNull(read<Product>(`/v2/products/${segment(id)}`, 'products.get', {}, options)),
    getBySlug: (slug: string, options?: RequestOptions) =>
      orNull(read<Product>(`/v2/products/by-slug/${segment(slug)}`, 'products.getBySlug', {}, options)),
    async search(params: ProductSearchParams, options?: RequestOptions) {
      apply(SEARCH_RULES, params, 'products.search ');
      return read<Page<Product>>('/v2/products/search', 'products.search', {
        q: params.query, category: params.categoryId, sort: params.sortBy, minPrice: params.minPrice,
        maxPrice: params.maxPrice, limit: params.limit, cursor: params.cursor,
      }, options);
    },
  };
}
