// Cart: create (optionally with its first lines), read, add a line, change a line's quantity (0 removes), remove a
// line, delete. Lines of the same variant merge.
import { invalid, notFound } from '../http/api-error.ts';
import type { Router } from '../http/router.ts';
import { createId } from '../state/create-id.ts';
import { deleteCart, insertCart, saveCart } from '../repo/carts.ts';
import type { CartRecord } from '../state/types.ts';
import { CART_TTL_MS, loadOpenCart, productsOfLines, readProducts, resolveVariant, touchCart } from './cart-access.ts';
import type { ApiRequest, ApiRoute } from './context.ts';
import { MAX_LINE_QUANTITY, readAttribution } from './params.ts';
import { presentCart } from './present-cart.ts';
import { priceCart } from '../pricing/price-cart.ts';
import { findStorefront } from '../pricing/price-variant.ts';
import { requestPricing } from './request-pricing.ts';
import { assertStockOf } from './stock.ts';
import { freeShippingOfCart } from '../pricing/cart-free-shipping.ts';
import { listShippingMethods } from '../repo/shipping-methods.ts';

export const MAX_LINES = 100;

/** The cart as the API shows it, priced for this request's currency, with its codes and its free-shipping state. */
export async function answer(request: ApiRequest, cart: CartRecord, status = 200) {
  const pricing = await requestPricing(request, cart.storefront?.id ?? null);
  const products = await productsOfLines(request, cart.lines);
  const now = request.platform.now();
  const priced = await priceCart(request.tx, products, cart, pricing, now);
  const methods = await request.platform.shopReads.shippingMethods.read(cart.shopId, () =>
    listShippingMethods(request.tx, cart.shopId),
  );
  const freeShipping = await freeShippingOfCart(request.tx, {
    products,
    cart,
    context: pricing,
    priced,
    methods: methods ?? [],
    now,
  });
  return {
    status,
    body: presentCart({ products, cart, priced, context: pricing, freeShipping }, request.platform.urls.cdn),
  };
}

/**
 * Saves a changed cart (new expiry; an agent's change marks it with the agent's surface) and answers with it. The
 * answer is made first, so the save is the request's last statement (a `singleWrite` route's rule).
 */
export async function saveAndAnswer(request: ApiRequest, cart: CartRecord) {
  touchCart(cart, request.platform.now());
  cart.surface = request.surface ?? cart.surface;
  const answered = await answer(request, cart);
  await saveCart(request.tx, cart);
  return answered;
}

/**
 * A cart change reads the cart and writes it back, its last statement: on PostgreSQL it runs without a transaction
 * and its write holds only if the cart is still as it read it; if another request changed it in between, it runs
 * again in a transaction, with the cart's row lock (db/database.ts singleWrite, repo/carts.ts saveCart).
 */
export const CART_CHANGE = { scope: 'cart:write', singleWrite: true } as const;

/** A line as a body gives it, already checked against openapi.json's CartLineInput. */
export interface LineInput {
  productId: string;
  variantId?: string;
  quantity?: number;
}

/**
 * Adds (or merges) one line; checks what the contract cannot (the product, the merged total, the stock) before
 * changing the cart. `field` names where the line sits in the body (`items[0].`), for the error. The product and its
 * stock come from the request's products (read here unless the route read them already, with the cart's own).
 */
export async function addLine(request: ApiRequest, cart: CartRecord, source: LineInput, field = ''): Promise<void> {
  const productId = source.productId.trim();
  const { variantId, quantity = 1 } = source;
  const { product, variant } = await resolveVariant(request, productId, variantId, field);
  const existing = cart.lines.find((line) => line.variantId === variant.id);
  const total = (existing?.quantity ?? 0) + quantity;
  if (total > MAX_LINE_QUANTITY)
    throw invalid(
      `${field}quantity`,
      quantity,
      `would make the line ${total}; a line holds at most ${MAX_LINE_QUANTITY}`,
    );
  if (!existing && cart.lines.length >= MAX_LINES)
    throw invalid(`${field}productId`, productId, `cannot be added: a cart holds at most ${MAX_LINES} lines`);
  assertStockOf(request.products, [{ productId: product.id, variantId: variant.id, quantity: total }]);
  if (existing) existing.quantity = total;
  else cart.lines.push({ id: createId('li'), productId: product.id, variantId: variant.id, quantity });
}

function findLine(cart: CartRecord, itemId: string) {
  const line = cart.lines.find((l) => l.id === itemId);
  if (!line) throw notFound('item', itemId);
  return line;
}

export function addCartRoutes(router: Router<ApiRoute>): void {
  router.add('POST', '/v2/cart', {
    scope: 'cart:write',
    customer: 'optional',
    // Everything is read and the answer made before the cart is inserted, the one write.
    singleWrite: true,
    async handle(request) {
      const body = (request.body ?? {}) as { items?: LineInput[]; storefront?: unknown };
      const storefront = readAttribution(body, 'storefront');
      if (storefront)
        storefront.id = (await findStorefront(request.tx, request.shop.id, storefront.id))?.id ?? storefront.id;
      const now = request.platform.now();
      const created = new Date(now).toISOString();
      const cart: CartRecord = {
        id: createId('cart', 20),
        shopId: request.shop.id,
        status: 'open',
        storefront,
        surface: request.surface,
        lines: [],
        discountIds: [],
        createdAt: created,
        updatedAt: created,
        expiresAt: new Date(now + CART_TTL_MS).toISOString(),
        customerId: request.customer?.customer.id ?? null,
      };
      const items = body.items ?? [];
      await readProducts(request, { productIds: items.map((item) => item.productId.trim()) });
      for (const [index, item] of items.entries()) await addLine(request, cart, item, `items[${index}].`);
      const answered = await answer(request, cart, 201);
      await insertCart(request.tx, cart);
      return answered;
    },
  });
  router.add('GET', '/v2/cart/:cartId', {
    scope: 'cart:read',
    readOnly: true,
    handle: async (request) => answer(request, await loadOpenCart(request, request.params.cartId ?? '')),
  });
  router.add('DELETE', '/v2/cart/:cartId', {
    scope: 'cart:write',
    async handle(request) {
      const cart = await loadOpenCart(request, request.params.cartId ?? '', { lock: true });
      await deleteCart(request.tx, cart.id);
      return { status: 204 };
    },
  });
  router.add('POST', '/v2/cart/:cartId/items', {
    ...CART_CHANGE,
    async handle(request) {
      const line = request.body as LineInput;
      // The cart with its products (for the answer) and the new line's, in one read.
      const cart = await loadOpenCart(request, request.params.cartId ?? '', {
        lock: true,
        products: { productIds: [line.productId.trim()] },
      });
      await addLine(request, cart, line);
      return saveAndAnswer(request, cart);
    },
  });
  router.add('PATCH', '/v2/cart/:cartId/items/:itemId', {
    ...CART_CHANGE,
    async handle(request) {
      const cart = await loadOpenCart(request, request.params.cartId ?? '', { lock: true });
      const { quantity } = request.body as { quantity: number };
      const line = findLine(cart, request.params.itemId ?? '');
      if (quantity === 0) cart.lines = cart.lines.filter((l) => l !== line);
      else {
        assertStockOf(request.products, [{ productId: line.productId, variantId: line.variantId, quantity }]);
        line.quantity = quantity;
      }
      return saveAndAnswer(request, cart);
    },
  });
  router.add('DELETE', '/v2/cart/:cartId/items/:itemId', {
    ...CART_CHANGE,
    async handle(request) {
      const cart = await loadOpenCart(request, request.params.cartId ?? '', { lock: true });
      const line = findLine(cart, request.params.itemId ?? '');
      cart.lines = cart.lines.filter((l) => l !== line);
      return saveAndAnswer(request, cart);
    },
  });
}
