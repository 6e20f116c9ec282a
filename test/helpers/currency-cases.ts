// One table of currency choices resolved against a shop's offer, shared by the client's describeCurrency test and
// the platform's `?currency=` test: the two must agree. The offer is the demo shop's on the local platform.

export interface CurrencyCaseOffer {
  code: string;
  mode: 'base' | 'charge' | 'display';
  rate: number;
  exponent: number;
}
export interface CurrencyCase {
  name: string;
  shop: { baseCurrency: string; currencies: CurrencyCaseOffer[] };
  selected: string | null;
  expected: { code: string; supported: boolean };
}

export const DEMO_SHOP_CURRENCIES = Object.freeze({
  baseCurrency: 'SEK',
  currencies: [
    { code: 'SEK', mode: 'base', rate: 1, exponent: 2 },
    { code: 'EUR', mode: 'charge', rate: 0.087, exponent: 2 },
    { code: 'USD', mode: 'display', rate: 0.094, exponent: 2 },
  ] as CurrencyCaseOffer[],
});

const demo = DEMO_SHOP_CURRENCIES;

export const CURRENCY_CASES: readonly CurrencyCase[] = [
  { name: 'no choice gives the base currency', shop: demo, selected: null, expected: { code: 'SEK', supported: true } },
  { name: 'the base currency itself', shop: demo, selected: 'SEK', expected: { code: 'SEK', supported: true } },
  { name: 'an offered charge currency', shop: demo, selected: 'EUR', expected: { code: 'EUR', supported: true } },
  { name: 'an offered display currency', shop: demo, selected: 'USD', expected: { code: 'USD', supported: true } },
  { name: 'lower case is normalised', shop: demo, selected: 'eur', expected: { code: 'EUR', supported: true } },
  { name: 'mixed case is normalised', shop: demo, selected: 'uSd', expected: { code: 'USD', supported: true } },
  {
    name: 'a well-formed code the shop does not offer falls back to the base',
    shop: demo,
    selected: 'JPY',
    expected: { code: 'SEK', supported: false },
  },
  {
    name: 'an unoffered code in lower case falls back to the base',
    shop: demo,
    selected: 'gbp',
    expected: { code: 'SEK', supported: false },
  },
  {
    name: 'a made-up but well-formed code falls back to the base',
    shop: demo,
    selected: 'XYZ',
    expected: { code: 'SEK', supported: false },
  },
];
