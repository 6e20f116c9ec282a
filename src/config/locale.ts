import { expected } from './redact.ts';

/** A BCP 47 language tag in its canonical form (`sv-se` -> `sv-SE`); null/undefined/'' give null; else throws. */
export function normalizeLocale(value: unknown, context = 'locale'): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && value.length <= 35) {
    try {
      return Intl.getCanonicalLocales(value)[0]!;
    } catch {
      // fall through to the error naming the field
    }
  }
  throw expected(context, 'a BCP 47 language tag such as "sv-SE"', value);
}
