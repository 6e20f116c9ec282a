// The visitor's remembered cart: its id under `<prefix>_cart_id` and its store id under `<prefix>_store_id`, announced
// through `onCartChange` whenever it changes. The cart resource writes it; a paid checkout forgets it.
import type { Emitter } from '../emitter.ts';
import type { StorageKeys } from '../storage/storage-keys.ts';
import { readValue, writeValue } from '../storage/storage-value.ts';
import type { Cart, StorageAdapter } from '../types.ts';

export interface RememberedCartStore {
  storage: StorageAdapter;
  keys: StorageKeys;
  cartTtlSeconds: number;
  changes: Emitter<Cart | null>;
}

/** The remembered cart id, or null. */
export const readCartId = ({ storage, keys }: RememberedCartStore): Promise<string | null> =>
  readValue(storage, keys.cartId);

/** Remembers the cart's id and store id (null forgets both) and announces it. */
export async function rememberCart(store: RememberedCartStore, cart: Cart | null): Promise<Cart | null> {
  const { storage, keys, cartTtlSeconds, changes } = store;
  await writeValue(storage, keys.cartId, cart ? cart.id : null, cartTtlSeconds);
  await writeValue(storage, keys.storeId, cart ? String(cart.storeId) : null, cartTtlSeconds);
  changes.emit(cart);
  return cart;
}
