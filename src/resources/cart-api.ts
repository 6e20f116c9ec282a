// The stateless cart operations (explicit cart id). Line operations use the line id, never the product id.
import { fieldError } from '../errors/shopkit-config-error.ts';
import { segment } from '../transport/build-url.ts';
import type { Cart, CartLineInput, RequestOptions } from '../types.ts';
import { type ResourceContext, orNull } from './context.ts';

export interface CartApi {
  create(input?: { items?: CartLineInput[] }, options?: RequestOptions): Promise<Cart>;
  get(cartId: string, options?: RequestOptions): Promise<Cart | null>;
  addItem(cartId: string, line: CartLineInput, options?: RequestOptions): Promise<Cart>;
  updateItem(cartId: string, itemId: string, quantity: number, options?: RequestOptions): Promise<Cart>;
  removeItem(cartId: string, itemId: string, options?: RequestOptions): Promise<Cart>;
  delete(cartId: string, options?: RequestOptions): Promise<void>;
}

function checkQuantity(quantity: number | undefined, min: number, field: string): void {
  if (quantity !== undefined && !(Number.isInteger(quantity) && quantity >= min && quantity <= 999)) {
    throw fieldError(field, `expected a whole number from ${min} to 999; got ${String(quantity)}`);
  }
}

function checkLine(line: CartLineInput, field: string): CartLineInput {
  if (typeof line?.productId !== 'string' || line.productId === '') throw fieldError(`${field} productId`, 'a product id is required');
  checkQuantity(line.quantity, 1, `${field} quantity`);
  return line;
}

function checkId(id: unknown, field: string): string {
  if (typeof id !== 'string' || id === '') throw fieldError(field, `an id is required; got ${JSON.stringify(id)}`);
  return id;
}

export function createCartApi(ctx: ResourceContext): CartApi {
  async function send<T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, operation: string, options?: RequestOptions, body?: unknown): Promise<T> {
    const currency = await ctx.currency(options);
    const scope = method === 'GET' ? 'cart:read' : 'cart:write';
    return ctx.request<T>({ method, path, scope, operation, body, signal: options?.signal, query: { currency } });
  }
  const cartPath = (cartId: string, field: string) => `/v2/cart/${segment(checkId(cartId, field))}`;

  return {
    create(input = {}, options) {
      const items = (input.items ?? []).map((line) => checkLine(line, 'cart.create items'));
      const body = ctx.storefront ? { items, storefront: ctx.storefront } : { items };
      return send<Cart>('POST', '/v2/cart', 'cart.create', options, body);
    },
    get: (cartId, options) => orNull(send<Cart>('GET', cartPath(cartId, 'cart.get cartId'), 'cart.get', options)),
    addItem: (cartId, line, options) =>
      send<Cart>('POST', `${cartPath(cartId, 'cart.addItem cartId')}/items`, 'cart.addItem', options, checkLine(line, 'cart.addItem')),
    updateItem(cartId, itemId, quantity, options) {
      checkQuantity(quantity, 0, 'cart.updateItem quantity');
      if (quantity === undefined) throw fieldError('cart.updateItem quantity', 'a quantity is required');
      const path = `${cartPath(cartId, 'cart.updateItem cartId')}/items/${segment(checkId(itemId, 'cart.updateItem itemId'))}`;
      return send<Cart>('PATCH', path, 'cart.updateItem', options, { quantity });
    },
    removeItem: (cartId, itemId, options) =>
      send<Cart>('DELETE', `${cartPath(cartId, 'cart.removeItem cartId')}/items/${segment(checkId(itemId, 'cart.removeItem itemId'))}`, 'cart.removeItem', options),
    delete: (cartId, options) => send<void>('DELETE', cartPath(cartId, 'cart.delete cartId'), 'cart.delete', options),
  };
}
