// One shop read per client for the whole page: the currency select and the analytics layer (tracking settings, the
// consent log switch) share it, so a page never asks `GET /v2/shop` twice. A failed read is forgotten, so the next
// caller tries again.
import type { Shop, ShopkitClient } from '../../../src/index.ts';

const READS = new WeakMap<ShopkitClient, Promise<Shop>>();

export function readShopOnce(client: ShopkitClient): Promise<Shop> {
  let read = READS.get(client);
  if (!read) {
    read = client.shop.get();
    READS.set(client, read);
    read.catch(() => READS.delete(client));
  }
  return read;
}
