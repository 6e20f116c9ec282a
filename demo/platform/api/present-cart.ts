// Cart lines priced for the answer's currency and the cart's campaign, and the cart as the API shows it with its
// codes and totals (price-cart.ts; VAT included in prices). The products the lines name are read once per answer
// (loadLineProducts), by id.
import type { Tx } from '../db/database.ts';
import { findProducts } from '../repo/products.ts';
import type { SessionDiscount } from '../discounts/discount-types.ts';
import type { FreeShippingState } from '../shipping/shipping-types.ts';
import type { CartRecord, PricedLine, ProductRecord } from '../state/types.ts';
import type { PricedCart } from './price-cart.ts';
import { presentImage, type ImageView } from './present-image.ts';
import { priceVariant, type PriceContext } from './pricing.ts';

/** The products named by `lines`, by id. */
export type LineProducts = Map<string, ProductRecord>;

export async function loadLineProducts(
  tx: Tx,
  shopId: string,
  lines: ReadonlyArray<{ productId: string }>,
): Promise<LineProducts> {
  const products = await findProducts(
    tx,
    shopId,
    lines.map((line) => line.productId),
  );
  return new Map(products.map((product) => [product.id, product]));
}

export function priceLines(products: LineProducts, cart: CartRecord, context: PriceContext): PricedLine[] {
  return cart.lines.flatMap((line): PricedLine[] => {
    const product = products.get(line.productId);
    const variant = product?.variants.find((v) => v.id === line.variantId);
    if (!product || !variant) return [];
    const { price } = priceVariant(variant, context);
    return [
      {
        id: line.id,
        productId: product.id,
        variantId: variant.id,
        name: product.name,
        variantName: product.variants.length > 1 ? variant.name : null,
        sku: variant.sku,
        slug: product.slug,
        imageFile: product.images[0]?.file ?? null,
        quantity: line.quantity,
        unitPrice: price,
        lineTotal: price * line.quantity,
        vatRate: product.vatRate,
      },
    ];
  });
}

export function presentLine(products: LineProducts, line: PricedLine, cdnUrl: string, shopId: string) {
  const variant = products.get(line.productId)?.variants.find((v) => v.id === line.variantId);
  const file = line.imageFile;
  const image: ImageView | null =
    file === null ? null : presentImage(cdnUrl, shopId, { file, alt: line.name, width: 800, height: 800 });
  return {
    id: line.id,
    productId: line.productId,
    variantId: line.variantId,
    name: line.name,
    variantName: line.variantName,
    slug: line.slug,
    image,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    lineTotal: line.lineTotal,
    available: variant !== undefined && (variant.stock === null || variant.stock >= line.quantity),
  };
}

/** A code as the API shows it (without the id the platform keeps). */
export const presentDiscount = ({ code, applied, reason, amount }: SessionDiscount) => ({
  code,
  applied,
  reason,
  amount,
});

export interface CartAnswer {
  products: LineProducts;
  cart: CartRecord;
  priced: PricedCart;
  context: PriceContext;
  freeShipping: FreeShippingState | null;
}

export function presentCart({ products, cart, priced, context, freeShipping }: CartAnswer, cdnUrl: string) {
  const { lines, discounts, totals } = priced;
  return {
    id: cart.id,
    storeId: context.shop.storeId,
    currency: context.offer.code,
    storefront: cart.storefront,
    items: lines.map((line) => presentLine(products, line, cdnUrl, cart.shopId)),
    itemCount: lines.reduce((sum, l) => sum + l.quantity, 0),
    subtotal: totals.subtotal,
    discounts: discounts.map(presentDiscount),
    discountTotal: totals.discountTotal,
    vatTotal: totals.vatTotal,
    total: totals.total,
    freeShipping,
    createdAt: cart.createdAt,
    updatedAt: cart.updatedAt,
    expiresAt: cart.expiresAt,
  };
}
