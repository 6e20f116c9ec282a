// GET /v2/products/search: q, category, minPrice/maxPrice (minor units of the answer's currency), sort, paging. The
// parameters' types, ranges and the sorts are checked against openapi.json before the handler runs.
import { invalid } from '../http/api-error.ts';
import type { Reply } from '../http/respond.ts';
import type { ProductRecord } from '../state/types.ts';
import type { ApiRequest } from './context.ts';
import { page, parseCategory, parseCursor, readLimit, readMinor } from './params.ts';
import { presentProduct, type ProductView } from './present-product.ts';
import { requestPricing } from './request-pricing.ts';

function relevance(view: ProductView, words: string[]): number {
  const name = view.name.toLowerCase();
  const text = `${name} ${view.description.toLowerCase()}`;
  if (!words.every((word) => text.includes(word))) return 0;
  return words.filter((word) => name.includes(word)).length * 10 + 1;
}

const SORTERS: Record<string, (a: ProductView, b: ProductView) => number> = {
  price_asc: (a, b) => a.price - b.price,
  price_desc: (a, b) => b.price - a.price,
  name_asc: (a, b) => a.name.localeCompare(b.name, 'en'),
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
};

export async function searchProducts(request: ApiRequest, products: ProductRecord[]): Promise<Reply> {
  const { query } = request;
  const q = (query.get('q') ?? '').trim();
  const sort = query.get('sort') || 'relevance';
  const minPrice = readMinor(query, 'minPrice');
  const maxPrice = readMinor(query, 'maxPrice');
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    throw invalid('minPrice', minPrice, `must not exceed maxPrice ${maxPrice}`);
  const limit = readLimit(query);
  const offset = parseCursor(query);
  const pricing = await requestPricing(request);
  const category = await parseCategory(request);
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  const scored = products
    .filter((p) => !category || p.categoryIds.includes(category))
    .map((p) => presentProduct(p, pricing, request.platform.urls.cdn))
    .map((view) => ({ view, score: words.length === 0 ? 1 : relevance(view, words) }))
    .filter(
      ({ view, score }) =>
        score > 0 && (minPrice === null || view.price >= minPrice) && (maxPrice === null || view.price <= maxPrice),
    );
  const sorter = SORTERS[sort];
  scored.sort(sorter ? (a, b) => sorter(a.view, b.view) : (a, b) => b.score - a.score);
  return {
    status: 200,
    body: page(
      scored.map((s) => s.view),
      offset,
      limit,
    ),
  };
}
