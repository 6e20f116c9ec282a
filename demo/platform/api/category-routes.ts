// GET /v2/categories and GET /v2/categories/{id}.
import { notFound } from '../http/api-error.ts';
import type { Router } from '../http/router.ts';
import type { CategoryRecord, PlatformState } from '../state/types.ts';
import type { ApiRoute } from './context.ts';

function presentCategory(state: PlatformState, category: CategoryRecord) {
  const productCount = state.products.filter(
    (p) => p.shopId === category.shopId && p.categoryIds.includes(category.id),
  ).length;
  return { id: category.id, slug: category.slug, name: category.name, description: category.description, productCount };
}

export function addCategoryRoutes(router: Router<ApiRoute>): void {
  router.add('GET', '/v2/categories', {
    scope: 'products:read',
    handle({ platform, shop }) {
      const { state } = platform.store;
      return {
        status: 200,
        body: { data: state.categories.filter((c) => c.shopId === shop.id).map((c) => presentCategory(state, c)) },
      };
    },
  });
  router.add('GET', '/v2/categories/:id', {
    scope: 'products:read',
    handle({ platform, shop, params }) {
      const { state } = platform.store;
      const category = state.categories.find(
        (c) => c.shopId === shop.id && (c.id === params.id || c.slug === params.id),
      );
      if (!category) throw notFound('category', params.id ?? '');
      return { status: 200, body: presentCategory(state, category) };
    },
  });
}
