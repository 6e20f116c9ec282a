// products.list / get / getBySlug / search / suggest: product reads carry `currency=` when one applies and
// `storefront=` when the client is bound to a campaign; list, get and getBySlug also `locale=` when the options name
// one (the answer then gives its money format). `limit` (integer 1-200; 1-10 for suggest), `ids` (at most 200),
// `sortBy` and a query past 200 characters are checked by the platform: its 400 `invalid_request` names the
// parameter, and the ShopkitHttpError message carries it.
import { type QueryValue, segment } from '../transport/build-url.ts';
import type {
  Page,
  Product,
  ProductListParams,
  ProductSearchPage,
  ProductSearchParams,
  ProductSuggestParams,
  ProductsResource,
  RequestOptions,
  SearchSuggestions,
} from '../types.ts';
import { type ResourceContext, orNull, send } from './context.ts';

export function createProducts(ctx: ResourceContext): ProductsResource {
  const read = <T>(path: string, operation: string, query: Record<string, QueryValue>, options?: RequestOptions) =>
    send<T>(ctx, { method: 'GET', path, scope: 'products:read', operation, options, query, campaign: true });

  return {
    list: async (params: ProductListParams = {}, options?: RequestOptions) =>
      read<Page<Product>>(
        '/v2/products',
        'products.list',
        {
          limit: params.limit,
          cursor: params.cursor,
          category: params.category,
          ids: params.ids?.join(','),
          locale: options?.locale,
        },
        options,
      ),
    get: (id: string, options?: RequestOptions) =>
      orNull(read<Product>(`/v2/products/${segment(id)}`, 'products.get', { locale: options?.locale }, options)),
    getBySlug: (slug: string, options?: RequestOptions) =>
      orNull(
        read<Product>(
          `/v2/products/by-slug/${segment(slug)}`,
          'products.getBySlug',
          { locale: options?.locale },
          options,
        ),
      ),
    search: async (params: ProductSearchParams, options?: RequestOptions) =>
      read<ProductSearchPage>(
        '/v2/products/search',
        'products.search',
        {
          q: params.query,
          category: params.categoryId,
          sort: params.sortBy,
          minPrice: params.minPrice,
          maxPrice: params.maxPrice,
          limit: params.limit,
          cursor: params.cursor,
        },
        options,
      ),
    suggest: async (params: ProductSuggestParams, options?: RequestOptions) =>
      read<SearchSuggestions>(
        '/v2/search/suggest',
        'products.suggest',
        { q: params.query, limit: params.limit, category: params.categoryId },
        options,
      ),
  };
}
