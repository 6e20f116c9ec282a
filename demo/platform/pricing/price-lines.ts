// Cart lines priced for the answer's currency and the cart's campaign (VAT included in prices). The products the
// lines name are read once per answer (loadLineProducts), by id.
import type { Tx } from '../db/database.ts';
import { findProducts } from '../repo/products.ts';
import type { CartRecord, PricedLine, ProductRecord } from '../state/types.ts';
import { priceVariant, type PriceContext } from './price-variant.ts';

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
