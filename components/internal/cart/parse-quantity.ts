// A quantity the shopper typed into a cart line's field, checked before anything is sent: a whole number from 0 to
// 999 (0 removes the line). Anything else is refused with the reason, so the line can say why in place.
import type { QuantityRefusal } from '../texts/cart-page-texts.ts';

export const MAX_LINE_QUANTITY = 999;

export type ParsedQuantity = { quantity: number } | { refusal: QuantityRefusal; value: string };

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * Reads the text of a quantity field. `unreadable` is a number field's `validity.badInput` (the browser keeps text
 * it cannot read as a number out of `value`), so such a field is refused even though its value is empty.
 */
export function parseQuantity(text: string, unreadable = false): ParsedQuantity {
  const value = text.trim();
  if (unreadable || !DECIMAL.test(value)) return { refusal: 'not_a_number', value: unreadable ? '' : value };
  const number = Number(value);
  if (number < 0) return { refusal: 'negative', value };
  if (!Number.isInteger(number)) return { refusal: 'fraction', value };
  if (number > MAX_LINE_QUANTITY) return { refusal: 'too_many', value };
  return { quantity: number };
}
