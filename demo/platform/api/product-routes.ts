// Product reads: list (limit, cursor, category, ids), by id, by slug, and search; `locale=` adds the answer's money
// format (money-format.ts).
import { invalid, notFound } from '../http/api-error.ts';
import type { Router } from '../http/router.ts';
import { findProduct, findProductBySlug, findProducts, listProducts } from '../repo/products.ts';
import type { ProductRecord } from '../state/types.ts';
import type { ApiRequest, ApiRoute } from './context.ts';
import { encodeCursor, parseCategory, parseCursor, previousCursor, readLimit } from './params.ts';
import { requestMoneyFormat } from './money-format.ts';
import { presentProduct } from './present-product.ts';
import { requestPricing } from './request-pricing.ts';
import { searchProducts } from './search-products.ts';

function parseIds(raw: string | null): string[] | null {
  if (raw === null) return null;
  const ids = raw
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id.length > 0);
  if (ids.length === 0 || ids.length > 200) throw invalid('ids', raw, 'must list 1 to 200 comma-separated product ids');
  return ids;
}

async function single(request: ApiRequest, product: ProductRecord | null, value: string) {
  const pricing = await requestPricing(request);
  const format = requestMoneyFormat(request, pricing.offer.code);
  if (!product) throw notFound('product', value);
  const body = presentProduct(product, pricing, request.platform.urls.cdn);
  return { status: 200, body: format ? { ...body, format } : body };
}

interface ListPage {
  category: string | null;
  offset: number;
  limit: number;
}

/** `?ids=`: the listed products in the order asked (repeats included), then filtered and paged like a list. */
async function listByIds(request: ApiRequest, ids: string[], { category, offset, limit }: ListPage) {
  const found = new Map((await findProducts(request.tx, request.shop.id, ids)).map((p) => [p.id, p]));
  const products = ids
    .flatMap((id) => found.get(id) ?? [])
    .filter((p) => !category || p.categoryIds.includes(category));
  return { products: products.slice(offset, offset + limit), more: offset + limit < products.length };
}

/** A page of the catalogue: one more row than asked tells whether another page follows. */
async function listPage(request: ApiRequest, { category, offset, limit }: ListPage) {
  const rows = await listProducts(request.tx, request.shop.id, { categoryId: category, offset, limit: limit + 1 });
  return { products: rows.slice(0, limit), more: rows.length > limit };
}

export function addProductRoutes(router: Router<ApiRoute>): void {
  router.add('GET', '/v2/products', {
    scope: 'products:read',
    readOnly: true,
    async handle(request) {
      const limit = readLimit(request.query);
      const offset = parseCursor(request.query);
      const pricing = await requestPricing(request);
      const format = requestMoneyFormat(request, pricing.offer.code);
      const ids = parseIds(request.query.get('ids'));
      const page = { category: await parseCategory(request), offset, limit };
      const { products, more } = ids ? await listByIds(request, ids, page) : await listPage(request, page);
      const data = products.map((p) => presentProduct(p, pricing, request.platform.urls.cdn));
      const nextCursor = more ? encodeCursor(offset + limit) : null;
      const body = { data, nextCursor, previousCursor: previousCursor(offset, limit) };
      return { status: 200, body: format ? { ...body, format } : body };
    },
  });
  router.add('GET', '/v2/products/search', {
    scope: 'products:read',
    readOnly: true,
    handle: searchProducts,
  });
  router.add('GET', '/v2/products/by-slug/:slug', {
    scope: 'products:read',
    readOnly: true,
    handle: async (request) =>
      single(
        request,
        await findProductBySlug(request.tx, request.shop.id, request.params.slug ?? ''),
        request.params.slug ?? '',
      ),
  });
  router.add('GET', '/v2/products/:id', {
    scope: 'products:read',
    readOnly: true,
    handle: async (request) =>
      single(request, await findProduct(request.tx, request.shop.id, request.params.id ?? ''), request.params.id ?? ''),
  });
}
