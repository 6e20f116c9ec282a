// A cart priced for one answer or one checkout session: its lines in the answer's currency, its codes checked (in
// the base currency, so the currency shown never decides whether a code applies) and priced, and the totals after
// them. Carts without a code cost no extra query.
import type { Tx } from '../db/database.ts';
import { priceCartDiscounts } from './price-cart-discounts.ts';
import type { SessionDiscount } from '../discounts/discount-types.ts';
import { type DiscountedTotals, discountedTotals } from './price-discount.ts';
import { findDiscounts } from '../repo/discount-codes.ts';
import { resolveOffer } from './money.ts';
import type { CartRecord, PricedLine } from '../state/types.ts';
import { type LineProducts, priceLines } from './price-lines.ts';
import type { PriceContext } from './price-variant.ts';

export interface PricedCart {
  lines: PricedLine[];
  discounts: SessionDiscount[];
  totals: DiscountedTotals;
}

/** Line id -> the line's total in the base currency (campaign prices included). */
export function baseTotals(products: LineProducts, cart: CartRecord, context: PriceContext): Map<string, number> {
  const base = priceLines(products, cart, { ...context, offer: resolveOffer(context.shop, null) });
  return new Map(base.map((line) => [line.id, line.lineTotal]));
}

/** Product id -> its category ids, for codes restricted to categories. */
export const categoriesOf = (products: LineProducts): Map<string, string[]> =>
  new Map([...products.values()].map((product) => [product.id, product.categoryIds]));

export async function priceCart(
  tx: Tx,
  products: LineProducts,
  cart: CartRecord,
  context: PriceContext,
  now: number,
): Promise<PricedCart> {
  const lines = priceLines(products, cart, context);
  const codes = await findDiscounts(tx, cart.shopId, cart.discountIds);
  if (codes.length === 0) return { lines, discounts: [], totals: discountedTotals(lines, new Map()) };
  return {
    lines,
    ...priceCartDiscounts({
      codes,
      lines,
      baseTotals: baseTotals(products, cart, context),
      categories: categoriesOf(products),
      storefrontId: cart.storefront?.id ?? null,
      now,
      shop: context.shop,
      offer: context.offer,
    }),
  };
}
