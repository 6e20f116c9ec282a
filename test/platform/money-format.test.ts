// The platform's formatMoney against the shared table the client's runs too, and its exponents against the
// fraction digits the client's formatMoney takes from Intl: one money format on every surface.
import { expect } from 'chai';
import { formatMoney as formatPlatformMoney } from '../../demo/platform/checkout/format-money.ts';
import { THREE_EXPONENT, ZERO_EXPONENT, currencyExponent } from '../../demo/platform/pricing/money.ts';
import { formatMoney as formatClientMoney } from '../../src/index.ts';
import { MONEY_CASES } from '../helpers/money-cases.ts';

describe('platform: money format', () => {
  for (const { amountMinor, currency, locale, expected } of MONEY_CASES) {
    it(`formats ${amountMinor} ${currency} for ${locale} as the client does: ${expected}`, () => {
      expect(formatPlatformMoney(amountMinor, currency, locale)).to.equal(expected);
    });
  }

  it('agrees with the client on every currency Intl knows, with its exponent as the decimals', () => {
    const codes = new Set([...Intl.supportedValuesOf('currency'), ...ZERO_EXPONENT, ...THREE_EXPONENT]);
    for (const code of codes) {
      const decimals = /\.(\d+)\D*$/.exec(formatPlatformMoney(123456, code, 'en-GB'))?.[1]?.length ?? 0;
      expect(decimals, code).to.equal(currencyExponent(code));
      for (const locale of ['en-GB', 'sv-SE']) {
        expect(formatPlatformMoney(123456, code, locale), `${code} ${locale}`).to.equal(
          formatClientMoney(123456, code, locale),
        );
      }
    }
  });
});
