// The currency and campaign a read is priced in: `?currency=` (unoffered codes fall back to the base currency) and
// `?storefront=sf_…`.
import { parseCurrencyParam, resolveOffer } from '../pricing/money.ts';
import type { ApiRequest } from './context.ts';
import { parseStorefrontId } from './params.ts';
import { findStorefront, type PriceContext } from '../pricing/price-variant.ts';

export async function requestPricing(request: ApiRequest, storefrontId?: string | null): Promise<PriceContext> {
  const offer = resolveOffer(request.shop, parseCurrencyParam(request.query.get('currency') ?? undefined));
  const raw = storefrontId !== undefined ? storefrontId : request.query.get('storefront');
  const id = raw === null || raw === '' ? null : parseStorefrontId(raw, 'storefront');
  return { shop: request.shop, offer, storefront: await findStorefront(request.tx, request.shop.id, id) };
}
