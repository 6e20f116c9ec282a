// The boolean expressions over tokens that find a query's documents, one per relevance tier, written for SQLite FTS5
// or as a PostgreSQL tsquery. Tier k holds the documents in which every word matches within the first k ranked fields
// (name; name or option values; ... ; anywhere) and not within the first k - 1, so "name over option values over
// category over description" is the order of the tiers, and each tier is read in the catalogue's order. When the
// word being typed is itself a word of the vocabulary, within each field the documents holding it exactly come before
// those holding only a longer word it begins ("pen": "Brass Pen" before "Pendant Lamp").
// Tokens hold letters and digits only (fold-words.ts), so quoting them is all the escaping either syntax needs.
import type { DialectName } from '../db/migration-helpers.ts';
import { ALL_FIELDS, categoryToken, fieldToken, RANKED_FIELDS, type SearchField } from './search-document.ts';
import type { ResolvedWord } from './resolve-words.ts';

export type MatchExpression =
  | { token: string }
  | { all: MatchExpression[] }
  | { any: MatchExpression[] }
  | { only: MatchExpression; not: MatchExpression };

export interface MatchScope {
  shopId: string;
  categoryId: string | null;
}

/** The category's token, when the scope names one (the shop is a column each read compares: find-documents.ts). */
function scopeTokens(scope: MatchScope): MatchExpression[] {
  return scope.categoryId === null ? [] : [{ token: categoryToken(scope.categoryId) }];
}

/** Only the category: every document in it. */
export const scopeExpression = (scope: MatchScope): MatchExpression => ({ all: scopeTokens(scope) });

const wordIn = (terms: readonly string[], fields: readonly SearchField[]): MatchExpression => ({
  any: fields.flatMap((field) => terms.map((term) => ({ token: fieldToken(field, term) }))),
});

/**
 * Whether tier k (every word within the first k + 1 fields, not every word within the first k) can hold a document,
 * by the fields the vocabulary says each word's terms may be held in (ResolvedWord.fields). A document there holds
 * every word within those fields and one word (the one not within the first k) in field k itself. `last`, when
 * given, is the only terms of the last word the tier can match it by: its own term in the tier of the word being
 * typed as itself; the others in the tier after that one, which excludes the documents holding its own term.
 */
function tierCanMatch(words: readonly ResolvedWord[], k: number, last: readonly string[] | null): boolean {
  const held = words.map((word, i) =>
    (i === words.length - 1 && last ? last : word.terms).reduce(
      (fields, term) => fields | (word.fields.get(term) ?? ALL_FIELDS),
      0,
    ),
  );
  const within = (1 << (k + 1)) - 1;
  return held.every((fields) => (fields & within) !== 0) && held.some((fields) => (fields & (1 << k)) !== 0);
}

/**
 * The tiers' expressions, best first; they exclude each other. Every word must have terms. A tier that cannot hold
 * a document by the words' fields (tierCanMatch) is left out, so it costs no read; the tiers after it still exclude
 * what it would have held.
 */
export function tierExpressions(words: readonly ResolvedWord[], scope: MatchScope): MatchExpression[] {
  const last = words.at(-1);
  const within = (k: number, exactLast: boolean): MatchExpression => ({
    all: [
      ...scopeTokens(scope),
      ...words.map((word) =>
        wordIn(exactLast && word === last ? [word.term] : word.terms, RANKED_FIELDS.slice(0, k + 1)),
      ),
    ],
  });
  // The word being typed is a word itself and begins others: in each field, its own matches before the others.
  const exactFirst = last !== undefined && last.reading === 'exact' && last.terms.length > 1;
  const tiers: MatchExpression[] = [];
  let before: MatchExpression | null = null;
  const others = last ? last.terms.filter((term) => term !== last.term) : [];
  for (let k = 0; k < RANKED_FIELDS.length; k++) {
    const all = within(k, false);
    if (exactFirst) {
      const exact = within(k, true);
      if (tierCanMatch(words, k, [last.term])) tiers.push(before ? { only: exact, not: before } : exact);
      before = before ? { any: [before, exact] } : exact;
    }
    if (tierCanMatch(words, k, exactFirst ? others : null)) tiers.push(before ? { only: all, not: before } : all);
    before = all;
  }
  return tiers;
}

/** Every document the tiers hold: what a query sorted otherwise than by relevance matches. */
export function anyTierExpression(words: readonly ResolvedWord[], scope: MatchScope): MatchExpression {
  return { all: [...scopeTokens(scope), ...words.map((word) => wordIn(word.terms, RANKED_FIELDS))] };
}

/** The expression in the syntax of SQLite's FTS5 MATCH or of a PostgreSQL tsquery; it must hold a token. */
export function writeExpression(expression: MatchExpression, dialect: DialectName): string {
  if (('all' in expression && expression.all.length === 0) || ('any' in expression && expression.any.length === 0))
    throw new Error('search: a match expression without tokens (a word that stands for nothing reads no documents)');
  const write = (e: MatchExpression): string => writeExpression(e, dialect);
  const fts = dialect === 'sqlite';
  if ('token' in expression) return fts ? `"${expression.token}"` : `'${expression.token}'`;
  if ('all' in expression) return `(${expression.all.map(write).join(fts ? ' AND ' : ' & ')})`;
  if ('any' in expression) return `(${expression.any.map(write).join(fts ? ' OR ' : ' | ')})`;
  return fts
    ? `(${write(expression.only)} NOT ${write(expression.not)})`
    : `(${write(expression.only)} & !${write(expression.not)})`;
}
