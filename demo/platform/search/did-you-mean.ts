// "Did you mean": for a query that finds nothing, a nearby query that finds something under the same filters. Each
// word the vocabulary does not hold becomes its nearest word (one edit for words of three letters or more, two for
// nine or more) or is left out; then, while that finds nothing, words are left out from the end ("bowl 30" ->
// "bowl"). Null when no such query finds anything, or when it is the query itself.
import { letters } from './fold-words.ts';
import { findNearTerms } from './near-terms.ts';
import type { ResolvedWord } from './resolve-words.ts';
import type { VocabularySource } from './vocabulary-cache.ts';

/** Whether these words (each standing for its own term only) find something under the query's filters. */
export type FindsSomething = (words: ResolvedWord[]) => Promise<boolean>;

/** `fields`: the fields the word may be held in (TermRow.fields), undefined when not known. */
const asTyped = (term: string, display: string, fields: number | undefined): ResolvedWord => ({
  term,
  display,
  terms: [term],
  reading: 'exact',
  displays: new Map([[term, display]]),
  fields: new Map(fields === undefined ? [] : [[term, fields]]),
});

async function correctWord(source: VocabularySource, word: ResolvedWord): Promise<ResolvedWord | null> {
  if (word.reading === 'exact') return asTyped(word.term, word.display, word.fields.get(word.term));
  const [best] = word.terms.length > 0 ? [] : await near(source, word.term);
  if (best) return asTyped(best.term, best.display, best.fields);
  // A prefix or typo reading: its most frequent word.
  const first = word.terms[0];
  return first === undefined ? null : asTyped(first, word.displays.get(first) ?? first, word.fields.get(first));
}

function near(source: VocabularySource, term: string) {
  const edits = letters(term).length >= 9 ? 2 : 1;
  return findNearTerms(source, term, { edits, prefix: false });
}

const sentence = (words: ResolvedWord[]): string => words.map((word) => word.display).join(' ');

export async function describeDidYouMean(
  source: VocabularySource,
  words: readonly ResolvedWord[],
  findsSomething: FindsSomething,
): Promise<string | null> {
  const corrected = (await Promise.all(words.map((word) => correctWord(source, word)))).filter(
    (word): word is ResolvedWord => word !== null,
  );
  const typed = words.map((word) => word.term).join(' ');
  for (let count = corrected.length; count >= 1; count--) {
    const candidate = corrected.slice(0, count);
    if (candidate.map((word) => word.term).join(' ') === typed) continue;
    if (await findsSomething(candidate)) return sentence(candidate);
  }
  return null;
}
