// Stock checks: tracked variants (stock not null) cannot be asked for beyond what is on hand (409 out_of_stock).
import { ApiError, type StockLine } from '../http/api-error.ts';
import type { Tx } from '../db/database.ts';
import { findVariantStock } from '../repo/variants.ts';

export interface WantedLine {
  productId: string;
  variantId: string;
  quantity: number;
}

export async function stockShortfalls(tx: Tx, lines: WantedLine[]): Promise<StockLine[]> {
  const wanted = new Map<string, WantedLine>();
  for (const line of lines) {
    const seen = wanted.get(line.variantId);
    wanted.set(line.variantId, { ...line, quantity: (seen?.quantity ?? 0) + line.quantity });
  }
  const stock = await findVariantStock(tx, [...wanted.keys()]);
  const short: StockLine[] = [];
  for (const line of wanted.values()) {
    const variant = stock.get(line.variantId);
    const available = variant && variant.productId === line.productId ? variant.stock : 0;
    if (available !== null && line.quantity > available) {
      short.push({ productId: line.productId, variantId: line.variantId, requested: line.quantity, available });
    }
  }
  return short;
}

export async function assertInStock(tx: Tx, lines: WantedLine[]): Promise<void> {
  const short = await stockShortfalls(tx, lines);
  if (short.length === 0) return;
  const names = short.map((l) => `${l.variantId} (${l.available} left, ${l.requested} asked)`).join(', ');
  throw new ApiError('out_of_stock', `not enough stock for ${names}`, { lines: short });
}
