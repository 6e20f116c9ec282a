/** Formats an integer amount in minor units (öre, cents; yen as is) with Intl.NumberFormat. */
export function formatMoney(amountMinor: number, currency: string, locale?: string): string {
  const base = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const exponent = base.resolvedOptions().maximumFractionDigits!;
  return base.format(amountMinor / 10 ** exponent);
}
