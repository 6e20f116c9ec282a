// formatMoney: the one money format of the client, the elements and the demo pages; the platform's pages format
// the same way (docs/design.md "Money format", held together by test/helpers/money-cases.ts).
import { currencyExponent } from './currency-exponent.ts';

const FORMATS = new Map<string, Intl.NumberFormat>();

/**
 * Formats an integer amount in minor units (öre, cents; yen as is) with the currency's ISO 4217 exponent as its
 * decimals; one Intl.NumberFormat per locale and currency.
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
