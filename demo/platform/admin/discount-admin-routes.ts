// The admin API's discount codes (docs/platform.md, "Discount codes"): list a shop's codes with their uses, read
// one, create one, and change any field of one (`{disabled: true}` disables it; codes are never deleted, so carts and
// orders can always name theirs). JSON amounts are minor units of the shop's base currency.
import { findDiscount, listDiscounts } from '../repo/discount-codes.ts';
import { findShop } from '../repo/shops.ts';
import type { Tx } from '../db/database.ts';
import { createDiscount, updateDiscount } from '../discounts/save-discount.ts';
import type { DiscountCodeRecord } from '../discounts/discount-types.ts';
import { invalid, notFound } from '../http/api-error.ts';
import type { Router } from '../http/router.ts';
import { requireObject } from '../api/params.ts';
import type { AdminHandler } from './admin-routes.ts';

/** A code as the admin API shows it. */
export const presentDiscountCode = ({ shopId, ...code }: DiscountCodeRecord) => ({ shop: shopId, ...code });

async function readShop(tx: Tx, value: unknown): Promise<string> {
  if (typeof value !== 'string' || !(await findShop(tx, value))) throw invalid('shop', value, 'must name a shop');
  return value;
}

async function loadCode(tx: Tx, id: string, options: { lock?: boolean } = {}): Promise<DiscountCodeRecord> {
  const owner = await tx.db.selectFrom('discountCodes').select('shopId').where('id', '=', id).executeTakeFirst();
  const code = owner ? await findDiscount(tx, owner.shopId, id, options) : null;
  if (!code) throw notFound('discount', id);
  return code;
}

export function addDiscountAdminRoutes(router: Router<AdminHandler>): void {
  router.add('GET', '/admin/discounts', ({ platform, query }) =>
    platform.db.transaction(async (tx) => {
      const shop = await readShop(tx, query.get('shop') ?? undefined);
      return { status: 200, body: { data: (await listDiscounts(tx, shop)).map(presentDiscountCode) } };
    }),
  );
  router.add('POST', '/admin/discounts', ({ platform, body }) =>
    platform.db.transaction(async (tx) => {
      const { shop, ...input } = requireObject(body);
      const code = await createDiscount(tx, await readShop(tx, shop), input, platform.now());
      return { status: 201, body: presentDiscountCode(code) };
    }),
  );
  router.add('GET', '/admin/discounts/:id', ({ platform, params }) =>
    platform.db.transaction(async (tx) => ({
      status: 200,
      body: presentDiscountCode(await loadCode(tx, params.id ?? '')),
    })),
  );
  router.add('PATCH', '/admin/discounts/:id', ({ platform, params, body }) =>
    platform.db.transaction(async (tx) => {
      const changes = requireObject(body);
      for (const field of ['id', 'shop', 'uses', 'createdAt', 'updatedAt'])
        if (field in changes) throw invalid(field, changes[field], 'cannot be changed');
      const code = await loadCode(tx, params.id ?? '', { lock: true });
      return { status: 200, body: presentDiscountCode(await updateDiscount(tx, code, changes, platform.now())) };
    }),
  );
}
