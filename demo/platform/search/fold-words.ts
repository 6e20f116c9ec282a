// The one way text becomes search words, for the documents the index holds and the queries that read it alike: lower
// case, compatibility forms and diacritics folded (NFKD without its marks: "Skål" and "skal", "Ｍｕｇ" and "mug"), and
// runs of letters and digits kept; everything else (punctuation, emoji, FTS or SQL syntax, controls, bidi marks,
// lone surrogates) only separates words. The words are what SQLite's `unicode61 remove_diacritics 2` tokenizer and
// PostgreSQL's lexemes then hold unchanged, so both databases match the same words.

/** Longer words are cut here: no catalogue word is longer, and an outsider's query stays small. */
export const MAX_WORD_LENGTH = 40;

/**
 * Letters that SQLite's unicode61 tokenizer (Unicode 6.1 tables) counts as separators, so a word holding one would
 * split there in SQLite and not in PostgreSQL: they separate words here too.
 */
const UNICODE61_SEPARATORS = /[\u19b0-\u19c9\u1cf2\u1cf3]/gu;
const WORD = /[\p{L}\p{N}]+/gu;
/** A run of the original text that folds into words: letters, digits and the marks on them. */
const RUN = /[\p{L}\p{N}\p{M}]+/gu;

const ASCII = /^[\x00-\x7f]*$/;

function fold(text: string): string {
  // Most catalogue text is ASCII, which has nothing to decompose: lower case is all its folding.
  if (ASCII.test(text)) return text.toLowerCase();
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ς/g, 'σ')
    .replace(UNICODE61_SEPARATORS, ' ')
    .toLowerCase();
}

const cut = (word: string): string =>
  word.length <= MAX_WORD_LENGTH ? word : [...word].slice(0, MAX_WORD_LENGTH).join('');

/** The folded words of `text`, in order (repeats kept). */
export function foldWords(text: string): string[] {
  return (fold(text).match(WORD) ?? []).map(cut);
}

export interface ShownWord {
  /** The folded word, as the index holds it. */
  term: string;
  /** The word as written, in lower case with its marks ("skål"): what a suggestion shows. */
  display: string;
}

/** The words of `text` with how each was written (a run that folds into several words shows them folded). */
export function describeWords(text: string): ShownWord[] {
  return (text.normalize('NFC').match(RUN) ?? []).flatMap((run) => {
    if (ASCII.test(run)) {
      const term = cut(run.toLowerCase());
      return [{ term, display: term }];
    }
    const terms = foldWords(run);
    const display = run.toLowerCase();
    return terms.length === 1 && [...display].length <= MAX_WORD_LENGTH * 2
      ? [{ term: terms[0]!, display }]
      : terms.map((term) => ({ term, display: term }));
  });
}

const NUMBER = /^\p{N}+$/u;
/**
 * Whether a folded word is a number (digits only). A number has no typo reading: one edit in "350" is another
 * number, "351" or "35", which the shopper did not mean, so numbers match exactly or as a prefix only.
 */
export const isNumber = (term: string): boolean => NUMBER.test(term);

/** Code points, so that lengths and edits count letters, not UTF-16 units. */
export const letters = (word: string): string[] => [...word];
