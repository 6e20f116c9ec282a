// What a merchant may write into a shipping method, from the admin API (JSON, minor units) or the control panel (its
// form turned into the same JSON). Every value is checked before anything is written; a bad one throws a 400 naming
// the field and quoting the value. Prices per currency are for the shop's charge currencies only: the base currency
// has `price`, and a display currency is never charged (its orders pay the base currency's shipping).
import { invalid } from '../http/api-error.ts';
import { checkFreeText } from '../rules/free-text.ts';
import type { ShopRecord } from '../state/types.ts';
import { isCountryCode } from './country-names.ts';
import type { ShippingMethodRecord } from './shipping-types.ts';

export type ShippingDraft = Pick<
  ShippingMethodRecord,
  'name' | 'price' | 'prices' | 'freeOver' | 'freeOverPrices' | 'countries'
>;
export const SHIPPING_FIELDS: ReadonlyArray<keyof ShippingDraft> = [
  'name',
  'price',
  'prices',
  'freeOver',
  'freeOverPrices',
  'countries',
];

const MAX_AMOUNT = 1_000_000_000;
const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_AMOUNT;

function readName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : value;
  if (typeof name !== 'string' || name.length < 1 || name.length > 60 || /[<>]/.test(name))
    throw invalid('name', value, 'must be 1-60 characters without < or >');
  return checkFreeText('name', name);
}

function readAmount(value: unknown, field: string): number {
  if (!isAmount(value)) throw invalid(field, value, 'must be an amount in minor units, from 0');
  return value;
}

function readCurrencyAmounts(value: unknown, field: string, shop: ShopRecord): Record<string, number> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalid(field, value, 'must be an object of currency codes to amounts, like {"EUR": 490}');
  const amounts: Record<string, number> = {};
  for (const [code, amount] of Object.entries(value)) {
    const offer = shop.currencies.find((entry) => entry.code === code);
    if (!offer || offer.mode !== 'charge')
      throw invalid(`${field}.${code}`, amount, `names no charge currency of the shop (${chargeCodes(shop)})`);
    amounts[code] = readAmount(amount, `${field}.${code}`);
  }
  return amounts;
}

const chargeCodes = (shop: ShopRecord) =>
  shop.currencies
    .filter((offer) => offer.mode === 'charge')
    .map((offer) => offer.code)
    .join(', ') || 'none';

function readCountries(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > 250)
    throw invalid('countries', value, 'must be a list of 1 to 250 ISO 3166-1 alpha-2 country codes');
  const codes = value.map((code) => (typeof code === 'string' ? code.trim().toUpperCase() : code));
  for (const code of codes)
    if (!isCountryCode(code)) throw invalid('countries', code, 'is not an ISO 3166-1 alpha-2 country code');
  return [...new Set(codes as string[])];
}

/** Checks a whole draft (a new method, or an edit merged over the stored one). */
export function parseShippingDraft(input: Record<string, unknown>, shop: ShopRecord): ShippingDraft {
  for (const field of Object.keys(input))
    if (!(SHIPPING_FIELDS as readonly string[]).includes(field)) throw invalid(field, input[field], 'is not a field');
  const freeOver = input.freeOver === null || input.freeOver === undefined ? null : input.freeOver;
  const freeOverPrices = readCurrencyAmounts(input.freeOverPrices, 'freeOverPrices', shop);
  if (freeOver === null && Object.keys(freeOverPrices).length > 0)
    throw invalid('freeOverPrices', input.freeOverPrices, 'needs freeOver, the threshold in the base currency');
  return {
    name: readName(input.name),
    price: readAmount(input.price, 'price'),
    prices: readCurrencyAmounts(input.prices, 'prices', shop),
    freeOver: freeOver === null ? null : readAmount(freeOver, 'freeOver'),
    freeOverPrices,
    countries: readCountries(input.countries),
  };
}
