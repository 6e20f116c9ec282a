// Records every Intl.NumberFormat made, as "locale currency", until restored: what the tests of a page's first Intl
// object (warm-money-format.ts, the answer's money format) look at.
export interface NumberFormatRecording {
  made: string[];
  restore(): void;
}

export function recordNumberFormats(): NumberFormatRecording {
  const Original = Intl.NumberFormat;
  const made: string[] = [];
  (Intl as { NumberFormat: unknown }).NumberFormat = function (
    locale?: string | string[],
    options?: Intl.NumberFormatOptions,
  ) {
    made.push(`${String(locale)} ${options?.currency ?? ''}`);
    return new Original(locale, options);
  };
  return { made, restore: () => void ((Intl as { NumberFormat: unknown }).NumberFormat = Original) };
}
