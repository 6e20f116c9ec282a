// The vocabulary's words within `edits` edits of a typed word (or of the beginning of a word, for the word being
// typed). Candidates come cheaply from the index: cut the typed word into edits + 1 parts; an edit changes at most
// `edits` of them, so the intended word begins with the first part or contains one of the others unchanged (a swap
// across the first cut breaks both sides, so the word with those letters swapped is a prefix to try too). The exact
// distance then chooses among them. A number has no near words (fold-words.ts, isNumber).
import { editDistance } from './edit-distance.ts';
import { isNumber, letters } from './fold-words.ts';
import { findTermCandidates, type TermRow } from './search-terms.ts';
import { readVocabulary, type VocabularySource } from './vocabulary-cache.ts';

export interface NearTerm extends TermRow {
  distance: number;
}

/** Candidates read per typed word: far more than a vocabulary has for one beginning and length. */
const CANDIDATES = 400;
const INNER_LETTERS = 3;

function cuts(chars: string[], parts: number): string[] {
  const size = Math.max(1, Math.floor(chars.length / parts));
  return Array.from({ length: parts }, (_, i) =>
    chars.slice(i * size, i === parts - 1 ? chars.length : (i + 1) * size).join(''),
  );
}

/**
 * The nearest words first (then the most frequent); none for words of fewer than three letters or for numbers. Complete for one edit;
 * for two, complete when every third of the word has three letters (nine or more).
 */
export function findNearTerms(
  source: VocabularySource,
  typed: string,
  options: { edits: number; prefix: boolean },
): Promise<NearTerm[]> {
  const key = JSON.stringify(['near', typed, options.edits, options.prefix]);
  return readVocabulary(
    source,
    key,
    () => readNearTerms(source, typed, options),
    (near) => near.length,
  );
}

async function readNearTerms(
  source: VocabularySource,
  typed: string,
  options: { edits: number; prefix: boolean },
): Promise<NearTerm[]> {
  const chars = letters(typed);
  const { edits, prefix } = options;
  if (chars.length < 3 || edits < 1 || isNumber(typed)) return [];
  // A short word: its first letter, and the rest (which holds when the typo is the first letter's).
  const parts = chars.length >= 5 ? cuts(chars, edits + 1) : [chars[0]!, chars.slice(1).join('')];
  const first = parts[0]!;
  const swapped = [...chars];
  const at = letters(first).length;
  [swapped[at - 1], swapped[at]] = [swapped[at]!, swapped[at - 1]!];
  const probe = {
    prefixes: [first, swapped.slice(0, at + 1).join('')],
    inners: parts.slice(1).filter((part) => letters(part).length >= INNER_LETTERS),
    minLength: chars.length - edits,
    maxLength: prefix ? null : chars.length + edits,
  };
  const rows = await findTermCandidates(source.tx, source.shopId, probe, CANDIDATES);
  return rows
    .map((row) => ({ ...row, distance: editDistance(typed, row.term, { limit: edits, prefix }) }))
    .filter((row) => Number.isFinite(row.distance))
    .sort((a, b) => a.distance - b.distance || b.documents - a.documents || (a.term < b.term ? -1 : 1));
}
