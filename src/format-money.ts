const FORMATS = new Map<string, Intl.NumberFormat>();

/** Formats an integer amount in minor units (öre, cents; yen as is); one Intl.NumberFormat per locale and currency. */
export function formatMoney(amountMinor: number, currency: string, locale?: string): string {
  const key = `${locale}|${currency}`;
  let format = FORMATS.get(key);
  if (!format) FORMATS.set(key, (format = new Intl.NumberFormat(locale, { style: 'currency', currency })));
  return format.format(amountMinor / 10 ** format.resolvedOptions().maximumFractionDigits!);
}
