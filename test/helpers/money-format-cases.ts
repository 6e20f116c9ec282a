// The money formats the platform gives with `locale=` (demo/platform/api/money-format.ts) for the currencies and
// locales the demo and the tests use, and amounts to print with them: test/core/money-format.test.ts checks in Node
// and in the browser that each format prints exactly what that runtime's Intl prints, and the platform's test that
// the platform gives these formats.
import type { MoneyFormat } from '../../wire/money-format.ts';

const NBSP = '\u00a0';
const NNBSP = '\u202f';
const MINUS = '\u2212';

const grouped3 = { grouping: [3, 3] as [number, number], minimumGroupingDigits: 1 };
const swedish = { decimal: ',', group: NBSP, ...grouped3, fractionDigits: 2 };
const english = { decimal: '.', group: ',', ...grouped3, fractionDigits: 2 };

export const MONEY_FORMATS: readonly MoneyFormat[] = [
  { locale: 'sv-SE', currency: 'SEK', positive: ['', `${NBSP}kr`], negative: [MINUS, `${NBSP}kr`], ...swedish },
  { locale: 'sv-SE', currency: 'EUR', positive: ['', `${NBSP}€`], negative: [MINUS, `${NBSP}€`], ...swedish },
  { locale: 'sv-SE', currency: 'USD', positive: ['', `${NBSP}US$`], negative: [MINUS, `${NBSP}US$`], ...swedish },
  { locale: 'en-US', currency: 'USD', positive: ['$', ''], negative: ['-$', ''], ...english },
  { locale: 'en-US', currency: 'SEK', positive: [`SEK${NBSP}`, ''], negative: [`-SEK${NBSP}`, ''], ...english },
  { locale: 'en-GB', currency: 'SEK', positive: [`SEK${NBSP}`, ''], negative: [`-SEK${NBSP}`, ''], ...english },
  { locale: 'en-GB', currency: 'EUR', positive: ['€', ''], negative: ['-€', ''], ...english },
  { locale: 'en-GB', currency: 'JPY', positive: ['JP¥', ''], negative: ['-JP¥', ''], ...english, fractionDigits: 0 },
  {
    locale: 'en-GB',
    currency: 'KWD',
    positive: [`KWD${NBSP}`, ''],
    negative: [`-KWD${NBSP}`, ''],
    ...english,
    fractionDigits: 3,
  },
  {
    locale: 'de-DE',
    currency: 'EUR',
    positive: ['', `${NBSP}€`],
    negative: ['-', `${NBSP}€`],
    decimal: ',',
    group: '.',
    ...grouped3,
    fractionDigits: 2,
  },
  {
    locale: 'fr-FR',
    currency: 'EUR',
    positive: ['', `${NBSP}€`],
    negative: ['-', `${NBSP}€`],
    decimal: ',',
    group: NNBSP,
    ...grouped3,
    fractionDigits: 2,
  },
  { locale: 'ja-JP', currency: 'JPY', positive: ['￥', ''], negative: ['-￥', ''], ...english, fractionDigits: 0 },
  {
    locale: 'en-IN',
    currency: 'INR',
    positive: ['₹', ''],
    negative: ['-₹', ''],
    ...english,
    grouping: [3, 2],
  },
  {
    locale: 'es-ES',
    currency: 'EUR',
    positive: ['', `${NBSP}€`],
    negative: ['-', `${NBSP}€`],
    decimal: ',',
    group: '.',
    grouping: [3, 3],
    minimumGroupingDigits: 2,
    fractionDigits: 2,
  },
];

/** Amounts in minor units: zero and negative zero, single digits, every group boundary, negatives, the
 * largest the formats print (15 digits). */
export const MONEY_FORMAT_AMOUNTS: readonly number[] = [
  0, -0, 1, 5, 99, 100, 999, 1000, 1234, 9999, 12345, 99999, 123456, 1234567, 12345678, 123456789, 1234567890,
  123456789012, 999999999999999, -1, -5, -1234, -123456, -123456789, -999999999999999,
];
