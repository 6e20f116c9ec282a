// One table of money formats, run against the formatter every surface uses (wire/money.ts, the client's formatMoney)
// in Node and in the browser: the same amount, currency and locale read the same on every surface.
// Amounts are integers in the currency's minor units (docs/design.md "Money format").

export interface MoneyCase {
  amountMinor: number;
  currency: string;
  locale: string;
  expected: string;
}

const NBSP = '\u00a0';

export const MONEY_CASES: readonly MoneyCase[] = [
  { amountMinor: 18900, currency: 'SEK', locale: 'en-GB', expected: `SEK${NBSP}189.00` },
  { amountMinor: 18900, currency: 'SEK', locale: 'sv-SE', expected: `189,00${NBSP}kr` },
  { amountMinor: 18900, currency: 'SEK', locale: 'en-IE', expected: `SEK${NBSP}189.00` },
  { amountMinor: 1644, currency: 'EUR', locale: 'en-GB', expected: '€16.44' },
  { amountMinor: 1644, currency: 'EUR', locale: 'sv-SE', expected: `16,44${NBSP}€` },
  { amountMinor: 1644, currency: 'EUR', locale: 'de-DE', expected: `16,44${NBSP}€` },
  { amountMinor: 1778, currency: 'USD', locale: 'en-US', expected: '$17.78' },
  { amountMinor: 1778, currency: 'USD', locale: 'en-GB', expected: 'US$17.78' },
  { amountMinor: 4900, currency: 'JPY', locale: 'en-GB', expected: 'JP¥4,900' },
  { amountMinor: 1250, currency: 'ISK', locale: 'en-GB', expected: `ISK${NBSP}1,250` },
  { amountMinor: 12345, currency: 'KWD', locale: 'en-GB', expected: `KWD${NBSP}12.345` },
  { amountMinor: 0, currency: 'SEK', locale: 'sv-SE', expected: `0,00${NBSP}kr` },
  { amountMinor: -500, currency: 'EUR', locale: 'en-GB', expected: '-€5.00' },
  { amountMinor: 123456789, currency: 'SEK', locale: 'sv-SE', expected: `1\u00a0234\u00a0567,89${NBSP}kr` },
];
