// What a merchant may write into a discount code, from the admin API (JSON: minor units, ISO 8601 times) or the
// control panel's form (text: major units, `datetime-local` times in UTC). Every value is checked before anything is
// written; a bad one throws a 400 naming the field (the JSON name, or the form's label) and quoting the value.
import { invalid } from '../http/api-error.ts';
import type { DiscountCodeRecord, DiscountKind } from './discount-types.ts';

/** The fields a merchant writes; the rest of a record (id, uses, times) is the platform's. */
export type DiscountDraft = Pick<
  DiscountCodeRecord,
  | 'code'
  | 'kind'
  | 'value'
  | 'minimumSubtotal'
  | 'validFrom'
  | 'validTo'
  | 'usageLimit'
  | 'storefrontId'
  | 'categoryIds'
  | 'disabled'
>;

export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
const KINDS: readonly DiscountKind[] = ['percentage', 'fixed'];
const MAX_AMOUNT = 1_000_000_000;
const MAX_CATEGORIES = 50;

export interface DraftContext {
  /** The shop's campaign storefront ids and category ids: a code may only name these. */
  storefrontIds: readonly string[];
  categoryIds: readonly string[];
  /** How a field is named in a message (the form names its labels). */
  name?: (field: keyof DiscountDraft) => string;
}

const isInt = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

function readTime(value: unknown, field: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  const time = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(time)) throw invalid(field, value, 'must be an ISO 8601 date and time, like 2026-03-01T00:00:00Z');
  return new Date(time).toISOString();
}

function readOptionalInt(value: unknown, field: string, min: number, rule: string): number | null {
  if (value === null || value === undefined) return null;
  if (!isInt(value, min, MAX_AMOUNT)) throw invalid(field, value, rule);
  return value;
}

/** Checks a whole draft (a new code, or an edit merged over the stored code). */
export function parseDiscountDraft(input: Record<string, unknown>, context: DraftContext): DiscountDraft {
  const name = context.name ?? ((field) => field);
  const code = typeof input.code === 'string' ? input.code.trim() : input.code;
  if (typeof code !== 'string' || !DISCOUNT_CODE_PATTERN.test(code))
    throw invalid(name('code'), code, 'must be 1-32 letters, digits, - or _');
  const kind = input.kind as DiscountKind;
  if (!KINDS.includes(kind)) throw invalid(name('kind'), kind, 'must be percentage or fixed');
  const value = input.value;
  if (kind === 'percentage' ? !isInt(value, 1, 100) : !isInt(value, 1, MAX_AMOUNT))
    throw invalid(
      name('value'),
      value,
      kind === 'percentage' ? 'must be a whole percentage from 1 to 100' : 'must be an amount above 0',
    );
  const minimumSubtotal = readOptionalInt(input.minimumSubtotal, name('minimumSubtotal'), 0, 'must be an amount');
  const usageLimit = readOptionalInt(input.usageLimit, name('usageLimit'), 1, 'must be a whole number of uses above 0');
  const validFrom = readTime(input.validFrom, name('validFrom'));
  const validTo = readTime(input.validTo, name('validTo'));
  if (validFrom !== null && validTo !== null && validTo <= validFrom)
    throw invalid(name('validTo'), validTo, `must be after ${name('validFrom')} (${validFrom})`);
  return {
    code,
    kind,
    value: value as number,
    minimumSubtotal,
    validFrom,
    validTo,
    usageLimit,
    storefrontId: readStorefront(input.storefrontId, name('storefrontId'), context),
    categoryIds: readCategories(input.categoryIds, name('categoryIds'), context),
    disabled: readFlag(input.disabled, name('disabled')),
  };
}

function readStorefront(value: unknown, field: string, context: DraftContext): string | null {
  if (value === null || value === undefined || value === '') return null;
  const found =
    typeof value === 'string' && context.storefrontIds.find((id) => id.toLowerCase() === value.toLowerCase());
  if (!found) throw invalid(field, value, 'must be one of the shop\u2019s campaign storefronts, or empty');
  return found;
}

function readCategories(value: unknown, field: string, context: DraftContext): string[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value) || value.length > MAX_CATEGORIES)
    throw invalid(field, value, `must be a list of at most ${MAX_CATEGORIES} category ids`);
  for (const id of value)
    if (typeof id !== 'string' || !context.categoryIds.includes(id))
      throw invalid(field, id, 'must name the shop\u2019s categories');
  return [...new Set(value as string[])];
}

function readFlag(value: unknown, field: string): boolean {
  if (value === undefined) return false;
  if (typeof value !== 'boolean') throw invalid(field, value, 'must be true or false');
  return value;
}
