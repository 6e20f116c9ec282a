// The cart part of the client (loaded on first use, see ../client-parts.ts): the stateless operations, the waiting
// discount code and the remembered cart, made from the resource context and the client's storage.
import type { Emitter } from '../emitter.ts';
import { createCartApi } from '../resources/cart-api.ts';
import { type RememberedCartDeps, createCartResource } from '../resources/cart.ts';
import type { ResourceContext } from '../resources/context.ts';
import { createPendingDiscount } from '../resources/pending-discount.ts';
import type { CartResource, ShopkitDiscountRejection } from '../types.ts';

export interface CartPartDeps extends Omit<RememberedCartDeps, 'api' | 'pending'> {
  ctx: ResourceContext;
  /** Where a waiting code that could not apply is reported (`onDiscountRejected`). */
  rejections: Emitter<ShopkitDiscountRejection>;
}

export function createCartPart(deps: CartPartDeps): CartResource {
  const api = createCartApi(deps.ctx);
  const { storage, keys, cartTtlSeconds, rejections } = deps;
  const pending = createPendingDiscount({ api, storage, keys, cartTtlSeconds, rejections });
  return createCartResource({ ...deps, api, pending });
}
