// GET /v2/categories and GET /v2/categories/{id} (or its slug), each with the number of its products.
import { notFound } from '../http/api-error.ts';
import type { Router } from '../http/router.ts';
import { findCategory, listCategories, type CategoryWithCount } from '../repo/categories.ts';
import type { ApiRoute } from './context.ts';

const presentCategory = ({ id, slug, name, description, productCount }: CategoryWithCount) => ({
  id,
  slug,
  name,
  description,
  productCount,
});

export function addCategoryRoutes(router: Router<ApiRoute>): void {
  router.add('GET', '/v2/categories', {
    scope: 'products:read',
    readOnly: true,
    async handle({ tx, shop }) {
      return { status: 200, body: { data: (await listCategories(tx, shop.id)).map(presentCategory) } };
    },
  });
  router.add('GET', '/v2/categories/:id', {
    scope: 'products:read',
    readOnly: true,
    async handle({ tx, shop, params }) {
      const category = await findCategory(tx, shop.id, params.id ?? '');
      if (!category) throw notFound('category', params.id ?? '');
      return { status: 200, body: presentCategory(category) };
    },
  });
}
