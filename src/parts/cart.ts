// The cart part of the client (loaded on first use, see ../client-parts.ts): the stateless operations and the
// remembered cart, made from the resource context and the client's storage.
import { createCartApi } from '../resources/cart-api.ts';
import { type RememberedCartDeps, createCartResource } from '../resources/cart.ts';
import type { ResourceContext } from '../resources/context.ts';
import type { CartResource } from '../types.ts';

export function createCartPart(deps: Omit<RememberedCartDeps, 'api'> & { ctx: ResourceContext }): CartResource {
  return createCartResource({ ...deps, api: createCartApi(deps.ctx) });
}
