// The first Intl.NumberFormat of a page loads the engine's number formatting data: tens of milliseconds of script on
// a slow phone, and more for each further locale. A price waits for its data from the platform anyway, so a throwaway
// format made as soon as that request is sent takes the cost off the path to the first price on screen. It is made
// in the locale the prices will be shown in, an element's `locale` (element-locale.ts): a format in
// another locale would load data that no price on the page uses, and the prices would still load their own.
// With the currency the prices will come in (a client's chosen or configured one), the warm-up is the very format the
// prices use (formatMoney keeps one per locale and currency), whose making is then off their path too.
import { formatMoney } from '../../../src/index.ts';

const warmed = new Set<string>();

export function warmMoneyFormat(locale: string, currency?: string | null): void {
  const key = currency ? `${locale}|${currency}` : locale;
  if (warmed.has(key)) return;
  warmed.add(key);
  setTimeout(() => {
    try {
      if (currency) formatMoney(0, currency, locale);
      else new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(0);
    } catch {
      // A malformed locale: the elements fall back to a valid one themselves (element-locale.ts).
    }
  });
}
