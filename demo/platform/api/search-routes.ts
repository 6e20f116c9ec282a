// GET /v2/search/suggest: what a search box shows while the shopper types (search/suggest-catalogue.ts), cacheable
// for SUGGEST_MAX_AGE seconds by the browser that asked (the answer depends on the key, so no shared cache keeps it).
// It only reads, so it runs through db.read: on PostgreSQL without BEGIN and COMMIT, two of a keystroke's round trips.
import type { Router } from '../http/router.ts';
import { suggestCatalogue } from '../search/suggest-catalogue.ts';
import type { ApiRoute } from './context.ts';
import { requestPricing } from './request-pricing.ts';

export const SUGGEST_MAX_AGE = 30;
const DEFAULT_SUGGESTED = 5;

export function addSearchRoutes(router: Router<ApiRoute>): void {
  router.add('GET', '/v2/search/suggest', {
    scope: 'products:read',
    readOnly: true,
    async handle(request) {
      const { query } = request;
      const pricing = await requestPricing(request);
      const { urls, shopReads } = request.platform;
      const context = { tx: request.tx, pricing, cdnUrl: urls.cdn, vocabulary: shopReads.vocabulary };
      const body = await suggestCatalogue(
        context,
        {
          query: query.get('q') ?? '',
          limit: Number(query.get('limit') || DEFAULT_SUGGESTED),
          category: query.get('category'),
        },
        shopReads.categoryWords,
      );
      return { status: 200, body, headers: { 'Cache-Control': `private, max-age=${SUGGEST_MAX_AGE}` } };
    },
  });
}
