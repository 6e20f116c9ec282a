// Money for the checkout pages: minor units with the currency's own exponent.
import { currencyExponent } from '../state/money.ts';

export function formatMoney(amount: number, currency: string, locale: string): string {
  const exponent = currencyExponent(currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  }).format(amount / 10 ** exponent);
}
