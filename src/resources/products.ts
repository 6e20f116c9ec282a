// products.list / get / getBySlug / search: product reads carry `currency=` when one applies and `storefront=` when
// the client is bound to a campaign. `limit` (1-200),
// `sortBy` and `ids` are checked by the platform: a 400 `invalid_request` naming the parameter.
import { segment } from '../transport/build-url.ts';
import type { Page, Product, ProductListParams, ProductSearchParams, ProductsResource, RequestOptions } from '../types.ts';
import { type ResourceContext, orNull } from './context.ts';

export function createProducts(ctx: ResourceContext): ProductsResource {
  async function read<T>(path: string, operation: string, query: Record<string, string | number | undefined | null>, options?: RequestOptions): Promise<T> {
    const currency = await ctx.currency(options);
    return ctx.request<T>({
      method: 'GET', path, scope: 'products:read', operation, signal: options?.signal,
      query: { ...query, currency, storefront: ctx.storefront?.id },
    });
  }

  return {
    list(params: ProductListParams = {}, options?: RequestOptions) {
      return read<Page<Product>>('/v2/products', 'products.list', {
        limit: params.limit, cursor: params.cursor, category: params.category, ids: params.ids?.join(','),
      }, options);
    },
    get: (id: string, options?: RequestOptions) =>
      orNull(read<Product>(`/v2/products/${segment(id)}`, 'products.get', {}, options)),
    getBySlug: (slug: string, options?: RequestOptions) =>
      orNull(read<Product>(`/v2/products/by-slug/${segment(slug)}`, 'products.getBySlug', {}, options)),
    search(params: ProductSearchParams, options?: RequestOptions) {
      return read<Page<Product>>('/v2/products/search', 'products.search', {
        q: params.query, category: params.categoryId, sort: params.sortBy, minPrice: params.minPrice,
        maxPrice: params.maxPrice, limit: params.limit, cursor: params.cursor,
      }, options);
    },
  };
}
