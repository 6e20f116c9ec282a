// Discount codes for the component tests' fake shop: a tiny rule table priced like the platform (percentages of the
// subtotal in the answer's currency, a minimum checked in SEK), so tests can assert rows, totals and reasons.
import type { AppliedDiscount, CartItem, DiscountReason } from '../../src/index.ts';
import { errorReply, type FakeReply } from '../helpers/fake-fetch.ts';

interface FakeCode {
  code: string;
  percent?: number;
  minimum?: number;
  reject?: DiscountReason;
}

export const FAKE_CODES: FakeCode[] = [
  { code: 'SPRING10', percent: 10 },
  { code: 'BIG500', percent: 15, minimum: 50000 },
  { code: 'WINTER', reject: 'expired' },
];

const find = (code: string): FakeCode | undefined =>
  FAKE_CODES.find((entry) => entry.code.toUpperCase() === code.toUpperCase());

/** The codes of a cart priced for these lines; `factor` converts SEK into the answer's currency. */
export function priceDiscounts(codes: string[], items: CartItem[], factor: number): AppliedDiscount[] {
  const subtotal = items.reduce((sum, item) => sum + item.lineTotal, 0);
  return codes.map((code) => {
    const rule = find(code)!;
    if (rule.minimum !== undefined && subtotal < rule.minimum * factor)
      return { code: rule.code, applied: false, reason: 'below_minimum', amount: 0 };
    return { code: rule.code, applied: true, reason: null, amount: Math.round((subtotal * (rule.percent ?? 0)) / 100) };
  });
}

/** The 422 for a code that cannot apply to these lines (SEK), or the shop's spelling of a code that can. */
export function checkCode(
  code: string,
  items: CartItem[],
  currency: { currency: string; factor: number },
): FakeReply | string {
  const rule = find(code);
  const reject = (reason: DiscountReason, extra = {}) =>
    errorReply(422, 'discount_not_applicable', { details: { field: 'code', reason, ...extra } });
  if (!rule) return reject('unknown');
  if (rule.reject) return reject(rule.reject);
  const [priced] = priceDiscounts([rule.code], items, 1);
  if (!priced!.applied)
    return reject('below_minimum', {
      minimumSubtotal: Math.round(rule.minimum! * currency.factor),
      currency: currency.currency,
    });
  return rule.code;
}
