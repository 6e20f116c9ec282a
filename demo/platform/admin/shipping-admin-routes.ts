// The admin API's shipping methods (docs/platform.md, "Shipping"), beside the other back-office routes under
// /admin/shops/<shop>/: list a shop's methods (with the VAT rate shipping is taxed at), read, create, change any field
// of, and delete one. JSON amounts are minor units; `prices` and `freeOverPrices` are per charge currency.
import { requireObject } from '../api/params.ts';
import type { Tx } from '../db/database.ts';
import { invalid, notFound } from '../http/api-error.ts';
import type { Router } from '../http/router.ts';
import { deleteShippingMethod, findShippingMethod, listShippingMethods } from '../repo/shipping-methods.ts';
import { createShippingMethod, updateShippingMethod } from '../shipping/save-shipping-method.ts';
import type { ShippingMethodRecord } from '../shipping/shipping-types.ts';
import type { AdminHandler } from './admin-handler.ts';
import { inShop } from './in-shop.ts';

/** A method as the admin API shows it. */
export const presentShippingMethod = ({ shopId, ...method }: ShippingMethodRecord) => ({ shop: shopId, ...method });

const PLATFORM_FIELDS = ['id', 'shop', 'shopId', 'createdAt', 'updatedAt'];

function refusePlatformFields(input: Record<string, unknown>): void {
  for (const field of PLATFORM_FIELDS) if (field in input) throw invalid(field, input[field], 'is set by the platform');
}

async function loadMethod(tx: Tx, shopId: string, id: string): Promise<ShippingMethodRecord> {
  const method = await findShippingMethod(tx, shopId, id);
  if (!method) throw notFound('shipping method', id);
  return method;
}

export function addShippingAdminRoutes(router: Router<AdminHandler>): void {
  const base = '/admin/shops/:shop/shipping-methods';
  router.add('GET', base, ({ platform, params }) =>
    inShop(platform, params.shop ?? '', async (tx, shop) => ({
      status: 200,
      body: { vatRate: shop.vatRate, data: (await listShippingMethods(tx, shop.id)).map(presentShippingMethod) },
    })),
  );
  router.add('POST', base, ({ platform, params, body }) =>
    inShop(platform, params.shop ?? '', async (tx, shop) => {
      const input = requireObject(body);
      refusePlatformFields(input);
      return { status: 201, body: presentShippingMethod(await createShippingMethod(tx, shop, input, platform.now())) };
    }),
  );
  router.add('GET', `${base}/:id`, ({ platform, params }) =>
    inShop(platform, params.shop ?? '', async (tx, shop) => ({
      status: 200,
      body: presentShippingMethod(await loadMethod(tx, shop.id, params.id ?? '')),
    })),
  );
  router.add('PATCH', `${base}/:id`, ({ platform, params, body }) =>
    inShop(platform, params.shop ?? '', async (tx, shop) => {
      const changes = requireObject(body);
      refusePlatformFields(changes);
      const method = await loadMethod(tx, shop.id, params.id ?? '');
      return {
        status: 200,
        body: presentShippingMethod(await updateShippingMethod(tx, shop, method, changes, platform.now())),
      };
    }),
  );
  router.add('DELETE', `${base}/:id`, ({ platform, params }) =>
    inShop(platform, params.shop ?? '', async (tx, shop) => {
      if (!(await deleteShippingMethod(tx, shop.id, params.id ?? '')))
        throw notFound('shipping method', params.id ?? '');
      return { status: 204 };
    }),
  );
}
