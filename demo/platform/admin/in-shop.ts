// The admin API's per-shop routes run their work in one transaction with the shop their path names (a 404 when it
// does not exist); a catalogue write also takes the shop's catalogue lock first (catalogue/lock-catalogue.ts).
import { lockCatalogue } from '../catalogue/lock-catalogue.ts';
import type { Tx } from '../db/database.ts';
import { notFound } from '../http/api-error.ts';
import type { PlatformContext } from '../platform-context.ts';
import { findShop } from '../repo/shops.ts';
import type { ShopRecord } from '../state/types.ts';

export function inShop<T>(
  platform: PlatformContext,
  shopId: string,
  work: (tx: Tx, shop: ShopRecord) => Promise<T>,
  options: { lockCatalogue?: boolean } = {},
): Promise<T> {
  return platform.db.transaction(async (tx) => {
    const shop = await findShop(tx, shopId);
    if (!shop) throw notFound('shop', shopId);
    if (options.lockCatalogue) await lockCatalogue(tx, shop.id);
    return work(tx, shop);
  });
}
