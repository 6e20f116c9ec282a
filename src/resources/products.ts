// products.list / get / getBySlug / search: product reads carry `currency=` when one applies and `storefront=` when
// the client is bound to a campaign.
import { fieldError } from '../errors/shopkit-config-error.ts';
import { segment } from '../transport/build-url.ts';
import type { Page, Product, ProductListParams, ProductSearchParams, ProductsResource, RequestOptions } from '../types.ts';
import { type ResourceContext, orNull } from './context.ts';

const SORTS = ['relevance', 'price_asc', 'price_desc', 'name_asc', 'newest'];

function checkLimit(limit: number | undefined, field: string): void {
  if (limit !== undefined && !(Number.isInteger(limit) && limit >= 1 && limit <= 200)) {
    throw fieldError(field, `expected a whole number from 1 to 200; got ${String(limit)}`);
  }
}

export function createProducts(ctx: ResourceContext): ProductsResource {
  async function read<T>(path: string, operation: string, query: Record<string, string | number | undefined | null>, options?: RequestOptions): Promise<T> {
    const currency = await ctx.currency(options);
    return ctx.request<T>({
      method: 'GET', path, scope: 'products:read', operation, signal: options?.signal,
      query: { ...query, currency, storefront: ctx.storefront?.id },
    });
  }

  return {
    async list(params: ProductListParams = {}, options?: RequestOptions) {
      checkLimit(params.limit, 'products.list limit');
      if (params.ids && params.ids.length > 200) throw fieldError('products.list ids', `at most 200 ids; got ${params.ids.length}`);
      return read<Page<Product>>('/v2/products', 'products.list', {
        limit: params.limit, cursor: params.cursor, category: params.category, ids: params.ids?.join(','),
      }, options);
    },
    get: (id: string, options?: RequestOptions) =>
      orNull(read<Product>(`/v2/products/${segment(id)}`, 'products.get', {}, options)),
    getBySlug: (slug: string, options?: RequestOptions) =>
      orNull(read<Product>(`/v2/products/by-slug/${segment(slug)}`, 'products.getBySlug', {}, options)),
    async search(params: ProductSearchParams, options?: RequestOptions) {
      if (typeof params?.query !== 'string') throw fieldError('products.search query', `expected a string; got ${typeof params?.query}`);
      if (params.sortBy !== undefined && !SORTS.includes(params.sortBy)) {
        throw fieldError('products.search sortBy', `expected one of ${SORTS.join(', ')}; got ${JSON.stringify(params.sortBy)}`);
      }
      checkLimit(params.limit, 'products.search limit');
      return read<Page<Product>>('/v2/products/search', 'products.search', {
        q: params.query, category: params.categoryId, sort: params.sortBy, minPrice: params.minPrice,
        maxPrice: params.maxPrice, limit: params.limit, cursor: params.cursor,
      }, options);
    },
  };
}
