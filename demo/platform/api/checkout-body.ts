// The parts of a `POST /v2/checkout` body beyond the return URLs: what is checked out (a cart, or buy-now `items` put
// in a cart of their own so the shopper's cart stays as it is) and the origin that may frame the checkout.
import { ApiError, invalid } from '../http/api-error.ts';
import { insertCart } from '../repo/carts.ts';
import { createId } from '../state/create-id.ts';
import type { Attribution, CartRecord } from '../state/types.ts';
import { CART_TTL_MS, loadOpenCart } from './cart-access.ts';
import { addLine, type LineInput } from './cart-routes.ts';
import type { ApiRequest } from './context.ts';
import { readString } from './params.ts';
import { findStorefront } from '../pricing/price-variant.ts';

/**
 * `embedOrigin`: an http(s) origin exactly as browsers write it (`https://shop.example`, no path, query or trailing
 * slash), on a shop whose checkout can be framed. Absent: null, and the checkout refuses every frame.
 */
export function readEmbedOrigin(request: ApiRequest, body: Record<string, unknown>): string | null {
  const raw = readString(body, 'embedOrigin', { max: 300 });
  if (raw === undefined) return null;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw invalid('embedOrigin', raw, 'must be an http or https origin');
  if (url.username || url.password)
    throw invalid('embedOrigin', `${url.protocol}//…@${url.host}`, 'must not carry credentials');
  if (url.origin !== raw) throw invalid('embedOrigin', raw, `must be an origin without a path (${url.origin})`);
  if (request.shop.checkout === 'legacy')
    throw invalid('embedOrigin', raw, 'cannot be used: this shop is on the legacy checkout, which cannot be framed');
  return raw;
}

/**
 * A cart made for a buy-now checkout (the lines checked against openapi.json's CheckoutInput, then like
 * `POST /v2/cart`), bound to the attributed campaign.
 */
async function createItemsCart(request: ApiRequest, items: LineInput[], storefront: Attribution | null) {
  const now = request.platform.now();
  const created = new Date(now).toISOString();
  const campaign = storefront ? await findStorefront(request.tx, request.shop.id, storefront.id) : null;
  const cart: CartRecord = {
    id: createId('cart', 20),
    shopId: request.shop.id,
    status: 'open',
    storefront: storefront && { ...storefront, id: campaign?.id ?? storefront.id },
    surface: request.surface,
    lines: [],
    discountIds: [],
    createdAt: created,
    updatedAt: created,
    expiresAt: new Date(now + CART_TTL_MS).toISOString(),
    customerId: null,
  };
  for (const [index, item] of items.entries()) await addLine(request, cart, item, `items[${index}].`);
  await insertCart(request.tx, cart);
  return cart;
}

/** The cart a checkout is for (locked): `cartId` (open, not empty) or `items`, exactly one of them. */
export async function readCheckoutCart(
  request: ApiRequest,
  body: Record<string, unknown>,
  storefront: Attribution | null,
): Promise<CartRecord> {
  if (body.items !== undefined && body.cartId !== undefined)
    throw invalid('items', body.items, 'cannot be given together with cartId');
  if (body.items !== undefined) return createItemsCart(request, body.items as LineInput[], storefront);
  const cartId = readString(body, 'cartId', { required: true });
  const cart = await loadOpenCart(request, cartId, { lock: true });
  if (cart.lines.length === 0)
    throw new ApiError('invalid_request', `cart ${cartId} is empty`, { details: { field: 'cartId' } });
  return cart;
}
