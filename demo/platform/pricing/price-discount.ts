// The money side of a code, in the answer's currency: its amount, and how that amount is spread over the lines so
// each line's VAT is taken from its discounted total (docs/design.md, "Pricing").
import { convertAmount, includedVat } from './money.ts';
import type { CurrencyOfferRecord, ShopRecord } from '../state/types.ts';
import type { DiscountCodeRecord } from '../discounts/discount-types.ts';

/**
 * The amount a code takes off `eligibleTotal` (answer minor units): a percentage of it, or the fixed base amount
 * converted like a price, never more than the eligible lines cost.
 */
export function discountAmount(
  code: Pick<DiscountCodeRecord, 'kind' | 'value'>,
  eligibleTotal: number,
  shop: ShopRecord,
  offer: CurrencyOfferRecord,
): number {
  const amount =
    code.kind === 'percentage'
      ? Math.round((eligibleTotal * code.value) / 100)
      : convertAmount(code.value, shop, offer);
  return Math.max(0, Math.min(amount, eligibleTotal));
}

/**
 * Splits `amount` over the lines in proportion to their totals, by largest remainder, so the parts add up to the
 * amount exactly; ties go to the earlier line.
 */
export function spreadAmount(amount: number, lines: ReadonlyArray<{ id: string; total: number }>): Map<string, number> {
  const sum = lines.reduce((total, line) => total + line.total, 0);
  const parts = new Map<string, number>();
  if (sum === 0 || amount === 0) {
    for (const line of lines) parts.set(line.id, 0);
    return parts;
  }
  const exact = lines.map((line, index) => ({ id: line.id, index, share: (amount * line.total) / sum }));
  for (const entry of exact) parts.set(entry.id, Math.floor(entry.share));
  let left = amount - [...parts.values()].reduce((total, part) => total + part, 0);
  const byRemainder = [...exact].sort(
    (a, b) => b.share - Math.floor(b.share) - (a.share - Math.floor(a.share)) || a.index - b.index,
  );
  for (const entry of byRemainder) {
    if (left === 0) break;
    parts.set(entry.id, parts.get(entry.id)! + 1);
    left--;
  }
  return parts;
}

export interface DiscountedTotals {
  subtotal: number;
  discountTotal: number;
  vatTotal: number;
  total: number;
}

/** Totals of lines after the discount parts (by line id) are taken off: VAT per line at its own rate, then summed. */
export function discountedTotals(
  lines: ReadonlyArray<{ id: string; lineTotal: number; vatRate: number }>,
  parts: ReadonlyMap<string, number>,
): DiscountedTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const discountTotal = [...parts.values()].reduce((sum, part) => sum + part, 0);
  const vatTotal = lines.reduce(
    (sum, line) => sum + includedVat(line.lineTotal - (parts.get(line.id) ?? 0), line.vatRate),
    0,
  );
  return { subtotal, discountTotal, vatTotal, total: subtotal - discountTotal };
}
