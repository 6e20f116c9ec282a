// categories.list / get: unpriced reads under the products:read scope.
import { segment } from '../transport/build-url.ts';
import type { CategoriesResource, Category } from '../types.ts';
import { type ResourceContext, orNull, send } from './context.ts';

export function createCategories(ctx: ResourceContext): CategoriesResource {
  return {
    list: async (options) =>
      (
        await send<{ data: Category[] }>(ctx, {
          method: 'GET',
          path: '/v2/categories',
          scope: 'products:read',
          operation: 'categories.list',
          options,
        })
      ).data,
    get: (id, options) =>
      orNull(
        send<Category>(ctx, {
          method: 'GET',
          path: `/v2/categories/${segment(id)}`,
          scope: 'products:read',
          operation: 'categories.get',
          options,
        }),
      ),
  };
}
