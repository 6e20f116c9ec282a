// A query as words: folded like the documents' (fold-words.ts), repeats dropped, at most MAX_QUERY_WORDS. The last
// word is the beginning of a longer one unless the query ends in a space ("mug " is the whole word "mug").
import { describeWords } from './fold-words.ts';

/** Words past this many are left out of the query (a longer query is no shopper's, and costs more to match). */
export const MAX_QUERY_WORDS = 10;

export interface QueryWord {
  /** Folded, as the index holds words. */
  term: string;
  /** As typed, in lower case: what a "did you mean" repeats. */
  display: string;
}

export interface SearchWords {
  words: QueryWord[];
  /** Whether the last word may be the beginning of a longer one. */
  lastIsPrefix: boolean;
}

export function readSearchWords(query: string): SearchWords {
  const seen = new Set<string>();
  const words = describeWords(query).filter(({ term }) => !seen.has(term) && seen.add(term));
  return { words: words.slice(0, MAX_QUERY_WORDS), lastIsPrefix: !/[\s\p{P}]$/u.test(query) };
}
