// Records every Intl object a page makes, as "NumberFormat sv-SE SEK" or "ListFormat en", until restored: what the
// tests of a page's first Intl object look at (warm-money-format.ts, the answer's money format, the joined lists of
// texts/join-list.ts). The first Intl object of any kind loads the engine's data, so every kind is recorded.
export interface IntlRecording {
  made: string[];
  restore(): void;
}

const KINDS = [
  'NumberFormat',
  'ListFormat',
  'PluralRules',
  'DateTimeFormat',
  'DisplayNames',
  'RelativeTimeFormat',
  'Collator',
  'Segmenter',
] as const;

type Constructor = new (locale?: string | string[], options?: { currency?: string }) => object;

export function recordIntlObjects(): IntlRecording {
  const intl = Intl as unknown as Record<string, Constructor>;
  const originals = KINDS.map((kind) => [kind, intl[kind]!] as const);
  const made: string[] = [];
  for (const [kind, Original] of originals) {
    const Recorded = function (locale?: string | string[], options?: { currency?: string }) {
      made.push([kind, String(locale), ...(options?.currency ? [options.currency] : [])].join(' '));
      return new Original(locale, options);
    };
    Object.setPrototypeOf(Recorded, Original);
    intl[kind] = Recorded as unknown as Constructor;
  }
  return { made, restore: () => originals.forEach(([kind, Original]) => (intl[kind] = Original)) };
}
