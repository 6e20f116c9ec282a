// The page tools over the shopper's own cart, through the page's cart store, so the drawer, the count and every cart
// element follow: add a product (the drawer opens as after the shopper's own add, when the shop has it so), read the
// cart, change a line's quantity, and choose the currency the page shows. Each request is marked as the agent's.
import type { Cart } from '../../../src/index.ts';
import { describeAddToCart, describeQuantityChange } from '../analytics/cart-commerce-events.ts';
import { asAgentic, emitCommerceEvent, type ShopkitCommerceEvent } from '../analytics/commerce-events.ts';
import { cartStoreFor } from '../cart/cart-store.ts';
import { getDefaultState } from '../config/client-registry.ts';
import { productPageUrl } from './catalogue-tools.ts';
import { AGENT_CALL, answer, refusal, type PageTool } from './page-tool.ts';
import { showNotice } from './page-tool-panel.ts';
import { pageToolTexts } from './page-tool-texts.ts';

const ID = {
  type: 'string',
  pattern: '^[A-Za-z0-9_-]+$',
  'x-rule': 'an id of letters, digits, _ and -',
  maxLength: 64,
} as const;
const CART_FIELDS = ['cart.lines[].name', 'cart.lines[].variantName'];

/** The cart as the tools answer it; amounts in minor units of its currency. */
function describeCart(cart: Cart | null) {
  if (!cart) return { cart: null };
  const lines = cart.items.map((line) => ({
    lineId: line.id,
    productId: line.productId,
    variantId: line.variantId,
    name: line.name,
    variantName: line.variantName,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    lineTotal: line.lineTotal,
    url: productPageUrl({ id: line.productId, slug: line.slug }),
  }));
  const { currency, itemCount, subtotal, discountTotal, total } = cart;
  return { cart: { currency, itemCount, lines, subtotal, discountTotal, total } };
}

const lineNames = (cart: Cart | null): string[] =>
  (cart?.items ?? []).map((line) => [line.name, line.variantName].filter(Boolean).join(', '));

/** The event the analytics layer gives the tags, marked as the agent's. */
function emitAgentic(event: ShopkitCommerceEvent | null): void {
  if (event) emitCommerceEvent(document, asAgentic(event));
}

export const addToCart: PageTool = {
  name: 'add_to_cart',
  title: "Add to the shopper's cart",
  description: "Adds a product (a variant of it, when it has several) to the shopper's cart on this page.",
  inputSchema: {
    type: 'object',
    properties: {
      productId: { ...ID, description: 'The product id (search_products gives it).' },
      variantId: { ...ID, description: 'The variant id; needed when the product has several.' },
      quantity: { type: 'integer', description: 'How many (1-999, default 1).', minimum: 1, maximum: 999 },
    },
    required: ['productId'],
    additionalProperties: false,
  },
  annotations: { untrustedContentHint: true },
  async run(input, { client }) {
    const { productId, variantId } = input as { productId: string; variantId?: string };
    const quantity = (input.quantity as number | undefined) ?? 1;
    const store = cartStoreFor(client);
    const opens = getDefaultState().openCartOnAdd;
    if (opens) store.prepareDrawers();
    const cart = await store.add({ productId, ...(variantId ? { variantId } : {}), quantity }, AGENT_CALL);
    const added = describeAddToCart(cart, { productId, variantId, quantity });
    emitAgentic(added);
    const name = added?.params.items[0]?.item_name ?? productId;
    const notice = pageToolTexts().added(quantity, name);
    showNotice(notice);
    if (opens) store.openDrawer({ message: notice });
    return answer({
      structured: describeCart(cart),
      summary: `Added ${quantity} to the shopper's cart; it now holds ${cart.itemCount} items.`,
      merchantText: lineNames(cart),
      untrustedFields: CART_FIELDS,
    });
  },
};

export const getCart: PageTool = {
  name: 'get_cart',
  title: "Read the shopper's cart",
  description: "The shopper's cart on this page: its lines (with the line ids to change them), totals and currency.",
  inputSchema: { type: 'object', properties: {}, additionalProperties: false },
  annotations: { readOnlyHint: true, untrustedContentHint: true },
  async run(_input, { client }) {
    const cart = await client.cart.current(AGENT_CALL);
    return answer({
      structured: describeCart(cart),
      summary: cart ? `The shopper's cart holds ${cart.itemCount} items.` : 'The shopper has no cart yet.',
      merchantText: lineNames(cart),
      untrustedFields: CART_FIELDS,
    });
  },
};

export const updateCartLine: PageTool = {
  name: 'update_cart_line',
  title: 'Change a quantity in the cart',
  description: "Sets the quantity of one line of the shopper's cart (0 removes it); get_cart gives the line ids.",
  inputSchema: {
    type: 'object',
    properties: {
      lineId: { ...ID, description: 'The line id from get_cart.' },
      quantity: {
        type: 'integer',
        description: 'The new quantity (0-999; 0 removes the line).',
        minimum: 0,
        maximum: 999,
      },
    },
    required: ['lineId', 'quantity'],
    additionalProperties: false,
  },
  annotations: { untrustedContentHint: true },
  async run(input, { client }) {
    const { lineId, quantity } = input as { lineId: string; quantity: number };
    const before = await client.cart.current(AGENT_CALL);
    const line = before?.items.find((item) => item.id === lineId);
    if (!before || !line) return refusal(`lineId is not a line of the shopper's cart (got ${JSON.stringify(lineId)})`);
    const store = cartStoreFor(client);
    const cart =
      quantity === 0 ? await store.remove(lineId, AGENT_CALL) : await store.update(lineId, quantity, AGENT_CALL);
    emitAgentic(describeQuantityChange(line, before.currency, quantity));
    showNotice(pageToolTexts().changed(quantity, line.name));
    return answer({
      structured: describeCart(cart),
      summary: `Set the line to ${quantity}; the cart now holds ${cart.itemCount} items.`,
      merchantText: lineNames(cart),
      untrustedFields: CART_FIELDS,
    });
  },
};

export const chooseCurrency: PageTool = {
  name: 'choose_currency',
  title: 'Choose the currency',
  description: 'Shows the shop in one of the currencies it offers (its prices, the cart); answers the offered ones.',
  inputSchema: {
    type: 'object',
    properties: {
      currency: {
        type: 'string',
        description: 'An ISO 4217 code the shop offers.',
        pattern: '^[A-Z]{3}$',
        'x-rule': 'a three-letter ISO 4217 code such as EUR',
      },
    },
    required: ['currency'],
    additionalProperties: false,
  },
  annotations: {},
  async run(input, { client }) {
    const currency = input.currency as string;
    const offered = (await client.shop.get()).currencies.map((offer) => offer.code);
    if (!offered.includes(currency))
      return refusal(`currency must be one this shop offers: ${offered.join(', ')} (got ${JSON.stringify(currency)})`);
    await client.setCurrency(currency);
    showNotice(pageToolTexts().currency(currency));
    return answer({ structured: { currency, offered }, summary: `The page now shows prices in ${currency}.` });
  },
};
