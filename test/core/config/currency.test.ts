import { expect } from 'chai';
import { ShopkitConfigError, describeCurrency, formatMoney, normalizeCurrency } from '../../../src/index.ts';
import { CURRENCY_CASES } from '../../helpers/currency-cases.ts';
import { THREE_EXPONENT, ZERO_EXPONENT, currencyExponent } from '../../../wire/money.ts';
import { MONEY_CASES } from '../../helpers/money-cases.ts';
import { makeShop } from '../../helpers/fixtures.ts';

describe('currency', () => {
  it('upper-cases a three-letter code', () => expect(normalizeCurrency(' eur ')).to.equal('EUR'));
  it('reads empty values as null', () => {
    expect(normalizeCurrency('')).to.equal(null);
    expect(normalizeCurrency(null)).to.equal(null);
    expect(normalizeCurrency(undefined)).to.equal(null);
  });
  for (const value of ['EURO', 'E1R', 'eu', 7]) {
    it(`throws a ShopkitConfigError naming the context for ${JSON.stringify(value)}`, () => {
      expect(() => normalizeCurrency(value, 'setCurrency')).to.throw(
        ShopkitConfigError,
        /^setCurrency: .*three-letter/,
      );
    });
  }

  describe('describeCurrency (the shared resolution table)', () => {
    const shop = makeShop();
    const table: Array<[string | null, string, boolean, boolean, string]> = [
      [null, 'SEK', true, true, 'base'],
      ['eur', 'EUR', true, false, 'charge'],
      ['USD', 'USD', true, false, 'display'],
      ['GBP', 'SEK', false, true, 'base'],
      ['SEK', 'SEK', true, true, 'base'],
    ];
    for (const [selected, code, supported, isBase, mode] of table) {
      it(`resolves ${String(selected)} to ${code}${supported ? '' : ' (not offered)'}`, () => {
        const info = describeCurrency(shop, selected);
        expect(info).to.include({ code, supported, isBase, mode, requested: selected && selected.toUpperCase() });
      });
    }
    // The same table the platform's ?currency= test runs (test/platform/currency.test.ts): client and server agree.
    for (const { name, shop: offer, selected, expected } of CURRENCY_CASES) {
      it(`agrees with the platform: ${name}`, () => {
        expect(describeCurrency(makeShop(offer), selected)).to.include(expected);
      });
    }
    it('carries the exponent and rate of the chosen offer', () => {
      expect(describeCurrency(shop, 'JPY')).to.include({ exponent: 0, rate: 14.2 });
    });
    it('refuses a malformed selection', () => {
      expect(() => describeCurrency(shop, 'yen!')).to.throw(ShopkitConfigError);
    });
  });

  describe('formatMoney', () => {
    for (const { amountMinor, currency, locale, expected } of MONEY_CASES) {
      it(`formats ${amountMinor} ${currency} for ${locale} on every surface: ${expected}`, () => {
        expect(formatMoney(amountMinor, currency, locale)).to.equal(expected);
      });
    }
    it('divides by the exponent of a two-decimal currency', () => {
      expect(formatMoney(12900, 'EUR', 'en-US')).to.equal('€129.00');
    });
    it('keeps whole yen as is', () => {
      expect(formatMoney(1500, 'JPY', 'en-US')).to.equal('¥1,500');
    });
    it('divides by the ISO 4217 exponent where Intl would show other decimals (forint, Iraqi dinar)', () => {
      expect(formatMoney(123456, 'HUF', 'en-GB')).to.equal('HUF\u00a01,234.56');
      expect(formatMoney(123456, 'IQD', 'en-GB')).to.equal('IQD\u00a0123.456');
      expect(formatMoney(1500, 'jpy', 'en-US')).to.equal('¥1,500');
    });
    it('shows every currency Intl knows with its ISO 4217 exponent as the decimals', () => {
      const codes = new Set([...Intl.supportedValuesOf('currency'), ...ZERO_EXPONENT, ...THREE_EXPONENT]);
      for (const code of codes) {
        const decimals = /\.(\d+)\D*$/.exec(formatMoney(123456, code, 'en-GB'))?.[1]?.length ?? 0;
        expect(decimals, code).to.equal(currencyExponent(code));
      }
    });
    it('builds one Intl.NumberFormat per locale and currency, however many amounts it formats', () => {
      const original = Intl.NumberFormat;
      let built = 0;
      Intl.NumberFormat = function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        built += 1;
        return new original(...args);
      } as unknown as typeof Intl.NumberFormat;
      try {
        expect([100, 250, 99999].map((amount) => formatMoney(amount, 'EUR', 'en-IE'))).to.deep.equal([
          '€1.00',
          '€2.50',
          '€999.99',
        ]);
        expect(formatMoney(250, 'CHF', 'fr-CH')).to.not.equal(formatMoney(250, 'CHF', 'en-US'));
        expect(formatMoney(250, 'ISK', 'en-IE').replace(/\s/g, ' ')).to.equal('ISK 250');
        expect(built).to.equal(4);
      } finally {
        Intl.NumberFormat = original;
      }
    });
  });
});
