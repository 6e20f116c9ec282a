// The currency and campaign a read is priced in: `?currency=` (unoffered codes fall back to the base currency) and
// `?storefront=sf_…`.
import type { ApiRequest } from './context.ts';
import { parseStorefrontId } from './params.ts';
import { resolvePriceContext, type PriceContext } from '../pricing/price-variant.ts';

export async function requestPricing(request: ApiRequest, storefrontId?: string | null): Promise<PriceContext> {
  const raw = storefrontId !== undefined ? storefrontId : request.query.get('storefront');
  const id = raw === null || raw === '' ? null : parseStorefrontId(raw, 'storefront');
  return resolvePriceContext(request.tx, request.shop, { currency: request.query.get('currency'), storefrontId: id });
}
