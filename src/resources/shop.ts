// shop.get: the shop record (currencies, checkout kind), priced in the currency in effect.
import type { RequestOptions, Shop, ShopResource } from '../types.ts';
import type { ResourceContext } from './context.ts';

export function createShopResource(ctx: ResourceContext): ShopResource {
  return {
    async get(options?: RequestOptions) {
      const currency = await ctx.currency(options);
      return ctx.request<Shop>({
        method: 'GET', path: '/v2/shop', scope: 'shop:read', operation: 'shop.get', signal: options?.signal,
        query: { currency, storefront: ctx.storefront?.id },
      });
    },
  };
}
