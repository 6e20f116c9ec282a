// The `availability.*` part of a product scope: of the pinned variant, else of the whole product.
import type { Product, Variant } from '../../../src/index.ts';
import type { ShopTexts } from '../texts/i18n.ts';

export type AvailabilityStatus = 'in_stock' | 'low_stock' | 'sold_out' | 'untracked';

export interface AvailabilityScope {
  status: AvailabilityStatus;
  inStock: boolean;
  lowStock: boolean;
  soldOut: boolean;
  untracked: boolean;
  /** Units in stock; null when stock is not tracked. */
  stock: number | null;
  label: string;
}

function stockOf(product: Product, variant: Variant | null): { soldOut: boolean; stock: number | null } {
  if (variant) return { soldOut: !variant.available, stock: variant.stock };
  const buyable = product.variants.filter((v) => v.available);
  if (buyable.some((v) => v.stock === null)) return { soldOut: false, stock: null };
  return { soldOut: !product.available, stock: buyable.reduce((sum, v) => sum + (v.stock ?? 0), 0) };
}

export function describeAvailability(
  product: Product,
  variant: Variant | null,
  lowStockAt: number,
  texts: ShopTexts,
): AvailabilityScope {
  const { soldOut, stock } = stockOf(product, variant);
  const untracked = !soldOut && stock === null;
  const lowStock = !soldOut && stock !== null && stock <= lowStockAt;
  const status: AvailabilityStatus = soldOut
    ? 'sold_out'
    : untracked
      ? 'untracked'
      : lowStock
        ? 'low_stock'
        : 'in_stock';
  const label = soldOut ? texts.soldOut : lowStock ? texts.lowStock(stock!) : texts.inStock;
  return { status, inStock: !soldOut, lowStock, soldOut, untracked, stock: untracked ? null : stock, label };
}
