// The control panel's shipping-method form as text: what its fields show (from a stored method, or as the merchant
// typed them when a save was refused) and what a submitted form means for parseShippingDraft (major units to minor
// units, countries as a list). Text that does not read as an amount is passed on as typed, so the error quotes it.
import type { ShippingMethodRecord } from '../shipping/shipping-types.ts';
import { currencyExponent } from '../../../wire/money.ts';
import type { ShopRecord } from '../state/types.ts';

/** Field name -> text, with `price.<CODE>` and `freeOver.<CODE>` for each charge currency. */
export type ShippingFormValues = Record<string, string>;

export const chargeCurrencies = (shop: ShopRecord): string[] =>
  shop.currencies.filter((offer) => offer.mode === 'charge').map((offer) => offer.code);

const major = (amount: number | null | undefined, code: string): string =>
  amount === null || amount === undefined
    ? ''
    : (amount / 10 ** currencyExponent(code)).toFixed(currencyExponent(code));

export function shippingFormValues(shop: ShopRecord, method: ShippingMethodRecord | null): ShippingFormValues {
  const values: ShippingFormValues = {
    name: method?.name ?? '',
    price: major(method?.price, shop.baseCurrency),
    freeOver: major(method?.freeOver, shop.baseCurrency),
    countries: method?.countries.join(', ') ?? '',
  };
  for (const code of chargeCurrencies(shop)) {
    values[`price.${code}`] = major(method?.prices[code], code);
    values[`freeOver.${code}`] = major(method?.freeOverPrices[code], code);
  }
  return values;
}

export function shippingFormFrom(shop: ShopRecord, form: URLSearchParams): ShippingFormValues {
  const values: ShippingFormValues = {};
  for (const key of Object.keys(shippingFormValues(shop, null))) values[key] = (form.get(key) ?? '').trim();
  return values;
}

function minor(text: string, code: string): number | string {
  const exponent = currencyExponent(code);
  const pattern = exponent === 0 ? /^\d{1,10}$/ : new RegExp(`^\\d{1,10}([.,]\\d{1,${exponent}})?$`);
  return pattern.test(text) ? Math.round(Number(text.replace(',', '.')) * 10 ** exponent) : text;
}

/** The submitted form as parseShippingDraft takes it; an empty per-currency field means "converted". */
export function shippingDraftInput(shop: ShopRecord, values: ShippingFormValues): Record<string, unknown> {
  const perCurrency = (prefix: string) =>
    Object.fromEntries(
      chargeCurrencies(shop)
        .filter((code) => values[`${prefix}.${code}`])
        .map((code) => [code, minor(values[`${prefix}.${code}`]!, code)]),
    );
  return {
    name: values.name,
    price: values.price === '' ? '' : minor(values.price ?? '', shop.baseCurrency),
    prices: perCurrency('price'),
    freeOver: values.freeOver ? minor(values.freeOver, shop.baseCurrency) : null,
    freeOverPrices: perCurrency('freeOver'),
    countries: (values.countries ?? '').split(/[\s,]+/).filter(Boolean),
  };
}
