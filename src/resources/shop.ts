// shop.get: the shop record (currencies, checkout kind), priced in the currency in effect.
import type { ShopResource } from '../types.ts';
import { type ResourceContext, send } from './context.ts';

export function createShopResource(ctx: ResourceContext): ShopResource {
  return {
    get: (options) =>
      send(ctx, {
        method: 'GET',
        path: '/v2/shop',
        scope: 'shop:read',
        operation: 'shop.get',
        options,
        query: {},
        campaign: true,
      }),
  };
}
