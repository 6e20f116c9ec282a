// The cart as the API shows it: its lines, codes and totals as pricing/ decided them (pricing/price-cart.ts; VAT
// included in prices) and the free-shipping state. Nothing here computes a price.
import type { SessionDiscount } from '../discounts/discount-types.ts';
import type { FreeShippingState } from '../shipping/shipping-types.ts';
import type { CartRecord, PricedLine } from '../state/types.ts';
import type { PricedCart } from '../pricing/price-cart.ts';
import type { LineProducts } from '../pricing/price-lines.ts';
import { presentImage, type ImageView } from './present-image.ts';
import type { PriceContext } from '../pricing/price-variant.ts';

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
