// A code waiting for the remembered cart (a `?discount=` link, or an apply before the first add), kept in storage
// under `<prefix>_discount` as `<reported>.<code>`: `0` until a rejection was reported, `1` after (the code stays
// while the cart may still qualify, and is not reported again). After each change of the remembered cart `settle`
// applies it: applied (or already on the cart), it is forgotten; rejected, it is reported once and kept only for reasons the cart can still
// fix (below the minimum, nothing it applies to); a failure to reach the platform keeps it for the next change.
// The rejection is reported after the changed cart is announced, so a listener hears the cart first.
import { isSameDiscountCode } from '../config/discount-code.ts';
import type { Emitter } from '../emitter.ts';
import { isShopkitDiscountError } from '../errors/guards.ts';
import type { StorageKeys } from '../storage/storage-keys.ts';
import { readValue, writeValue } from '../storage/storage-value.ts';
import type { Cart, DiscountReason, RequestOptions, ShopkitDiscountRejection, StorageAdapter } from '../types.ts';
import type { CartApi } from './cart-api.ts';

export interface PendingDiscount {
  code: string;
  reported: boolean;
}

/** Reasons a later change of the cart can remove, so the code keeps waiting. */
const CART_DEPENDENT: readonly DiscountReason[] = ['below_minimum', 'not_for_items'];

export function parsePendingDiscount(text: string | null): PendingDiscount | null {
  const match = text === null ? null : /^([01])\.(.+)$/s.exec(text);
  return match ? { reported: match[1] === '1', code: match[2]! } : null;
}

export interface PendingDiscountDeps {
  api: Pick<CartApi, 'applyDiscountTo'>;
  storage: StorageAdapter;
  keys: StorageKeys;
  cartTtlSeconds: number;
  rejections: Emitter<ShopkitDiscountRejection>;
}

export interface PendingDiscountStore {
  read(): Promise<PendingDiscount | null>;
  write(pending: PendingDiscount | null): Promise<void>;
  /** Applies the waiting code to a cart that just changed; resolves with the cart to remember. Never rejects. */
  settle(cart: Cart, options?: RequestOptions): Promise<Cart>;
  /** Reports a rejection `settle` met; called once the changed cart is remembered and announced. */
  flush(): void;
}

export function createPendingDiscount(deps: PendingDiscountDeps): PendingDiscountStore {
  const { storage, keys } = deps;
  let unreported: ShopkitDiscountRejection | null = null;
  const read = async () => parsePendingDiscount(await readValue(storage, keys.discount));
  const write = (pending: PendingDiscount | null) =>
    writeValue(storage, keys.discount, pending && `${pending.reported ? 1 : 0}.${pending.code}`, deps.cartTtlSeconds);

  async function settle(cart: Cart, options?: RequestOptions): Promise<Cart> {
    const pending = await read();
    if (!pending) return cart;
    if (cart.discounts.some((discount) => isSameDiscountCode(discount.code, pending.code))) {
      await write(null);
      return cart;
    }
    try {
      const applied = await deps.api.applyDiscountTo(cart.id, pending.code, options);
      await write(null);
      return applied;
    } catch (error) {
      if (!isShopkitDiscountError(error)) return cart;
      const kept = CART_DEPENDENT.includes(error.reason);
      await write(kept ? { code: pending.code, reported: true } : null);
      if (!pending.reported) {
        const { code, reason, minimumSubtotal, currency } = error;
        unreported = { code, reason, minimumSubtotal, currency, pending: kept };
      }
      return cart;
    }
  }

  function flush(): void {
    const rejection = unreported;
    unreported = null;
    if (rejection) deps.rejections.emit(rejection);
  }

  return { read, write, settle, flush };
}
