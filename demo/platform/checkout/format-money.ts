// Money on the platform's pages (hosted checkout, control panel): minor units with the currency's own exponent, one
// Intl.NumberFormat per locale and currency. It formats exactly as the client's formatMoney: one shared table of
// cases (test/helpers/money-cases.ts) holds the two to the same text (docs/design.md "Money format").
import { currencyExponent } from '../pricing/money.ts';

const FORMATS = new Map<string, Intl.NumberFormat>();

export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`;
  const exponent = currencyExponent(currency);
  let format = FORMATS.get(key);
  if (!format) {
    const options = { style: 'currency', currency, minimumFractionDigits: exponent, maximumFractionDigits: exponent };
    FORMATS.set(key, (format = new Intl.NumberFormat(locale, options as Intl.NumberFormatOptions)));
  }
  return format.format(amountMinor / 10 ** exponent);
}
