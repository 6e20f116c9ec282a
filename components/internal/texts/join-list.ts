// Names joined as a list in a language of the built-in texts ("Size and Colour", "Size, Colour, and Material"), the
// text Intl.ListFormat's conjunction gives, without making it: a page's first Intl object of any kind loads the
// engine's internationalisation data, tens of milliseconds of script on a slow phone, and a list row says "Choose Size
// and Colour" before the page is first shown (docs/design.md "The first Intl object").

/**
 * The words before the last name, when there are two names and when there are more; the names before them are joined
 * with ", ". A language of new built-in texts joins here only if its pattern depends on nothing else (Spanish writes
 * "e" for "y" before an i sound, which only Intl knows); test/components/join-list.test.ts holds it to Intl.
 */
const PATTERNS = {
  en: [' and ', ', and '],
  sv: [' och ', ' och '],
} as const;

/** `names` joined with "and" in `language`. */
export function joinList(language: keyof typeof PATTERNS, names: readonly string[]): string {
  const [two, more] = PATTERNS[language];
  if (names.length < 2) return names[0] ?? '';
  return names.slice(0, -1).join(', ') + (names.length > 2 ? more : two) + names.at(-1);
}
