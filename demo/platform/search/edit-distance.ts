// How far a typed word is from a word of the vocabulary, in edits of one letter (insert, delete, replace, or swap two
// neighbours: the optimal string alignment distance), counted only as far as `limit`. For the word being typed, the
// distance to the nearest beginning of the vocabulary's word ("stonwa" is one edit from "stonewa", so from
// "stoneware").
import { letters } from './fold-words.ts';

/** The distance from `typed` to `word` (or to its nearest prefix with `prefix`), or Infinity beyond `limit`. */
export function editDistance(typed: string, word: string, options: { limit: number; prefix: boolean }): number {
  const a = letters(typed);
  const b = letters(word);
  const { limit, prefix } = options;
  if (!prefix && Math.abs(a.length - b.length) > limit) return Infinity;
  // rows[i][j]: edits between a's first i letters and b's first j letters.
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
    }
    if (Math.min(...current) > limit) return Infinity;
    before = previous;
    previous = current;
  }
  const distance = prefix ? Math.min(...previous) : previous[b.length]!;
  return distance <= limit ? distance : Infinity;
}
