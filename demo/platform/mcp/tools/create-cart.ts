// create_cart: a new cart (the agentic surface), optionally with its first lines, priced in a currency.
import { type CartBody, describeCart } from '../agent-records.ts';
import { findApiRoute, runAsApi } from '../call-api.ts';
import { resolveVariantLines, type VariantLine } from '../cart-lines.ts';
import { CART_ANSWER, CART_TEXT_FIELDS, CURRENCY, ID, QUANTITY } from '../record-schemas.ts';
import type { ShopTool } from '../tool-context.ts';
import { describeCartText } from './cart-text.ts';

const CREATE = findApiRoute('POST', '/v2/cart');

interface Input {
  lines?: VariantLine[];
  currency?: string;
}

export const createCart: ShopTool<Input> = {
  name: 'create_cart',
  title: 'Create a cart',
  description:
    'Create a cart for the shopper, optionally with lines (variant id and quantity). Keep its cartId for the ' +
    'other cart tools. The shopper pays later on the checkout page create_checkout gives.',
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      lines: {
        type: 'array',
        maxItems: 100,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['variantId', 'quantity'],
          properties: { variantId: ID, quantity: QUANTITY },
        },
      },
      currency: CURRENCY,
    },
  },
  outputSchema: CART_ANSWER,
  readOnly: false,
  untrustedFields: CART_TEXT_FIELDS,
  async run(context, input) {
    // The API's own cart route, with the lines' products read in its transaction.
    const body = await runAsApi<CartBody>(context, {
      method: 'POST',
      pattern: '/v2/cart',
      params: {},
      query: { currency: input.currency },
      body: {},
      route: {
        scope: CREATE.scope,
        singleWrite: CREATE.singleWrite,
        async handle(request) {
          const items = await resolveVariantLines(request, input.lines ?? []);
          return CREATE.handle({ ...request, body: { items } });
        },
      },
    });
    const cart = describeCart(body);
    return { structured: { cart }, summary: `Created cart ${cart.cartId}.\n${describeCartText(context, cart)}` };
  },
};
