// Stock checks: tracked variants (stock not null) cannot be asked for beyond what is on hand (409 out_of_stock). A cart
// route checks against the products it read in its transaction (`assertStockOf`); the checkout reads the stock itself.
// Neither reserves anything: two carts may each hold the last unit, and the payment takes stock with a conditional
// UPDATE (repo/variants.ts takeStock), so only one of them can buy it.
import { ApiError, type StockLine } from '../http/api-error.ts';
import type { Tx } from '../db/database.ts';
import type { LineProducts } from '../pricing/price-lines.ts';
import { findVariantStock, type VariantStock } from '../repo/variants.ts';

export interface WantedLine {
  productId: string;
  variantId: string;
  quantity: number;
}

/** The lines asking for more than `stockOf` their variant (a variant it does not know, or of another product: none). */
function shortfalls(lines: WantedLine[], stockOf: (line: WantedLine) => VariantStock | undefined): StockLine[] {
  const wanted = new Map<string, WantedLine>();
  for (const line of lines) {
    const seen = wanted.get(line.variantId);
    wanted.set(line.variantId, { ...line, quantity: (seen?.quantity ?? 0) + line.quantity });
  }
  const short: StockLine[] = [];
  for (const line of wanted.values()) {
    const variant = stockOf(line);
    const available = variant && variant.productId === line.productId ? variant.stock : 0;
    if (available !== null && line.quantity > available) {
      short.push({ productId: line.productId, variantId: line.variantId, requested: line.quantity, available });
    }
  }
  return short;
}

function refuse(short: StockLine[]): void {
  if (short.length === 0) return;
  const names = short.map((l) => `${l.variantId} (${l.available} left, ${l.requested} asked)`).join(', ');
  throw new ApiError('out_of_stock', `not enough stock for ${names}`, { lines: short });
}

export async function stockShortfalls(tx: Tx, lines: WantedLine[]): Promise<StockLine[]> {
  const stock = await findVariantStock(
    tx,
    lines.map((line) => line.variantId),
  );
  return shortfalls(lines, (line) => stock.get(line.variantId));
}

/** Reads the lines' stock in `tx` and refuses lines beyond it. */
export async function assertInStock(tx: Tx, lines: WantedLine[]): Promise<void> {
  refuse(await stockShortfalls(tx, lines));
}

/** Refuses lines beyond the stock of their variants as read with `products` (cart-access.ts readProducts). */
export function assertStockOf(products: LineProducts, lines: WantedLine[]): void {
  refuse(
    shortfalls(lines, ({ productId, variantId }) => {
      const variant = products.get(productId)?.variants.find((v) => v.id === variantId);
      return variant && { productId, stock: variant.stock };
    }),
  );
}
