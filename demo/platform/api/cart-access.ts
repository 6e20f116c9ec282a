// Finding a cart: unknown (or another shop's) is 404, expired, checked out or merged into a customer's cart is 410. A cart about to change is read
// with a row lock, so concurrent changes to one cart apply one after the other. And the products a cart request needs,
// read once per request (`readProducts`): the lines' checks, the stock check and the answer all use that one read.
// The cart comes with its lines' products (and any others the route names) in one statement.
import { ApiError, invalid, notFound } from '../http/api-error.ts';
import { toCart } from '../repo/carts.ts';
import { findCartWithProducts, findWantedProducts, type WantedProducts } from '../repo/products.ts';
import type { LineProducts } from '../pricing/price-lines.ts';
import type { CartRecord, ProductRecord, VariantRecord } from '../state/types.ts';
import type { ApiRequest } from './context.ts';

export const CART_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export async function loadOpenCart(
  request: Pick<ApiRequest, 'tx' | 'shop' | 'products' | 'platform'>,
  cartId: string,
  options: { lock?: boolean; products?: Pick<WantedProducts, 'productIds' | 'variantIds'> } = {},
): Promise<CartRecord> {
  const read = await findCartWithProducts(
    request.tx,
    request.shop.id,
    { id: cartId, lock: options.lock ?? false },
    {
      productIds: (options.products?.productIds ?? []).filter((id) => !request.products.has(id)),
      variantIds: (options.products?.variantIds ?? []).filter((id) => !productOfVariant(request, id)),
    },
  );
  for (const product of read.products) request.products.set(product.id, product);
  const cart = read.cart && toCart(read.cart);
  if (!cart || cart.shopId !== request.shop.id) throw notFound('cart', cartId);
  if (cart.status === 'checked_out')
    throw new ApiError('gone', `cart ${cartId} was checked out`, { details: { cart: cartId } });
  if (cart.status === 'merged')
    throw new ApiError('gone', `cart ${cartId} was merged into the signed-in customer's cart`, {
      details: { cart: cartId, reason: 'merged' },
    });
  if (Date.parse(cart.expiresAt) <= request.platform.now())
    throw new ApiError('gone', `cart ${cartId} expired`, { details: { cart: cartId } });
  return cart;
}

export function touchCart(cart: CartRecord, now: number): void {
  cart.updatedAt = new Date(now).toISOString();
  cart.expiresAt = new Date(now + CART_TTL_MS).toISOString();
}

/** The product of `variantId` among the products the request has read, or undefined. */
export function productOfVariant(request: Pick<ApiRequest, 'products'>, variantId: string): ProductRecord | undefined {
  for (const product of request.products.values())
    if (product.variants.some((variant) => variant.id === variantId)) return product;
  return undefined;
}

/**
 * Reads the shop's products in `wanted` that this request has not read yet into `request.products`, in one statement
 * (none when it has them all). Within the request's transaction, so a product and its stock read here are what the
 * request's checks and its answer see.
 */
export async function readProducts(
  request: Pick<ApiRequest, 'tx' | 'shop' | 'products'>,
  wanted: WantedProducts,
): Promise<void> {
  const productIds = (wanted.productIds ?? []).filter((id) => !request.products.has(id));
  const variantIds = (wanted.variantIds ?? []).filter((id) => !productOfVariant(request, id));
  for (const product of await findWantedProducts(request.tx, request.shop.id, { productIds, variantIds }))
    request.products.set(product.id, product);
}

/** The products of a cart's lines (read once per request, readProducts), for pricing and presenting it. */
export async function productsOfLines(
  request: Pick<ApiRequest, 'tx' | 'shop' | 'products'>,
  lines: ReadonlyArray<{ productId: string }>,
): Promise<LineProducts> {
  await readProducts(request, { productIds: lines.map((line) => line.productId) });
  const products: LineProducts = new Map();
  for (const { productId } of lines) {
    const product = request.products.get(productId);
    if (product) products.set(productId, product);
  }
  return products;
}

/** The product and variant a line names; variantId may be omitted only for a single-variant product. */
export async function resolveVariant(
  request: ApiRequest,
  productId: string,
  variantId: string | undefined,
  field = '',
): Promise<{ product: ProductRecord; variant: VariantRecord }> {
  await readProducts(request, { productIds: [productId] });
  const product = request.products.get(productId);
  if (!product) throw notFound('product', productId);
  if (variantId === undefined) {
    if (product.variants.length !== 1) {
      throw new ApiError(
        'variant_required',
        `${field}variantId is required: product ${productId} has ${product.variants.length} variants`,
        {
          details: { field: `${field}variantId`, variantIds: product.variants.map((v) => v.id) },
        },
      );
    }
    return { product, variant: product.variants[0] as VariantRecord };
  }
  const variant = product.variants.find((v) => v.id === variantId);
  if (!variant) throw invalid(`${field}variantId`, variantId, `is not a variant of product ${productId}`);
  return { product, variant };
}
