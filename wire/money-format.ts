// How Intl prints one currency in one locale, as the platform gives it (`format` in a product read's answer with
// `locale=`, docs/platform.md "Money formats"), and the printer that writes an amount with it without Intl. Apart from
// money.ts, which every page's core holds: only the pages that print their first prices with a given format load it.

/**
 * How Intl prints one currency in one locale, worked out by the platform: what goes before and after the digits of a
 * positive and of a negative amount (the symbol, its spacing and the minus sign), the separators, the group sizes and
 * the decimals.
 */
export interface MoneyFormat {
  locale: string;
  currency: string;
  positive: [prefix: string, suffix: string];
  negative: [prefix: string, suffix: string];
  decimal: string;
  group: string;
  /** The last group's size and every other group's (3 and 3; 3 and 2 in en-IN); 0 and 0 when nothing is grouped. */
  grouping: [primary: number, secondary: number];
  /** Digits the integer must have beyond the last group before it is grouped at all: 2 in es-ES (1234,00 €). */
  minimumGroupingDigits: number;
  fractionDigits: number;
}

/** Groups an integer's digits as the format says. */
function groupDigits(whole: string, { group, grouping: [primary, secondary], minimumGroupingDigits }: MoneyFormat) {
  if (primary === 0 || whole.length < primary + minimumGroupingDigits) return whole;
  const groups = [whole.slice(-primary)];
  let rest = whole.slice(0, -primary);
  for (; rest.length > secondary; rest = rest.slice(0, -secondary)) groups.unshift(rest.slice(-secondary));
  return [rest, ...groups].join(group);
}

/**
 * An integer amount in minor units written with a platform's format: the same text Intl prints (tested against it,
 * test/core/money-format.test.ts), without loading Intl's number data. Null for an amount that is not an integer of at
 * most 15 digits: beyond, Intl prints the nearest double of the amount in major units, which digits alone do not say.
 */
export function formatWithMoneyFormat(amountMinor: number, format: MoneyFormat): string | null {
  if (!Number.isInteger(amountMinor) || Math.abs(amountMinor) >= 1e15) return null;
  const negative = amountMinor < 0 || Object.is(amountMinor, -0);
  const digits = String(Math.abs(amountMinor)).padStart(format.fractionDigits + 1, '0');
  const whole = digits.slice(0, digits.length - format.fractionDigits);
  const fraction = format.fractionDigits ? format.decimal + digits.slice(whole.length) : '';
  const [prefix, suffix] = negative ? format.negative : format.positive;
  return prefix + groupDigits(whole, format) + fraction + suffix;
}
