// What the index holds for one product: its words, each marked with the field it came from (`a` name, `b` option
// values, `c` category names, `d` description), so one full-text lookup tells both whether and where a word matches;
// a token per category it is in (a filter the index answers itself); and the columns the shop, the other sorts and the
// price range read (the cheapest variant's price in the base currency, the folded name, the date).
import type { ProductRecord } from '../state/types.ts';
import { describeWords, foldWords, type ShownWord } from './fold-words.ts';

export const FIELD_MARKS = { name: 'a', options: 'b', category: 'c', description: 'd' } as const;
const CATEGORY_MARK = 'y';
export type SearchField = keyof typeof FIELD_MARKS;
/** The fields in the order relevance ranks a match in them. */
export const RANKED_FIELDS: readonly SearchField[] = ['name', 'options', 'category', 'description'];

export const fieldToken = (field: SearchField, term: string): string => `${FIELD_MARKS[field]}${term}`;
/** A set of fields as bits, one per field in RANKED_FIELDS' order (name 1, options 2, category 4, description 8). */
export const fieldBit = (field: SearchField): number => 1 << RANKED_FIELDS.indexOf(field);
export const ALL_FIELDS = (1 << RANKED_FIELDS.length) - 1;
const hex = (text: string): string => Buffer.from(text, 'utf8').toString('hex');
/** The token of a category's documents (ids may hold characters that are no word's, so it is hex). */
export const categoryToken = (categoryId: string): string => `${CATEGORY_MARK}${hex(categoryId)}`;

export interface SearchDocument {
  productId: string;
  shopId: string;
  /** Every token, sorted and distinct: the form both databases store and compare. */
  tokens: string[];
  /** The words of the four fields (folded) with how each was written, for the vocabulary. */
  words: Map<string, string>;
  /** The cheapest variant's price in the base currency's minor units; null without variants. */
  minPrice: number | null;
  /** The folded name, for `name_asc`. */
  sortName: string;
  createdAt: string;
}

/** The option values a product is offered in (and its variants' names when it has no options matrix). */
function optionText(product: ProductRecord): string[] {
  const values = product.options.flatMap((option) => option.values);
  const chosen = product.variants.flatMap((variant) => Object.values(variant.options));
  const named = product.options.length === 0 && product.variants.length > 1 ? product.variants.map((v) => v.name) : [];
  return [...values, ...chosen, ...named];
}

/** `categoryWords`: the words of the names of the product's categories (describeWords of each name). */
export function describeSearchDocument(product: ProductRecord, categoryWords: readonly ShownWord[]): SearchDocument {
  const fields: Record<SearchField, ShownWord[]> = {
    name: describeWords(product.name),
    options: optionText(product).flatMap(describeWords),
    category: [...categoryWords],
    description: describeWords(product.description),
  };
  const tokens = new Set(product.categoryIds.map(categoryToken));
  const words = new Map<string, string>();
  for (const field of RANKED_FIELDS)
    for (const { term, display } of fields[field]) {
      tokens.add(fieldToken(field, term));
      if (!words.has(term)) words.set(term, display);
    }
  const prices = product.variants.map((variant) => variant.price);
  return {
    productId: product.id,
    shopId: product.shopId,
    tokens: [...tokens].sort(),
    words,
    minPrice: prices.length > 0 ? Math.min(...prices) : null,
    sortName: foldWords(product.name).join(' '),
    createdAt: product.createdAt,
  };
}

/**
 * The category-name words a stored token list holds when it was made for exactly these categories (a product
 * saved in the same categories keeps them, without reading the names again); null when its categories differ.
 */
export function storedCategoryWords(tokens: readonly string[], categoryIds: readonly string[]): ShownWord[] | null {
  const held = tokens.filter((token) => token.startsWith(CATEGORY_MARK));
  const wanted = new Set(categoryIds.map(categoryToken));
  if (held.length !== wanted.size || held.some((token) => !wanted.has(token))) return null;
  const mark = FIELD_MARKS.category;
  return tokens
    .filter((token) => token.startsWith(mark))
    .map((token) => ({ term: token.slice(1), display: token.slice(1) }));
}

/** The fields (bits, fieldBit) each word (folded) of a token list is held in. */
export function fieldsOfTokens(tokens: readonly string[]): Map<string, number> {
  const bitOfMark = new Map(RANKED_FIELDS.map((field) => [FIELD_MARKS[field] as string, fieldBit(field)]));
  const fields = new Map<string, number>();
  for (const token of tokens) {
    const bit = bitOfMark.get(token[0]!);
    if (bit !== undefined) fields.set(token.slice(1), (fields.get(token.slice(1)) ?? 0) | bit);
  }
  return fields;
}

/** The words (folded) a stored token list holds in the four fields: what the vocabulary counts. */
export function wordsOfTokens(tokens: readonly string[]): Set<string> {
  const marks = new Set<string>(Object.values(FIELD_MARKS));
  return new Set(tokens.filter((token) => marks.has(token[0]!)).map((token) => token.slice(1)));
}
