// A cart's codes priced for one answer: each code checked (in the base currency) and, when it applies, its amount
// in the answer's currency spread over its lines; then the totals with VAT taken from the discounted lines.
// Codes apply in the cart's order, each on what the codes before it left (a cart holds one code today).
import type { CurrencyOfferRecord, PricedLine, ShopRecord } from '../state/types.ts';
import { checkDiscount } from '../discounts/check-discount.ts';
import type { DiscountCodeRecord, SessionDiscount } from '../discounts/discount-types.ts';
import { type DiscountedTotals, discountAmount, discountedTotals, spreadAmount } from './price-discount.ts';

export interface CartDiscountInput {
  codes: readonly DiscountCodeRecord[];
  /** The lines priced in the answer's currency. */
  lines: readonly PricedLine[];
  /** Line id → the line's total in the base currency (with campaign prices). */
  baseTotals: ReadonlyMap<string, number>;
  /** Product id → its category ids. */
  categories: ReadonlyMap<string, readonly string[]>;
  storefrontId: string | null;
  now: number;
  shop: ShopRecord;
  offer: CurrencyOfferRecord;
}

export interface PricedDiscounts {
  discounts: SessionDiscount[];
  totals: DiscountedTotals;
}

export function priceCartDiscounts(input: CartDiscountInput): PricedDiscounts {
  const parts = new Map<string, number>(input.lines.map((line) => [line.id, 0]));
  const qualifying = input.lines.map((line) => ({
    id: line.id,
    baseTotal: input.baseTotals.get(line.id) ?? 0,
    categoryIds: input.categories.get(line.productId) ?? [],
  }));
  const discounts = input.codes.map((code): SessionDiscount => {
    const check = checkDiscount(code, { now: input.now, storefrontId: input.storefrontId, lines: qualifying });
    if (check.reason !== null) return { id: code.id, code: code.code, applied: false, reason: check.reason, amount: 0 };
    const left = input.lines
      .filter((line) => check.eligible.has(line.id))
      .map((line) => ({ id: line.id, total: line.lineTotal - parts.get(line.id)! }));
    const amount = discountAmount(
      code,
      left.reduce((sum, line) => sum + line.total, 0),
      input.shop,
      input.offer,
    );
    for (const [id, part] of spreadAmount(amount, left)) parts.set(id, parts.get(id)! + part);
    return { id: code.id, code: code.code, applied: true, reason: null, amount };
  });
  return { discounts, totals: discountedTotals(input.lines, parts) };
}
