// Product reads: list (limit, cursor, category, ids), by id, by slug, and search.
import { invalid, notFound } from '../http/api-error.ts';
import type { Router } from '../http/router.ts';
import type { ProductRecord } from '../state/types.ts';
import type { ApiRequest, ApiRoute } from './context.ts';
import { page, parseCursor, parseLimit } from './params.ts';
import { presentProduct } from './present-product.ts';
import { requestPricing } from './request-pricing.ts';
import { searchProducts } from './search-products.ts';

const shopProducts = (request: ApiRequest): ProductRecord[] =>
  request.platform.store.state.products.filter((p) => p.shopId === request.shop.id);

function parseIds(raw: string | null): string[] | null {
  if (raw === null) return null;
  const ids = raw
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id.length > 0);
  if (ids.length === 0 || ids.length > 200) throw invalid('ids', raw, 'must list 1 to 200 comma-separated product ids');
  return ids;
}

function single(request: ApiRequest, find: (p: ProductRecord) => boolean, what: string, value: string) {
  const pricing = requestPricing(request);
  const product = shopProducts(request).find(find);
  if (!product) throw notFound(what, value);
  return { status: 200, body: presentProduct(product, pricing, request.platform.urls.cdn) };
}

export function addProductRoutes(router: Router<ApiRoute>): void {
  router.add('GET', '/v2/products', {
    scope: 'products:read',
    handle(request) {
      const limit = parseLimit(request.query);
      const offset = parseCursor(request.query);
      const pricing = requestPricing(request);
      const ids = parseIds(request.query.get('ids'));
      const category = request.query.get('category');
      let products = shopProducts(request);
      if (category) products = products.filter((p) => p.categoryIds.includes(category));
      if (ids) products = ids.flatMap((id) => products.filter((p) => p.id === id));
      const views = products.map((p) => presentProduct(p, pricing, request.platform.urls.cdn));
      return { status: 200, body: page(views, offset, limit) };
    },
  });
  router.add('GET', '/v2/products/search', {
    scope: 'products:read',
    handle: (request) => searchProducts(request, shopProducts(request)),
  });
  router.add('GET', '/v2/products/by-slug/:slug', {
    scope: 'products:read',
    handle: (request) => single(request, (p) => p.slug === request.params.slug, 'product', request.params.slug ?? ''),
  });
  router.add('GET', '/v2/products/:id', {
    scope: 'products:read',
    handle: (request) => single(request, (p) => p.id === request.params.id, 'product', request.params.id ?? ''),
  });
}
