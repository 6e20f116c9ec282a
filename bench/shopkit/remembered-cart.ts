// Makes a cart on the local platform through its commerce API (as a returning shopper would have), and the cookies
// under which the elements remember it (`<prefix>_cart_id`, `<prefix>_store_id`, the core's cookie adapter).
import { randomUUID } from 'node:crypto';

export interface RememberedCart {
  cartId: string;
  storeId: number;
  productId: string;
  variantId: string;
}

async function api(apiUrl: string, key: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${key}`,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json', 'idempotency-key': randomUUID() }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`bench: ${method} ${path} answered ${response.status}`);
  return response.json();
}

interface ProductLite {
  id: string;
  slug: string;
  available: boolean;
  images: Array<{ url: string }>;
  variants: Array<{ id: string; available: boolean }>;
}

/** The first product in the catalogue with exactly one variant in stock. */
export async function findSimpleProduct(
  apiUrl: string,
  key: string,
): Promise<{ productId: string; variantId: string; slug: string; imageUrl: string | null }> {
  const page = (await api(apiUrl, key, 'GET', '/v2/products?limit=50')) as { data: ProductLite[] };
  const product = page.data.find((p) => p.available && p.variants.length === 1 && p.variants[0]!.available);
  if (!product) throw new Error('bench: the seeded catalogue has no single-variant product in stock');
  const imageUrl = product.images[0]?.url ?? null;
  return { productId: product.id, variantId: product.variants[0]!.id, slug: product.slug, imageUrl };
}

export async function createRememberedCart(apiUrl: string, key: string, quantity = 1): Promise<RememberedCart> {
  const { productId, variantId } = await findSimpleProduct(apiUrl, key);
  const cart = (await api(apiUrl, key, 'POST', '/v2/cart', { items: [{ productId, variantId, quantity }] })) as {
    id: string;
    storeId: number;
  };
  return { cartId: cart.id, storeId: cart.storeId, productId, variantId };
}

/** Cookies a page on `origin` needs so that the default client (prefix `shop`) finds the cart. */
export function cartCookies(origin: string, cart: RememberedCart, prefix = 'shop') {
  const url = new URL(origin);
  return [
    { name: `${prefix}_cart_id`, value: encodeURIComponent(cart.cartId), domain: url.hostname, path: '/' },
    { name: `${prefix}_store_id`, value: String(cart.storeId), domain: url.hostname, path: '/' },
  ];
}
