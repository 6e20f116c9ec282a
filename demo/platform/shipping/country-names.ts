// Countries: whether a code is an ISO 3166-1 alpha-2 country (i18n-iso-countries holds the list), and its name in a
// locale (the platform's Intl data), falling back to the code.
import countries from 'i18n-iso-countries';

export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Z]{2}$/.test(value) && countries.isValid(value);
}

const namers = new Map<string, Intl.DisplayNames>();

export function countryName(code: string, locale: string): string {
  let namer = namers.get(locale);
  if (!namer) {
    namer = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
    namers.set(locale, namer);
  }
  return namer.of(code) ?? code;
}
