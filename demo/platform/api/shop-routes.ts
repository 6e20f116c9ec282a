// GET /v2/shop and GET /v2/storefronts/{id}.
import { notFound } from '../http/api-error.ts';
import type { Router } from '../http/router.ts';
import { currencyExponent } from '../../../wire/money.ts';
import type { StorefrontRecord } from '../state/types.ts';
import type { ApiRoute } from './context.ts';
import { parseStorefrontId } from './params.ts';
import { requestPricing } from './request-pricing.ts';
import { findStorefront } from '../pricing/price-variant.ts';
import { presentTracking } from '../consent/tag-origins.ts';

export function presentStorefront(storefront: StorefrontRecord, surface: string | null) {
  return { id: storefront.id, name: storefront.name, surface, active: storefront.active };
}

export function addShopRoutes(router: Router<ApiRoute>): void {
  router.add('GET', '/v2/shop', {
    scope: 'shop:read',
    readOnly: true,
    async handle(request) {
      const pricing = await requestPricing(request);
      const surface = request.query.get('surface');
      const { shop } = request;
      return {
        status: 200,
        body: {
          id: shop.id,
          storeId: shop.storeId,
          name: shop.name,
          baseCurrency: shop.baseCurrency,
          currency: pricing.offer.code,
          currencies: shop.currencies.map((offer) => ({ ...offer, exponent: currencyExponent(offer.code) })),
          checkout: shop.checkout,
          locale: shop.locale,
          storefront: pricing.storefront ? presentStorefront(pricing.storefront, surface || null) : null,
          tracking: presentTracking(shop.tracking, request.platform.tagOrigins),
        },
      };
    },
  });
  router.add('GET', '/v2/storefronts/:id', {
    scope: 'storefront:read',
    readOnly: true,
    async handle(request) {
      const id = parseStorefrontId(request.params.id, 'id');
      const storefront = await findStorefront(request.tx, request.shop.id, id);
      if (!storefront) throw notFound('storefront', id);
      return { status: 200, body: presentStorefront(storefront, null) };
    },
  });
}
