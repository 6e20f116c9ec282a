// Which words of the shop's vocabulary each typed word stands for: itself when a document holds it; for the word
// being typed, the most frequent words it begins (fewer for a beginning of one or two letters, which begins many
// words and is typed on the way to a longer one: prefixExpansions); and only when neither exists and
// the word has TYPO_MIN_LETTERS letters or more, the words one edit away ("stonwa" -> "stoneware", "bowels" ->
// "bowls"). A word that stands for nothing makes the whole query match nothing.
import { letters } from './fold-words.ts';
import { findNearTerms } from './near-terms.ts';
import { findTypedTerms } from './search-terms.ts';
import type { QueryWord, SearchWords } from './search-words.ts';
import type { VocabularySource } from './vocabulary-cache.ts';

/** How many words a beginning stands for: 10 for one letter, 20 for two, 50 from three. */
export const prefixExpansions = (prefix: string): number => [10, 20][letters(prefix).length - 1] ?? 50;
export const TYPO_MIN_LETTERS = 5;
/** Typo readings kept per word: the nearest, then the most frequent. */
const TYPO_EXPANSIONS = 5;

export type WordReading = 'exact' | 'prefix' | 'typo' | 'none';

export interface ResolvedWord extends QueryWord {
  /** The vocabulary's words it stands for (empty: none). */
  terms: string[];
  /** How they were found: the word itself (maybe with words it begins), only words it begins, one edit away, none. */
  reading: WordReading;
  /** How each of `terms` is written, for suggestions. */
  displays: Map<string, string>;
  /** The fields each of `terms` may be held in (TermRow.fields); a term without an entry may be in any. */
  fields: Map<string, number>;
}

export async function resolveWords(source: VocabularySource, query: SearchWords): Promise<ResolvedWord[]> {
  const { words, lastIsPrefix } = query;
  const last = words.at(-1);
  const typed = words.map((word) => word.term);
  const prefix = last && lastIsPrefix ? { term: last.term, limit: prefixExpansions(last.term) } : null;
  const { exact, prefixed } = await findTypedTerms(source, typed, prefix);
  const known = new Map(exact.map((row) => [row.term, row]));
  return Promise.all(
    words.map(async (word) => {
      const isPrefix = word === last && lastIsPrefix;
      const rows = isPrefix ? prefixed : [];
      const displays = new Map(rows.map((row) => [row.term, row.display]));
      const fields = new Map(rows.map((row) => [row.term, row.fields]));
      const itself = known.get(word.term);
      if (itself) {
        displays.set(word.term, itself.display);
        fields.set(word.term, itself.fields);
      }
      if (displays.size > 0)
        return { ...word, terms: [...displays.keys()], displays, fields, reading: itself ? 'exact' : 'prefix' };
      return resolveTypo(source, word, isPrefix);
    }),
  );
}

async function resolveTypo(source: VocabularySource, word: QueryWord, prefix: boolean): Promise<ResolvedWord> {
  const near =
    letters(word.term).length >= TYPO_MIN_LETTERS ? await findNearTerms(source, word.term, { edits: 1, prefix }) : [];
  const kept = near.slice(0, TYPO_EXPANSIONS);
  const displays = new Map(kept.map((row) => [row.term, row.display]));
  const fields = new Map(kept.map((row) => [row.term, row.fields]));
  return { ...word, terms: [...displays.keys()], displays, fields, reading: kept.length > 0 ? 'typo' : 'none' };
}
