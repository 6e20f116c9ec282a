// Finding a cart: unknown (or another shop's) is 404, expired, checked out or merged into a customer's cart is 410. A cart about to change is read
// with a row lock, so concurrent changes to one cart apply one after the other.
import { ApiError, invalid, notFound } from '../http/api-error.ts';
import { findCart } from '../repo/carts.ts';
import { findProduct } from '../repo/products.ts';
import type { CartRecord, ProductRecord, VariantRecord } from '../state/types.ts';
import type { ApiRequest } from './context.ts';

export const CART_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export async function loadOpenCart(
  request: ApiRequest,
  cartId: string,
  options: { lock?: boolean } = {},
): Promise<CartRecord> {
  const cart = await findCart(request.tx, cartId, options);
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

/** The product and variant a line names; variantId may be omitted only for a single-variant product. */
export async function resolveVariant(
  request: ApiRequest,
  productId: string,
  variantId: string | undefined,
  field = '',
): Promise<{ product: ProductRecord; variant: VariantRecord }> {
  const product = await findProduct(request.tx, request.shop.id, productId);
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
