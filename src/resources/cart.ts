// The cart resource: the stateless operations plus the visitor's remembered cart, whose id lives in storage under
// `<prefix>_cart_id` (and the numeric store id under `<prefix>_store_id`). Reading never creates a cart; the first
// `add` creates it with its line in one POST. Remembered mutations run one at a time so two quick adds cannot make
// two carts. Every remembered read or change is announced through `onCartChange`.
// A 404/410 from a line change is not taken as "the cart is gone" (the line may be: another tab removed it, or a
// remove whose answer was lost): the cart is re-read and announced, and only a cart that is itself gone is forgotten.
// Then `remove` (and `update` to 0) resolves with the re-read cart, since the line is gone as asked; `update` to a
// quantity rejects with the platform's 404 (ShopkitHttpError naming the line).
// Discount codes: `applyDiscount` before the first add, and `deferDiscount` (the `?discount=` link), leave a code
// waiting; every later change of the remembered cart settles it in the same turn (pending-discount.ts), so the cart
// is announced once, with the code on it.
import { isSameDiscountCode, normalizeDiscountCode } from '../config/discount-code.ts';
import { ShopkitError } from '../errors/shopkit-error.ts';
import { readValue } from '../storage/storage-value.ts';
import type { Cart, CartResource, RequestOptions } from '../types.ts';
import { apply } from '../config/validate-options.ts';
import { ADD_RULES, type CartApi, checkUpdate } from './cart-api.ts';
import { isGone, orNull } from './context.ts';
import type { PendingDiscountStore } from './pending-discount.ts';
import { type RememberedCartStore, rememberCart } from './remember-cart.ts';

export interface RememberedCartDeps extends RememberedCartStore {
  api: CartApi;
  pending: PendingDiscountStore;
  /** True when the cart was handed to a checkout that is paid (and then already forgotten): no read of a gone cart. */
  checkedOut?: (cartId: string) => Promise<boolean>;
}

export function createCartResource(deps: RememberedCartDeps): CartResource {
  const { api, storage, keys, pending } = deps;
  let queue: Promise<unknown> = Promise.resolve();
  let reading: Promise<Cart | null> | null = null;
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };
  const id = () => readValue(storage, keys.cartId);

  const remember = async (cart: Cart | null) => {
    const remembered = await rememberCart(deps, cart);
    pending.flush();
    return remembered;
  };

  async function withRemembered(
    operation: string,
    removing: boolean,
    options: RequestOptions | undefined,
    task: (cartId: string) => Promise<Cart>,
  ): Promise<Cart> {
    const cartId = await id();
    if (cartId === null) throw new ShopkitError(`${operation}: no remembered cart`, { context: { operation } });
    try {
      return (await remember(await task(cartId)))!;
    } catch (error) {
      if (!isGone(error)) throw error;
      const fresh = await api.get(cartId, options).then(remember, () => null);
      if (fresh && removing) return fresh;
      throw error;
    }
  }

  async function readCurrent(options?: RequestOptions): Promise<Cart | null> {
    const cartId = await id();
    if (cartId === null) {
      await remember(null);
      return null;
    }
    if (await deps.checkedOut?.(cartId)) return null;
    return remember(await api.get(cartId, options));
  }

  return {
    ...api,
    id,
    current(options) {
      reading ??= readCurrent(options).finally(() => {
        reading = null;
      });
      return reading;
    },
    async add(line, options) {
      apply(ADD_RULES, line, 'cart.add ');
      return serial(async () => {
        const cartId = await id();
        const added = cartId === null ? null : await orNull(api.addItem(cartId, line, options));
        const changed = added ?? (await api.create({ items: [line] }, options));
        return (await remember(await pending.settle(changed, options)))!;
      });
    },
    async update(itemId, quantity, options) {
      checkUpdate(quantity, 'cart.update');
      return serial(() =>
        withRemembered('cart.update', quantity === 0, options, async (cartId) =>
          pending.settle(await api.updateItem(cartId, itemId, quantity, options), options),
        ),
      );
    },
    remove: (itemId, options) =>
      serial(() =>
        withRemembered('cart.remove', true, options, async (cartId) =>
          pending.settle(await api.removeItem(cartId, itemId, options), options),
        ),
      ),
    applyDiscount: async (code, options) => {
      const discount = normalizeDiscountCode(code, 'cart.applyDiscount code');
      return serial(async () => {
        if ((await id()) === null) return pending.write({ code: discount, reported: false }).then(() => null);
        return withRemembered('cart.applyDiscount', false, options, (cartId) =>
          api.applyDiscountTo(cartId, discount, options),
        );
      });
    },
    removeDiscount: async (code, options) => {
      const discount = normalizeDiscountCode(code, 'cart.removeDiscount code');
      return serial(async () => {
        const waiting = await pending.read();
        if (waiting && isSameDiscountCode(waiting.code, discount)) await pending.write(null);
        if ((await id()) === null) return null;
        return withRemembered('cart.removeDiscount', false, options, (cartId) =>
          api.removeDiscountFrom(cartId, discount, options),
        );
      });
    },
    deferDiscount: async (code) => {
      const discount = code === null ? null : normalizeDiscountCode(code, 'cart.deferDiscount code');
      return serial(() => pending.write(discount === null ? null : { code: discount, reported: false }));
    },
    pendingDiscount: async () => (await pending.read())?.code ?? null,
    clear: (options) =>
      serial(async () => {
        const cartId = await id();
        if (cartId !== null) await orNull(api.delete(cartId, options));
        await remember(null);
      }),
  };
}
