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

const FORMATS = new Map<string, Intl.NumberFormat>();

/**
 * Formats an integer amount in minor units (öre, cents; yen as is) with the currency's ISO 4217 exponent as its
 * decimals; one Intl.NumberFormat per locale and currency. Without a locale, the runtime's own.
 */
export function formatMoney(amountMinor: number, currency: string, locale?: string): string {
  const key = `${locale}|${currency}`;
  const exponent = currencyExponent(currency);
  let format = FORMATS.get(key);
  if (!format) {
    const options = { style: 'currency', currency, minimumFractionDigits: exponent, maximumFractionDigits: exponent };
    FORMATS.set(key, (format = new Intl.NumberFormat(locale, options as Intl.NumberFormatOptions)));
  }
  return format.format(amountMinor / 10 ** exponent);
}
