// Discount codes as the platform keeps them (docs/design.md, "Discount codes"). Amounts are minor units of the shop's
// base currency; a percentage is a whole number 1-100. Codes are never deleted, only disabled, so a cart or an order
// can always name the code it used.
import type { DiscountReason } from '../../../wire/discount-reason.ts';
import type { DiscountCodesTable } from '../db/tables.ts';

export type DiscountKind = 'percentage' | 'fixed';

export type { DiscountReason };

/** A code as the platform keeps it: its row (db/tables.ts) with the kind, the categories and the flag read. */
export interface DiscountCodeRecord extends Omit<DiscountCodesTable, 'codeKey' | 'kind' | 'categoryIds' | 'disabled'> {
  kind: DiscountKind;
  /** Only lines whose product is in one of these categories ([] = every line). */
  categoryIds: string[];
  disabled: boolean;
}

/** A code on a cart or session as the API shows it. */
export interface AppliedDiscount {
  code: string;
  applied: boolean;
  reason: DiscountReason | null;
  amount: number;
}

/** A code a checkout session carries: the shown record plus the code's id, so paying can count its use. */
export interface SessionDiscount extends AppliedDiscount {
  id: string;
}

/** The lookup key of a code: codes match without regard to case. */
export const discountKey = (code: string): string => code.toUpperCase();
