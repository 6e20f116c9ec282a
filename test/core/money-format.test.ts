// A platform's money format (`format` in an answer read with `locale=`) prints exactly what this runtime's Intl
// prints, for every currency and locale the demo and the tests use (runs in Node and in the browser); formatMoney
// uses it until the main thread is idle, then Intl.
import { expect } from 'chai';
import { formatMoney, formatWithMoneyFormat, moneyFormatOptions, useMoneyFormat } from '../../wire/money.ts';
import { MONEY_FORMAT_AMOUNTS, MONEY_FORMATS } from '../helpers/money-format-cases.ts';

const idle = () =>
  new Promise<void>((resolve) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve()) : setTimeout(resolve),
  );

describe('money formats given by the platform', () => {
  for (const format of MONEY_FORMATS) {
    it(`prints what Intl prints: ${format.currency} in ${format.locale}`, () => {
      const intl = new Intl.NumberFormat(format.locale, moneyFormatOptions(format.currency));
      for (const amount of MONEY_FORMAT_AMOUNTS)
        expect(formatWithMoneyFormat(amount, format), String(amount)).to.equal(
          intl.format(amount / 10 ** format.fractionDigits),
        );
    });
  }

  it('leaves an amount that is not an integer of at most 15 digits to Intl', () => {
    expect(formatWithMoneyFormat(12.5, MONEY_FORMATS[0]!)).to.equal(null);
    expect(formatWithMoneyFormat(1e15, MONEY_FORMATS[0]!)).to.equal(null);
    expect(formatWithMoneyFormat(Number.MIN_SAFE_INTEGER, MONEY_FORMATS[0]!)).to.equal(null);
  });

  it('formats with a given format until the main thread is idle, then with Intl', async () => {
    // A format Intl would never print, so the test sees which one wrote the text.
    const marked = { ...MONEY_FORMATS[0]!, locale: 'sv-FI', positive: ['given ', ''] as [string, string] };
    useMoneyFormat('sv-FI', marked);
    expect(formatMoney(12345, 'SEK', 'sv-FI')).to.equal('given 123,45');
    await idle();
    expect(formatMoney(12345, 'SEK', 'sv-FI')).to.equal(
      new Intl.NumberFormat('sv-FI', moneyFormatOptions('SEK')).format(123.45),
    );
  });

  it('ignores a format whose decimals are not the currency exponent', () => {
    useMoneyFormat('en-AU', { ...MONEY_FORMATS[3]!, locale: 'en-AU', currency: 'AUD', fractionDigits: 0 });
    expect(formatMoney(12345, 'AUD', 'en-AU')).to.equal(
      new Intl.NumberFormat('en-AU', moneyFormatOptions('AUD')).format(123.45),
    );
  });
});
