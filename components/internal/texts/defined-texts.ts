// The texts a merchant has defined with Shopkit.defineTexts (define-texts.ts), by language, and how an element's
// texts are made from them. Apart from define-texts.ts, which names every element's texts for the public type, so that
// the modules holding those texts can import this one without importing themselves back.

/** Texts that are a group of their own (the discount reasons): defined, packed and built in one by one. */
const GROUPS = ['discountReasons'] as const;

/** One language's definitions: any text by its key, and the discount reasons as a group. */
export type DefinedTexts = Readonly<Record<string, unknown>> & {
  readonly discountReasons?: Readonly<Record<string, unknown>>;
};

/** The merchant's texts by two-letter language, each merged over the earlier definitions of that language. */
export const DEFINED_TEXTS = new Map<string, DefinedTexts>();

/** Norwegian Nynorsk and the macro code `no` share the Bokmål texts. */
const ALIASES: Readonly<Record<string, string>> = { no: 'nb', nn: 'nb' };

/** The language whose texts a locale shows: its first two letters, with the aliases above. */
export function languageOf(locale: string): string {
  const language = locale.slice(0, 2).toLowerCase();
  return ALIASES[language] ?? language;
}

/**
 * A set of texts for a locale's language: the merchant's definitions over the language's loaded pack (`pack`), over
 * its built-in texts, over English.
 */
export function withDefinedTexts<T extends object>(
  locale: string,
  builtIn: Readonly<Record<string, T>>,
  english: T,
  pack?: Partial<T>,
): T {
  const language = languageOf(locale);
  const defined = DEFINED_TEXTS.get(language);
  if (!defined && !pack) return builtIn[language] ?? english;
  const own = builtIn[language];
  const merged = { ...english, ...own, ...pack } as Record<string, unknown>;
  for (const key of Object.keys(english)) if (defined && key in defined) merged[key] = defined[key];
  for (const group of GROUPS) {
    if (!(group in english)) continue;
    const layers = [english, own, pack, defined] as Array<Record<string, object | undefined> | undefined>;
    merged[group] = Object.assign({}, ...layers.map((layer) => layer?.[group]));
  }
  return merged as T;
}
