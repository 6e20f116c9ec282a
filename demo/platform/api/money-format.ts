// `?locale=` on a priced read: the answer carries `format`, how Intl prints its currency in that locale (wire/money.ts
// MoneyFormat), so a page can show its first prices without making an Intl.NumberFormat of its own, whose first making
// loads the browser's number data (docs/design.md "The first Intl object"). Worked out here with Intl's formatToParts,
// checked against Intl's own text, and kept per currency and locale in a bounded store.
import { invalid } from '../http/api-error.ts';
import { moneyFormatOptions } from '../../../wire/money.ts';
import { formatWithMoneyFormat, type MoneyFormat } from '../../../wire/money-format.ts';
import type { ApiRequest } from './context.ts';

const MAX_KEPT = 1000;
const KEPT = new Map<string, MoneyFormat | null>();

/** Amounts (minor units) whose text the worked-out format must print exactly as Intl does, or it is not given. */
const CHECKS = [0, 5, -5, 99, 1234, -1234, 12345, 123456, 1234567, -1234567, 123456789012];

type Part = Intl.NumberFormatPart;
const isNumber = (part: Part) => part.type === 'integer' || part.type === 'decimal' || part.type === 'fraction';

/** The text before the first digit and after the last. */
function affixes(parts: Part[]): [string, string] {
  const first = parts.findIndex(isNumber);
  const last = parts.length - 1 - [...parts].reverse().findIndex(isNumber);
  const text = (list: Part[]) => list.map((part) => part.value).join('');
  return [text(parts.slice(0, first)), text(parts.slice(last + 1))];
}

function workOut(currency: string, locale: string): MoneyFormat | null {
  const options = moneyFormatOptions(currency);
  const intl = new Intl.NumberFormat(locale, options);
  const digits = options.maximumFractionDigits!;
  // Ten integer digits show both group sizes; the separators of a format without decimals from one with a decimal.
  const integers = intl
    .formatToParts(1234567890)
    .filter((part) => part.type === 'integer')
    .map((part) => part.value);
  const separators = new Intl.NumberFormat(locale, {
    ...options,
    minimumFractionDigits: 1,
    maximumFractionDigits: Math.max(digits, 1),
  }).formatToParts(1234567.5);
  const grouped = (amount: number) => intl.formatToParts(amount).some((part) => part.type === 'group');
  const format: MoneyFormat = {
    locale: intl.resolvedOptions().locale,
    currency,
    positive: affixes(intl.formatToParts(1)),
    negative: affixes(intl.formatToParts(-1)),
    decimal: separators.find((part) => part.type === 'decimal')?.value ?? '.',
    group: separators.find((part) => part.type === 'group')?.value ?? '',
    grouping: integers.length > 1 ? [integers.at(-1)!.length, integers.at(-2)!.length] : [0, 0],
    minimumGroupingDigits: grouped(1234) ? 1 : 2,
    fractionDigits: digits,
  };
  // Digits other than 0-9 (Arabic-Indic, Devanagari...) and anything else this shape cannot say: no format.
  const exact = CHECKS.every((minor) => formatWithMoneyFormat(minor, format) === intl.format(minor / 10 ** digits));
  return exact ? format : null;
}

/** The format of `currency` in the request's `?locale=`, null without one; a malformed tag is a 400 naming it. */
export function requestMoneyFormat(request: ApiRequest, currency: string): MoneyFormat | null {
  const raw = request.query.get('locale');
  if (raw === null) return null;
  let locale: string;
  try {
    [locale = ''] = Intl.getCanonicalLocales(raw);
  } catch {
    throw invalid('locale', raw, 'must be a BCP 47 language tag, as sv-SE');
  }
  const key = `${currency}|${locale}`;
  let format = KEPT.get(key);
  if (format === undefined) {
    if (KEPT.size >= MAX_KEPT) KEPT.clear();
    KEPT.set(key, (format = workOut(currency, locale)));
  }
  return format;
}
