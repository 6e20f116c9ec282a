// Campaign storefronts and their prices.
import type { Tx } from '../db/database.ts';
import type { StorefrontRecord } from '../state/types.ts';
import { fromJson, toJson } from './json-column.ts';

/** Storefront ids are compared without regard to case (`sf_01h…` and `SF_01H…` name the same one). */
export async function findStorefrontById(tx: Tx, shopId: string, id: string): Promise<StorefrontRecord | null> {
  const row = await tx.db
    .selectFrom('storefronts')
    .selectAll()
    .where('shopId', '=', shopId)
    .where((eb) => eb(eb.fn('lower', ['id']), '=', id.toLowerCase()))
    .executeTakeFirst();
  if (!row) return null;
  return { ...row, active: row.active === 1, prices: fromJson<Record<string, number>>(row.prices) };
}

export async function insertStorefront(tx: Tx, storefront: StorefrontRecord): Promise<void> {
  await tx.db
    .insertInto('storefronts')
    .values({ ...storefront, active: storefront.active ? 1 : 0, prices: toJson(storefront.prices) })
    .execute();
}
