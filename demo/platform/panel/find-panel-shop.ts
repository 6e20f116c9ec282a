// The shop a panel session works on (the first shop when its own is gone).
import type { Tx } from '../db/database.ts';
import { findShop, listShopIds } from '../repo/shops.ts';
import type { ShopRecord } from '../state/types.ts';
import type { PanelSession } from './panel-sessions.ts';

export async function findPanelShop(tx: Tx, session: PanelSession): Promise<ShopRecord> {
  const shop = (await findShop(tx, session.shopId)) ?? (await findShop(tx, (await listShopIds(tx))[0] ?? ''));
  if (!shop) throw new Error('the database holds no shop');
  return shop;
}
