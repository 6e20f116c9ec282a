// get_shipping_options: the shop's methods to a country (and postal code), each priced in the charged currency for
// the cart when one is named (free from its threshold on), with the free-shipping threshold and what is left to it.
import { answer } from '../../api/cart-routes.ts';
import { loadOpenCart } from '../../api/cart-access.ts';
import { chargedOffer, resolveOffer } from '../../pricing/money.ts';
import { methodThreshold, priceShipping } from '../../pricing/price-shipping.ts';
import { listShippingMethods } from '../../repo/shipping-methods.ts';
import { runAsApi } from '../call-api.ts';
import { CURRENCY, ID } from '../record-schemas.ts';
import { showMoney } from '../shop-site.ts';
import type { ShopTool } from '../tool-context.ts';
import { fenceMerchantText } from '../../../../wire/untrusted-text.ts';

interface Input {
  country: string;
  postalCode?: string;
  cartId?: string;
  currency?: string;
}

interface ShippingOption {
  methodId: string;
  name: string;
  price: number;
  free: boolean;
  freeShippingThreshold: number | null;
  remainingForFree: number | null;
}

const MONEY = { type: 'integer' } as const;

export const getShippingOptions: ShopTool<Input> = {
  name: 'get_shipping_options',
  title: 'Shipping options',
  description:
    'The shipping methods to a destination country, with prices (VAT included) and free-shipping thresholds in ' +
    'the currency the order is charged in. Name a cartId to price them for that cart. The shopper picks one at checkout.',
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['country'],
    properties: {
      country: {
        type: 'string',
        pattern: '^[A-Z]{2}$',
        'x-rule': 'must be an ISO 3166-1 alpha-2 code in capitals, like SE',
      },
      postalCode: {
        type: 'string',
        pattern: '^[A-Za-z0-9][A-Za-z0-9 -]{0,11}$',
        'x-rule': 'must be 1-12 letters, digits, spaces and hyphens',
      },
      cartId: ID,
      currency: CURRENCY,
    },
  },
  outputSchema: {
    type: 'object',
    required: ['country', 'currency', 'options'],
    properties: {
      country: { type: 'string' },
      postalCode: { type: ['string', 'null'] },
      currency: {
        type: 'string',
        description: 'The charged currency (a display-only currency is charged in the base).',
      },
      goodsTotal: {
        ...MONEY,
        description: 'The cart after discounts, which the thresholds compare with (0 without a cart).',
      },
      options: {
        type: 'array',
        items: {
          type: 'object',
          required: ['methodId', 'name', 'price', 'free'],
          properties: {
            methodId: { type: 'string' },
            name: { type: 'string' },
            price: MONEY,
            free: { type: 'boolean' },
            freeShippingThreshold: { type: ['integer', 'null'] },
            remainingForFree: { type: ['integer', 'null'] },
          },
        },
      },
    },
  },
  readOnly: true,
  untrustedFields: ['options[].name'],
  async run(context, input) {
    const { shop } = context.caller;
    const offer = chargedOffer(shop, resolveOffer(shop, input.currency ?? null));
    const found = await runAsApi<{ goodsTotal: number; options: ShippingOption[] }>(context, {
      method: 'GET',
      pattern: input.cartId ? '/v2/cart/:cartId' : '/v2/shop',
      params: input.cartId ? { cartId: input.cartId } : {},
      query: { currency: offer.code },
      route: {
        scope: input.cartId ? 'cart:read' : 'shop:read',
        // It only reads: no BEGIN and COMMIT on PostgreSQL (db/database.ts read).
        readOnly: true,
        async handle(request) {
          const cart = input.cartId ? await loadOpenCart(request, input.cartId) : null;
          const priced = cart
            ? ((await answer(request, cart)).body as { subtotal: number; discountTotal: number })
            : null;
          const goodsTotal = priced ? priced.subtotal - priced.discountTotal : 0;
          const methods = (await listShippingMethods(request.tx, shop.id)).filter((m) =>
            m.countries.includes(input.country),
          );
          const options = methods.map((method): ShippingOption => {
            const line = priceShipping(method, { shop, offer, goodsTotal });
            const threshold = methodThreshold(method, shop, offer);
            return {
              methodId: method.id,
              name: method.name,
              price: line.amount,
              free: line.free,
              freeShippingThreshold: threshold,
              remainingForFree: threshold === null ? null : Math.max(0, threshold - goodsTotal),
            };
          });
          return { status: 200, body: { goodsTotal, options } };
        },
      },
    });
    const money = (amount: number) => showMoney(context, amount, offer.code);
    const rows = found.options.map(
      (o) =>
        `- ${o.name} | ${o.free ? 'free' : money(o.price)}` +
        `${o.freeShippingThreshold === null ? '' : ` | free from ${money(o.freeShippingThreshold)}`} | id ${o.methodId}`,
    );
    const where = `${input.country}${input.postalCode ? ` ${input.postalCode}` : ''}`;
    return {
      structured: { country: input.country, postalCode: input.postalCode ?? null, currency: offer.code, ...found },
      summary:
        rows.length === 0
          ? `The shop does not ship to ${where}.`
          : `Shipping to ${where}, prices in ${offer.code}:\n${fenceMerchantText(rows)}`,
    };
  },
};
