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

const FORMATS = new Map<string, Intl.NumberFormat>();
/**
 * Printers standing in for a locale's and currency's Intl.NumberFormat, by `${locale}|${currency}`: formatMoney prints
 * with one while it is here, and with Intl for an amount it answers null for. The elements' first prices are printed
 * with the format an answer gave this way (components/internal/catalogue/answer-money-format.ts).
 */
export const MONEY_STAND_INS = new Map<string, (amountMinor: number) => string | null>();

/**
 * Formats an integer amount in minor units (öre, cents; yen as is) with the currency's ISO 4217 exponent as its
 * decimals; one Intl.NumberFormat per locale and currency, or the printer standing in for it (MONEY_STAND_INS).
 * Without a locale, the runtime's own.
 */
export function formatMoney(amountMinor: number, currency: string, locale?: string): string {
  const key = `${locale}|${currency}`;
  const text = MONEY_STAND_INS.get(key)?.(amountMinor);
  if (text) return text;
  let format = FORMATS.get(key);
  if (!format) FORMATS.set(key, (format = new Intl.NumberFormat(locale, moneyFormatOptions(currency))));
  return format.format(amountMinor / 10 ** currencyExponent(currency));
}
