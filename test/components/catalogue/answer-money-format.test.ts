// The money format an answer gives prints a locale's first prices until the main thread is idle, then Intl's own
// format does (answer-money-format.ts); a format that does not fit the locale, the currency or the printer is not used.
import { expect } from '@open-wc/testing';
import { useAnswerMoneyFormat } from '../../../components/internal/catalogue/answer-money-format.ts';
import { formatMoney, moneyFormatOptions } from '../../../wire/money.ts';
import type { MoneyFormat } from '../../../wire/money-format.ts';
import { MONEY_FORMATS } from '../../helpers/money-format-cases.ts';
import { recordIntlObjects } from './intl-objects-made.ts';

const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve()));
const intl = (locale: string, currency: string, amountMinor: number) =>
  new Intl.NumberFormat(locale, moneyFormatOptions(currency)).format(amountMinor / 100);

/** A format in `locale` that Intl would never print ("given 1,234.50"), so a test sees which one wrote the text. */
const marked = (locale: string, currency: string, partial: Partial<MoneyFormat> = {}): MoneyFormat => ({
  ...MONEY_FORMATS.find((format) => format.locale === 'en-US')!,
  locale,
  currency,
  positive: ['given ', ''],
  ...partial,
});

describe("an answer's money format", () => {
  it('prints the first prices without making an Intl object, and Intl prints them once the page is idle', async () => {
    const recording = recordIntlObjects();
    try {
      useAnswerMoneyFormat('en-AU', marked('en-AU', 'AUD'));
      expect(formatMoney(123450, 'AUD', 'en-AU')).to.equal('given 1,234.50');
      expect(formatMoney(5, 'AUD', 'en-AU')).to.equal('given 0.05');
      expect(recording.made).to.deep.equal([]);
      await idle();
      expect(recording.made).to.deep.equal(['NumberFormat en-AU AUD']);
      expect(formatMoney(123450, 'AUD', 'en-AU')).to.equal(intl('en-AU', 'AUD', 123450));
    } finally {
      recording.restore();
    }
  });

  it('is taken once per locale and currency: a later answer does not bring it back after Intl', async () => {
    useAnswerMoneyFormat('en-NZ', marked('en-NZ', 'NZD'));
    expect(formatMoney(100, 'NZD', 'en-NZ')).to.equal('given 1.00');
    await idle();
    useAnswerMoneyFormat('en-NZ', marked('en-NZ', 'NZD'));
    expect(formatMoney(100, 'NZD', 'en-NZ')).to.equal(intl('en-NZ', 'NZD', 100));
  });

  const unusable: Array<[string, MoneyFormat]> = [
    ['for another locale than the one shown', marked('en-US', 'CAD')],
    ['whose decimals are not the currency exponent', marked('en-IE', 'CAD', { fractionDigits: 0 })],
    ['whose groups the printer cannot make', marked('en-IE', 'CHF', { grouping: [3, 0] })],
  ];
  for (const [what, format] of unusable)
    it(`is not used when it is ${what}`, () => {
      useAnswerMoneyFormat('en-IE', format);
      expect(formatMoney(123450, format.currency, 'en-IE')).to.equal(intl('en-IE', format.currency, 123450));
    });

  it('is not used when the answer gave none', () => {
    useAnswerMoneyFormat('en-IN', undefined);
    expect(formatMoney(123450, 'INR', 'en-IN')).to.equal(intl('en-IN', 'INR', 123450));
  });
});
