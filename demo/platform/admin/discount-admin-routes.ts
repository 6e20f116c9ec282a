// The admin API's discount codes (docs/platform.md, "Discount codes"), beside the other back-office routes under
// /admin/shops/<shop>/: list a shop's codes with their uses, read one, create one, and change any field of one
// (`{disabled: true}` disables it; codes are never deleted, so carts and orders can always name theirs). JSON amounts
// are minor units of the shop's base currency.
import { requireObject } from '../api/params.ts';
import type { PlatformContext } from '../platform-context.ts';
import type { Tx } from '../db/database.ts';
import type { DiscountCodeRecord } from '../discounts/discount-types.ts';
import { createDiscount, updateDiscount } from '../discounts/save-discount.ts';
import { invalid, notFound } from '../http/api-error.ts';
import type { Router } from '../http/router.ts';
import { findDiscount, listDiscounts } from '../repo/discount-codes.ts';
import { findShop } from '../repo/shops.ts';
import type { AdminHandler } from './admin-handler.ts';

/** A code as the admin API shows it. */
export const presentDiscountCode = ({ shopId, ...code }: DiscountCodeRecord) => ({ shop: shopId, ...code });

const PLATFORM_FIELDS = ['id', 'shop', 'shopId', 'uses', 'createdAt', 'updatedAt'];

function inShop<T>(platform: PlatformContext, shopId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return platform.db.transaction(async (tx) => {
    if (!(await findShop(tx, shopId))) throw notFound('shop', shopId);
    return work(tx);
  });
}

async function loadCode(tx: Tx, shopId: string, id: string): Promise<DiscountCodeRecord> {
  const code = await findDiscount(tx, shopId, id, { lock: true });
  if (!code) throw notFound('discount', id);
  return code;
}

export function addDiscountAdminRoutes(router: Router<AdminHandler>): void {
  router.add('GET', '/admin/shops/:shop/discounts', ({ platform, params }) =>
    inShop(platform, params.shop ?? '', async (tx) => ({
      status: 200,
      body: { data: (await listDiscounts(tx, params.shop ?? '')).map(presentDiscountCode) },
    })),
  );
  router.add('POST', '/admin/shops/:shop/discounts', ({ platform, params, body }) =>
    inShop(platform, params.shop ?? '', async (tx) => {
      const input = requireObject(body);
      for (const field of PLATFORM_FIELDS)
        if (field in input) throw invalid(field, input[field], 'is set by the platform');
      const code = await createDiscount(tx, params.shop ?? '', input, platform.now());
      return { status: 201, body: presentDiscountCode(code) };
    }),
  );
  router.add('GET', '/admin/shops/:shop/discounts/:id', ({ platform, params }) =>
    inShop(platform, params.shop ?? '', async (tx) => ({
      status: 200,
      body: presentDiscountCode(await loadCode(tx, params.shop ?? '', params.id ?? '')),
    })),
  );
  router.add('PATCH', '/admin/shops/:shop/discounts/:id', ({ platform, params, body }) =>
    inShop(platform, params.shop ?? '', async (tx) => {
      const changes = requireObject(body);
      for (const field of PLATFORM_FIELDS)
        if (field in changes) throw invalid(field, changes[field], 'cannot be changed');
      const code = await loadCode(tx, params.shop ?? '', params.id ?? '');
      return { status: 200, body: presentDiscountCode(await updateDiscount(tx, code, changes, platform.now())) };
    }),
  );
}
