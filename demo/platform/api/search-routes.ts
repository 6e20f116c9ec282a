// GET /v2/search/suggest: what a search box shows while the shopper types (search/suggest-catalogue.ts), cacheable
// for SUGGEST_MAX_AGE seconds by the browser that asked (the answer depends on the key, so no shared cache keeps it).
// It only reads, so it runs through db.read: on PostgreSQL without BEGIN and COMMIT, two of a keystroke's round trips.
// The platform keeps each answer for as long too, by shop, currency, storefront and what was asked
// (state/shop-reads.ts): shoppers type the same first letters, and any committed change to what an answer shows
// forgets them.
import type { Router } from '../http/router.ts';
import { suggestCatalogue } from '../search/suggest-catalogue.ts';
import { SUGGESTIONS_TTL_MS } from '../state/shop-reads.ts';
import type { ApiRoute } from './context.ts';
import { requestPricing } from './request-pricing.ts';

export const SUGGEST_MAX_AGE = SUGGESTIONS_TTL_MS / 1000;
const DEFAULT_SUGGESTED = 5;

export function addSearchRoutes(router: Router<ApiRoute>): void {
  router.add('GET', '/v2/search/suggest', {
    scope: 'products:read',
    readOnly: true,
    async handle(request) {
      const { query } = request;
      const pricing = await requestPricing(request);
      const { urls, shopReads } = request.platform;
      const asked = { query: query.get('q') ?? '', limit: query.get('limit'), category: query.get('category') };
      const key = JSON.stringify([pricing.shop.id, pricing.offer.code, pricing.storefront?.id ?? null, asked]);
      const body = await shopReads.suggestions.read(key, () => {
        const context = { tx: request.tx, pricing, cdnUrl: urls.cdn, vocabulary: shopReads.vocabulary };
        const limit = Number(asked.limit || DEFAULT_SUGGESTED);
        return suggestCatalogue(context, { ...asked, limit }, shopReads.categoryWords);
      });
      return { status: 200, body, headers: { 'Cache-Control': `private, max-age=${SUGGEST_MAX_AGE}` } };
    },
  });
}
