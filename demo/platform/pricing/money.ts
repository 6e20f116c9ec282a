// Currencies: resolving `?currency=` against a shop's offer, and converting base amounts (exponents: wire/money.ts).
import { currencyExponent } from '../../../wire/money.ts';
import { invalid } from '../http/api-error.ts';
import type { CurrencyOfferRecord, ShopRecord } from '../state/types.ts';

/** A `currency` value from a query or body: null when absent, 400 when not three letters. */
export function parseCurrencyParam(value: unknown, field = 'currency'): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !/^[A-Za-z]{3}$/.test(value))
    throw invalid(field, value, 'must be a three-letter ISO 4217 code');
  return value.toUpperCase();
}

/** The offer a request is answered in: the requested code when the shop offers it, otherwise the base currency. */
export function resolveOffer(shop: ShopRecord, requested: string | null): CurrencyOfferRecord {
  const base = shop.currencies.find((offer) => offer.mode === 'base') ?? {
    code: shop.baseCurrency,
    mode: 'base',
    rate: 1,
  };
  if (requested === null) return base;
  return shop.currencies.find((offer) => offer.code === requested) ?? base;
}

/** The offer an answer in `offer` is charged in: itself, or the base currency for a display currency. */
export function chargedOffer(shop: ShopRecord, offer: CurrencyOfferRecord): CurrencyOfferRecord {
  return offer.mode === 'display' ? resolveOffer(shop, null) : offer;
}

/** Converts an amount in the base currency's minor units into the offer's minor units. */
export function convertAmount(amount: number, shop: ShopRecord, offer: CurrencyOfferRecord): number {
  if (offer.code === shop.baseCurrency) return amount;
  const shift = 10 ** (currencyExponent(offer.code) - currencyExponent(shop.baseCurrency));
  return Math.round(amount * offer.rate * shift);
}

/** The VAT part of a VAT-inclusive amount. */
export function includedVat(amount: number, vatRate: number): number {
  return Math.round((amount * vatRate) / (1 + vatRate));
}
