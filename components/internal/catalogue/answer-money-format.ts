// The first prices of a product or of a list's page, printed with the money format its answer gave (`format`, read
// with the element's locale, docs/design.md "The first Intl object") instead of an Intl.NumberFormat: a page's first
// Intl object loads the engine's data, tens of milliseconds of script on a slow phone, between the answer and its
// prices on screen. Intl's own format is made once the main thread is first idle after the first price printed this
// way (after the render that shows it), and prints every amount from then on: the text is the same.
import { MONEY_STAND_INS, currencyExponent, formatMoney } from '../../../wire/money.ts';
import { formatWithMoneyFormat, type MoneyFormat } from '../../../wire/money-format.ts';

const whenIdle: (run: () => void) => unknown = globalThis.requestIdleCallback ?? setTimeout;

/** The locales and currencies (`${locale}|${currency}`) whose answer's format has been taken, once each. */
const TAKEN = new Set<string>();

/** A format with the currency's decimals and groups the printer can make (a group of 0 digits would never end). */
const isUsable = ({ currency, fractionDigits, grouping: [primary, secondary] }: MoneyFormat): boolean =>
  fractionDigits === currencyExponent(currency) && (primary === 0 || secondary > 0);

/**
 * Prints `locale`'s amounts in the answer's currency with the answer's format until the main thread is first idle
 * after the first of them. Nothing when the answer gave none, or one the platform worked out for another locale (its
 * Intl resolved the tag to another), or once that locale and currency have had theirs.
 */
export function useAnswerMoneyFormat(locale: string, format: MoneyFormat | undefined): void {
  const key = `${locale}|${format?.currency}`;
  if (!format || format.locale !== locale || !isUsable(format) || TAKEN.has(key)) return;
  TAKEN.add(key);
  let printed = false;
  MONEY_STAND_INS.set(key, (amountMinor) => {
    const text = formatWithMoneyFormat(amountMinor, format);
    if (text !== null && !printed) {
      printed = true;
      whenIdle(() => {
        MONEY_STAND_INS.delete(key);
        formatMoney(0, format.currency, locale);
      });
    }
    return text;
  });
}
