// The discount form of the control panel as text: what the fields show (from a stored code, or as the merchant
// typed them when a save was refused, so nothing typed is lost) and what a submitted form means for
// parseDiscountDraft (major units to minor units, `datetime-local` times read as UTC). Text that does not read as a
// number or a time is passed on as typed, so the error quotes it.
import type { DiscountCodeRecord } from '../discounts/discount-types.ts';
import type { DiscountDraft } from '../discounts/parse-discount-input.ts';

/** The fields' labels, which also name a field in an error message. */
export const DISCOUNT_LABELS: Record<keyof DiscountDraft, string> = {
  code: 'Code',
  kind: 'Type',
  value: 'Value',
  minimumSubtotal: 'Minimum subtotal',
  validFrom: 'Valid from',
  validTo: 'Valid until',
  usageLimit: 'Usage limit',
  storefrontId: 'Campaign',
  categoryIds: 'Categories',
  disabled: 'Disabled',
};

/** What each field shows; `categoryIds` are the checked boxes. */
export interface DiscountFormValues {
  code: string;
  kind: string;
  value: string;
  minimumSubtotal: string;
  validFrom: string;
  validTo: string;
  usageLimit: string;
  storefrontId: string;
  categoryIds: string[];
  disabled: boolean;
}

export const EMPTY_DISCOUNT_FORM: DiscountFormValues = {
  code: '',
  kind: 'percentage',
  value: '',
  minimumSubtotal: '',
  validFrom: '',
  validTo: '',
  usageLimit: '',
  storefrontId: '',
  categoryIds: [],
  disabled: false,
};

const major = (amount: number | null, exponent: number): string =>
  amount === null ? '' : (amount / 10 ** exponent).toFixed(exponent);
/** `2026-03-01T00:00:00.000Z` -> `2026-03-01T00:00`, what a `datetime-local` field holds. */
const local = (time: string | null): string => (time === null ? '' : time.slice(0, 16));

export function formValuesOf(code: DiscountCodeRecord, exponent: number): DiscountFormValues {
  return {
    code: code.code,
    kind: code.kind,
    value: code.kind === 'percentage' ? String(code.value) : major(code.value, exponent),
    minimumSubtotal: major(code.minimumSubtotal, exponent),
    validFrom: local(code.validFrom),
    validTo: local(code.validTo),
    usageLimit: code.usageLimit === null ? '' : String(code.usageLimit),
    storefrontId: code.storefrontId ?? '',
    categoryIds: code.categoryIds,
    disabled: code.disabled,
  };
}

export function formValuesFrom(form: URLSearchParams): DiscountFormValues {
  const text = (name: string) => (form.get(name) ?? '').trim();
  return {
    code: text('code'),
    kind: text('kind'),
    value: text('value'),
    minimumSubtotal: text('minimumSubtotal'),
    validFrom: text('validFrom'),
    validTo: text('validTo'),
    usageLimit: text('usageLimit'),
    storefrontId: text('storefrontId'),
    categoryIds: form.getAll('categoryIds'),
    disabled: form.has('disabled'),
  };
}

function minor(text: string, exponent: number): number | string | null {
  if (text === '') return null;
  const pattern = exponent === 0 ? /^\d{1,10}$/ : new RegExp(`^\\d{1,10}([.,]\\d{1,${exponent}})?$`);
  return pattern.test(text) ? Math.round(Number(text.replace(',', '.')) * 10 ** exponent) : text;
}

function utc(text: string): string | null {
  if (text === '') return null;
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text) ? `${text}:00Z` : text;
}

/** The submitted form as parseDiscountDraft takes it. */
export function draftInputOf(values: DiscountFormValues, exponent: number): Record<string, unknown> {
  const whole = (text: string) => (/^\d{1,10}$/.test(text) ? Number(text) : text);
  return {
    code: values.code,
    kind: values.kind,
    value: values.kind === 'fixed' ? (minor(values.value, exponent) ?? '') : whole(values.value),
    minimumSubtotal: minor(values.minimumSubtotal, exponent),
    validFrom: utc(values.validFrom),
    validTo: utc(values.validTo),
    usageLimit: values.usageLimit === '' ? null : whole(values.usageLimit),
    storefrontId: values.storefrontId || null,
    categoryIds: values.categoryIds,
    disabled: values.disabled,
  };
}
