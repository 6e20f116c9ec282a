// update_cart: sets the quantity of each named variant in a cart (0 removes its line, a new variant adds one), all
// with one write (a cart change, api/cart-routes.ts CART_CHANGE): either every line changes or none does.
import { loadOpenCart } from '../../api/cart-access.ts';
import { addLine, CART_CHANGE, saveAndAnswer } from '../../api/cart-routes.ts';
import { assertStockOf } from '../../api/stock.ts';
import { type CartBody, describeCart } from '../agent-records.ts';
import { runAsApi } from '../call-api.ts';
import { resolveVariantLines, type VariantLine } from '../cart-lines.ts';
import { CART_ANSWER, CART_TEXT_FIELDS, CURRENCY, ID } from '../record-schemas.ts';
import type { ShopTool } from '../tool-context.ts';
import { describeCartText } from './cart-text.ts';

interface Input {
  cartId: string;
  lines: VariantLine[];
  currency?: string;
}

export const updateCart: ShopTool<Input> = {
  name: 'update_cart',
  title: 'Change a cart',
  description:
    'Set the quantity of variants in a cart: each line names a variant id and the quantity it should have ' +
    '(0 removes it; a variant not in the cart is added). All lines change together or none does.',
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['cartId', 'lines'],
    properties: {
      cartId: ID,
      lines: {
        type: 'array',
        minItems: 1,
        maxItems: 100,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['variantId', 'quantity'],
          properties: { variantId: ID, quantity: { type: 'integer', minimum: 0, maximum: 999 } },
        },
      },
      currency: CURRENCY,
    },
  },
  outputSchema: CART_ANSWER,
  readOnly: false,
  untrustedFields: CART_TEXT_FIELDS,
  async run(context, input) {
    const body = await runAsApi<CartBody>(context, {
      method: 'PATCH',
      pattern: '/v2/cart/:cartId/items',
      params: { cartId: input.cartId },
      query: { currency: input.currency },
      route: {
        ...CART_CHANGE,
        async handle(request) {
          // The cart with its products (for the answer) and the named variants' (checks, stock), in one read.
          const variantIds = input.lines.map((line) => line.variantId);
          const cart = await loadOpenCart(request, input.cartId, { lock: true, products: { variantIds } });
          const lines = await resolveVariantLines(request, input.lines);
          for (const [index, line] of lines.entries()) {
            const existing = cart.lines.find((held) => held.variantId === line.variantId);
            if (existing && line.quantity === 0) cart.lines = cart.lines.filter((held) => held !== existing);
            else if (existing) {
              assertStockOf(request.products, [{ ...line }]);
              existing.quantity = line.quantity;
            } else if (line.quantity > 0) await addLine(request, cart, line, `lines[${index}].`);
          }
          return saveAndAnswer(request, cart);
        },
      },
    });
    const cart = describeCart(body);
    return { structured: { cart }, summary: `Updated cart ${cart.cartId}.\n${describeCartText(context, cart)}` };
  },
};
