// Discount codes as the client sends them, and the reasons the platform gives when one cannot apply
// (docs/design.md, "Discount codes"). Matching is the platform's business (case-insensitive); the client only trims
// and bounds what it sends, so a code typed by a shopper reaches the platform as typed.
import type { DiscountReason } from '../types.ts';
import { expected } from './redact.ts';

export const DISCOUNT_REASONS: readonly DiscountReason[] = Object.freeze([
  'unknown',
  'expired',
  'not_yet_valid',
  'below_minimum',
  'used_up',
  'not_for_storefront',
  'not_for_items',
  'disabled',
  'too_many_attempts',
]);

/** The longest code the client sends (the platform answers 400 beyond it). */
export const MAX_DISCOUNT_CODE_LENGTH = 64;

export const isDiscountReason = (value: unknown): value is DiscountReason =>
  DISCOUNT_REASONS.includes(value as DiscountReason);

/** A code to send: trimmed, 1-64 characters, no control characters; throws ShopkitConfigError naming the field. */
export function normalizeDiscountCode(value: unknown, field = 'code'): string {
  const code = typeof value === 'string' ? value.trim() : '';
  if (code === '' || code.length > MAX_DISCOUNT_CODE_LENGTH || /\p{Cc}/u.test(code))
    throw expected(field, `a discount code of 1-${MAX_DISCOUNT_CODE_LENGTH} characters`, value);
  return code;
}

/** Whether two codes are the same code (the platform matches them case-insensitively). */
export const isSameDiscountCode = (a: string, b: string): boolean => a.toUpperCase() === b.toUpperCase();
