// The stateless cart operations (explicit cart id). Line operations use the line id, never the product id.
// Quantities are checked here before anything is sent (integers 1-999 on a new line, 0-999 on a change, 0 removing);
// the platform checks the lines again (400 `invalid_request` / `variant_required`, naming the field).
// Discount codes are trimmed and bounded here; a code that cannot apply rejects with ShopkitDiscountError.
import { normalizeDiscountCode } from '../config/discount-code.ts';
import { apply, intRule } from '../config/validate-options.ts';
import { fieldError } from '../errors/shopkit-config-error.ts';
import { toDiscountError } from '../errors/shopkit-discount-error.ts';
import { segment } from '../transport/build-url.ts';
import type { Cart, CartResource, RequestOptions } from '../types.ts';
import { type ResourceContext, orNull, send } from './context.ts';

/** The stateless half of the public CartResource. */
export type CartApi = Pick<
  CartResource,
  'create' | 'get' | 'addItem' | 'updateItem' | 'removeItem' | 'delete' | 'applyDiscountTo' | 'removeDiscountFrom'
>;

export const ADD_RULES = [intRule('quantity', 1, 999)];
export const UPDATE_RULES = [intRule('quantity', 0, 999)];

/** A quantity to set is required: a missing one is checked as null, so it fails and is named. */
export const checkUpdate = (quantity: unknown, operation: string): void =>
  apply(UPDATE_RULES, { quantity: quantity ?? null }, `${operation} `);

/** An id that goes into a path must be a non-empty string, so a missing id can never address another resource. */
function id(value: unknown, field: string): string {
  if (typeof value !== 'string' || value === '')
    throw fieldError(field, `an id is required; got ${JSON.stringify(value)}`);
  return segment(value);
}

export function createCartApi(ctx: ResourceContext): CartApi {
  const request = <T>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    operation: string,
    options?: RequestOptions,
    body?: unknown,
  ) =>
    send<T>(ctx, {
      method,
      path,
      scope: method === 'GET' ? 'cart:read' : 'cart:write',
      operation,
      options,
      query: {},
      body,
    });
  const cart = (cartId: string, operation: string) => `/v2/cart/${id(cartId, `${operation} cartId`)}`;
  const line = (cartId: string, itemId: string, operation: string) =>
    `${cart(cartId, operation)}/items/${id(itemId, `${operation} itemId`)}`;

  return {
    async create(input = {}, options) {
      const items = input.items ?? [];
      items.forEach((item, index) => apply(ADD_RULES, item, `cart.create items[${index}].`));
      return request<Cart>('POST', '/v2/cart', 'cart.create', options, {
        items,
        storefront: ctx.storefront ?? undefined,
      });
    },
    get: async (cartId, options) => orNull(request<Cart>('GET', cart(cartId, 'cart.get'), 'cart.get', options)),
    async addItem(cartId, item, options) {
      apply(ADD_RULES, item, 'cart.addItem ');
      return request<Cart>('POST', `${cart(cartId, 'cart.addItem')}/items`, 'cart.addItem', options, item);
    },
    async updateItem(cartId, itemId, quantity, options) {
      checkUpdate(quantity, 'cart.updateItem');
      return request<Cart>('PATCH', line(cartId, itemId, 'cart.updateItem'), 'cart.updateItem', options, { quantity });
    },
    removeItem: async (cartId, itemId, options) =>
      request<Cart>('DELETE', line(cartId, itemId, 'cart.removeItem'), 'cart.removeItem', options),
    delete: async (cartId, options) => request<void>('DELETE', cart(cartId, 'cart.delete'), 'cart.delete', options),
    async applyDiscountTo(cartId, code, options) {
      const discount = normalizeDiscountCode(code, 'cart.applyDiscountTo code');
      const path = `${cart(cartId, 'cart.applyDiscountTo')}/discounts`;
      return request<Cart>('POST', path, 'cart.applyDiscountTo', options, { code: discount }).catch((error) => {
        throw toDiscountError(error, discount);
      });
    },
    async removeDiscountFrom(cartId, code, options) {
      const discount = normalizeDiscountCode(code, 'cart.removeDiscountFrom code');
      const path = `${cart(cartId, 'cart.removeDiscountFrom')}/discounts/${segment(discount)}`;
      return request<Cart>('DELETE', path, 'cart.removeDiscountFrom', options);
    },
  };
}
