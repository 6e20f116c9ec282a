// Whether a code applies to a cart right now, and to which lines. Pure: the caller gives the time, the cart's
// campaign and its lines priced in the base currency, so qualification never depends on the currency shown.
import type { DiscountCodeRecord, DiscountReason } from './discount-types.ts';

/** A cart line as qualification sees it: its total in base minor units and its product's categories. */
export interface QualifyingLine {
  id: string;
  baseTotal: number;
  categoryIds: readonly string[];
}

export interface DiscountCheck {
  /** null when the code applies. */
  reason: DiscountReason | null;
  /** The lines the code takes its amount from (empty when it does not apply). */
  eligible: Set<string>;
}

export interface CheckContext {
  now: number;
  /** The id of the campaign storefront the cart is attributed to, or null. */
  storefrontId: string | null;
  lines: readonly QualifyingLine[];
}

const refuse = (reason: DiscountReason): DiscountCheck => ({ reason, eligible: new Set() });

/** The reasons in the order design.md gives them: the first that holds wins. */
export function checkDiscount(code: DiscountCodeRecord, context: CheckContext): DiscountCheck {
  if (code.disabled) return refuse('disabled');
  if (code.validFrom !== null && context.now < Date.parse(code.validFrom)) return refuse('not_yet_valid');
  if (code.validTo !== null && context.now >= Date.parse(code.validTo)) return refuse('expired');
  if (code.usageLimit !== null && code.uses >= code.usageLimit) return refuse('used_up');
  if (code.storefrontId !== null && code.storefrontId.toLowerCase() !== context.storefrontId?.toLowerCase())
    return refuse('not_for_storefront');
  const lines = context.lines.filter(
    (line) => code.categoryIds.length === 0 || line.categoryIds.some((id) => code.categoryIds.includes(id)),
  );
  if (lines.length === 0) return refuse('not_for_items');
  const base = lines.reduce((sum, line) => sum + line.baseTotal, 0);
  if (code.minimumSubtotal !== null && base < code.minimumSubtotal) return refuse('below_minimum');
  return { reason: null, eligible: new Set(lines.map((line) => line.id)) };
}
