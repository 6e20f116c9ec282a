// A platform's money format (`format` in an answer read with `locale=`) prints exactly what this runtime's Intl
// prints, for every currency and locale the demo and the tests use (runs in Node and in the browser); formatMoney
// prints with a printer standing in for Intl while there is one.
import { expect } from 'chai';
import { MONEY_STAND_INS, formatMoney, moneyFormatOptions } from '../../wire/money.ts';
import { formatWithMoneyFormat } from '../../wire/money-format.ts';
import { MONEY_FORMAT_AMOUNTS, MONEY_FORMATS } from '../helpers/money-format-cases.ts';

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

  it('formats with the printer standing in for a locale and currency until it is taken back', () => {
    const intl = (amount: number) => new Intl.NumberFormat('sv-FI', moneyFormatOptions('SEK')).format(amount);
    MONEY_STAND_INS.set('sv-FI|SEK', (amountMinor) => (amountMinor < 0 ? null : `given ${amountMinor}`));
    try {
      expect(formatMoney(12345, 'SEK', 'sv-FI')).to.equal('given 12345');
      expect(formatMoney(-100, 'SEK', 'sv-FI'), 'an amount it cannot print').to.equal(intl(-1));
      expect(formatMoney(12345, 'EUR', 'sv-FI'), 'another currency').to.not.contain('given');
    } finally {
      MONEY_STAND_INS.delete('sv-FI|SEK');
    }
    expect(formatMoney(12345, 'SEK', 'sv-FI')).to.equal(intl(123.45));
  });
});
