// Money of the Commerce API v2 wire: amounts are integers in the currency's ISO 4217 minor units (docs/design.md
// "Records"). Written once, here, for the client, the elements and the demo pages (src/index.ts exports formatMoney)
// and for the platform's own pages (hosted checkout, control panel, e-mail), so every surface shows an amount the same
// way for a given locale (docs/design.md "Money format").

/** Currencies without minor units, and with three digits of them; every other currency has two. */
export const ZERO_EXPONENT: ReadonlySet<string> = new Set(
  'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX VND VUV XAF XOF XPF'.split(' '),
);
export const THREE_EXPONENT: ReadonlySet<string> = new Set('BHD IQD JOD KWD LYD OMR TND'.split(' '));

/**
 * How many minor units make one major unit of a currency (10^exponent), as ISO 4217 says. That is not always the
 * number of decimals Intl shows by default: CLDR shows HUF, IDR, COP... without decimals and IQD with none, where ISO
 * gives 2 and 3.
 */
export function currencyExponent(code: string): number {
  const upper = code.toUpperCase();
  if (ZERO_EXPONENT.has(upper)) return 0;
  return THREE_EXPONENT.has(upper) ? 3 : 2;
}

/** The options every money format uses: the currency, with its ISO 4217 exponent as the decimals shown. */
export function moneyFormatOptions(currency: string): Intl.NumberFormatOptions {
  const exponent = currencyExponent(currency);
  return { style: 'currency', currency, minimumFractionDigits: exponent, maximumFractionDigits: exponent };
}

/**
 * How Intl prints one currency in one locale, worked out by the platform (`format` in a priced answer read with
 * `locale=`, docs/platform.md "Money formats"): what goes before and after the digits of a positive and of a negative amount (the symbol,
 * its spacing and the minus sign), the separators, the group sizes and the decimals.
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

const FORMATS = new Map<string, Intl.NumberFormat>();
const GIVEN = new Map<string, MoneyFormat>();
const WARMING = new Set<string>();
const startIdle: (run: () => void) => unknown = globalThis.requestIdleCallback ?? setTimeout;

function makeFormat(key: string, currency: string, locale?: string): Intl.NumberFormat {
  let format = FORMATS.get(key);
  if (!format) FORMATS.set(key, (format = new Intl.NumberFormat(locale, moneyFormatOptions(currency))));
  return format;
}

/**
 * Keeps a platform's format for the locale a read asked it for: formatMoney writes that locale's and currency's
 * amounts with it until Intl's own format is made, which happens once the main thread is first idle after the first
 * such amount (after the render that shows it): the first Intl.NumberFormat of a page loads the engine's number data,
 * tens of milliseconds of script on a slow phone, and no longer stands between an answer and its prices on screen.
 */
export function useMoneyFormat(locale: string, format: MoneyFormat): void {
  const key = `${locale}|${format.currency}`;
  if (!FORMATS.has(key) && format.fractionDigits === currencyExponent(format.currency)) GIVEN.set(key, format);
}

/** Makes Intl's format for a given one once the main thread is idle; a locale Intl refuses keeps the given one. */
function warmWhenIdle(key: string, currency: string, locale?: string): void {
  WARMING.add(key);
  startIdle(() => {
    try {
      makeFormat(key, currency, locale);
      GIVEN.delete(key);
    } catch {
      // The given format stays in use.
    }
  });
}

/**
 * Formats an integer amount in minor units (öre, cents; yen as is) with the currency's ISO 4217 exponent as its
 * decimals; one Intl.NumberFormat per locale and currency, or a format the platform gave for them (useMoneyFormat)
 * until that Intl.NumberFormat is made. Without a locale, the runtime's own.
 */
export function formatMoney(amountMinor: number, currency: string, locale?: string): string {
  const key = `${locale}|${currency}`;
  const given = GIVEN.get(key);
  const text = given ? formatWithMoneyFormat(amountMinor, given) : null;
  if (text === null) return makeFormat(key, currency, locale).format(amountMinor / 10 ** currencyExponent(currency));
  if (!WARMING.has(key)) warmWhenIdle(key, currency, locale);
  return text;
}
