const FORMATS = new Map<string, [Intl.NumberFormat, number]>();

/** Formats an integer amount in minor units (öre, cents; yen as is); one Intl.NumberFormat per locale and currency. */
export function formatMoney(amountMinor: number, currency: string, locale?: string): string {
  const key = `${locale}|${currency}`;
  let entry = FORMATS.get(key);
  if (!entry) {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    FORMATS.set(key, (entry = [format, 10 ** format.resolvedOptions().maximumFractionDigits!]));
  }
  return entry[0].format(amountMinor / entry[1]);
}
