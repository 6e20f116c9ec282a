// get_cart: a cart the agent made, with its lines, codes, totals and free-shipping state, in a currency.
import { type CartBody, describeCart } from '../agent-records.ts';
import { callApi } from '../call-api.ts';
import { CART_ANSWER, CART_TEXT_FIELDS, CURRENCY, ID } from '../record-schemas.ts';
import type { ShopTool } from '../tool-context.ts';
import { describeCartText } from './cart-text.ts';

interface Input {
  cartId: string;
  currency?: string;
}

export const getCart: ShopTool<Input> = {
  name: 'get_cart',
  title: 'Read a cart',
  description: 'Read a cart by its cartId: lines, discount codes, totals and how far it is from free shipping.',
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['cartId'],
    properties: { cartId: ID, currency: CURRENCY },
  },
  outputSchema: CART_ANSWER,
  readOnly: true,
  untrustedFields: CART_TEXT_FIELDS,
  async run(context, input) {
    const body = await callApi<CartBody>(context, {
      method: 'GET',
      path: `/v2/cart/${input.cartId}`,
      query: { currency: input.currency },
    });
    const cart = describeCart(body);
    return { structured: { cart }, summary: `Cart ${cart.cartId}:\n${describeCartText(context, cart)}` };
  },
};
