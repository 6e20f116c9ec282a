// categories.list / get: unpriced reads under the products:read scope.
import { segment } from '../transport/build-url.ts';
import type { CategoriesResource, Category, RequestOptions } from '../types.ts';
import { type ResourceContext, orNull } from './context.ts';

export function createCategories(ctx: ResourceContext): CategoriesResource {
  return {
    async list(options?: RequestOptions) {
      const page = await ctx.request<{ data: Category[] }>({
        method: 'GET', path: '/v2/categories', scope: 'products:read', operation: 'categories.list', signal: options?.signal,
      });
      return page.data;
    },
    get: (id: string, options?: RequestOptions) => orNull(ctx.request<Category>({
      method: 'GET', path: `/v2/categories/${segment(id)}`, scope: 'products:read', operation: 'categories.get', signal: options?.signal,
    })),
  };
}
