import type { CurrencyInfo, Shop } from '../types.ts';
import { expected } from './redact.ts';

/** Upper-cases a three-letter ISO 4217 code; null/undefined/'' give null; anything else throws. */
export function normalizeCurrency(value: unknown, context = 'currency'): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && /^[A-Za-z]{3}$/.test(value.trim())) return value.trim().toUpperCase();
  throw expected(context, 'a three-letter currency code', value);
}

/** Same as normalizeCurrency but returns null instead of throwing: for values read back from storage. */
export function readCurrency(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Z]{3}$/.test(value) ? value : null;
}

/** Resolves a currency choice against `shop.currencies` the way the platform resolves `?currency=`. */
export function describeCurrency(
  shop: Pick<Shop, 'baseCurrency' | 'currencies'>,
  selected: string | null | undefined,
): CurrencyInfo {
  const requested = normalizeCurrency(selected, 'selected');
  const base = shop.currencies.find((offer) => offer.code === shop.baseCurrency) ?? {
    code: shop.baseCurrency,
    mode: 'base' as const,
    rate: 1,
    exponent: 2,
  };
  const offered = requested === null ? undefined : shop.currencies.find((offer) => offer.code === requested);
  const { code, mode, rate, exponent } = offered ?? base;
  return {
    code,
    requested,
    mode,
    rate,
    exponent,
    isBase: code === base.code,
    supported: requested === null || offered !== undefined,
  };
}
