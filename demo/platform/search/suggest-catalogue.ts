// Suggestions for a search box, from the same words as the catalogue search: the first products by relevance (a
// slim record each), the categories whose names hold every word, completions of the word being typed (each a whole
// query that finds something: the most frequent words it begins, or the words one typo away), and a "did you mean"
// when no product matches.
import type { ProductView } from '../api/present-product.ts';
import type { BriefCache } from '../state/brief-cache.ts';
import type { SearchSuggestions, SuggestedCategory, SuggestedProduct } from '../../../wire/search.ts';
import { readCategoryWords, type CategoryWords } from './category-words.ts';
import { findHeldTerms, type DocumentPage, type HeldTermsCheck } from './find-documents.ts';
import { anyTierExpression } from './match-expression.ts';
import type { ResolvedWord } from './resolve-words.ts';
import {
  didYouMeanFor,
  presentPage,
  readDocumentPage,
  resolveSearch,
  type CatalogueSearchContext,
  type ResolvedSearch,
} from './search-catalogue.ts';

export const MAX_SUGGESTED_PRODUCTS = 10;
const MAX_CATEGORIES = 3;
const MAX_COMPLETIONS = 4;
/** Matching documents read to tell which completions find something after other words or within a category. */
const COMPLETION_SAMPLE = 100;

const slim = (product: ProductView): SuggestedProduct => ({
  id: product.id,
  slug: product.slug,
  name: product.name,
  currency: product.currency,
  price: product.price,
  compareAtPrice: product.compareAtPrice,
  available: product.available,
  image: product.images[0] ?? null,
});

async function matchingCategories(
  context: CatalogueSearchContext,
  words: readonly ResolvedWord[],
  cache: BriefCache<CategoryWords[]> | null,
): Promise<SuggestedCategory[]> {
  const categories = await readCategoryWords(context.tx, context.pricing.shop.id, cache);
  return categories
    .filter((category) => words.every((word) => word.terms.some((term) => category.terms.has(term))))
    .slice(0, MAX_CATEGORIES)
    .map(({ id, slug, name }) => ({ id, slug, name }));
}

const shown = (word: ResolvedWord): string =>
  word.reading === 'typo' ? (word.displays.get(word.terms[0]!) ?? word.display) : word.display;

/**
 * The check completions need (null: none), made before the page is read so that its first statement can answer it:
 * after other words or within a category, which of the typed word's longer words some of the query's first
 * COMPLETION_SAMPLE matching documents hold, so each completion finds something (the first MAX_COMPLETIONS of them,
 * which are all it shows).
 */
function completionCheck(context: CatalogueSearchContext, search: ResolvedSearch): HeldTermsCheck | null {
  const last = search.words.at(-1);
  if (!last || search.words.some((word) => word.terms.length === 0)) return null;
  if (search.words.length === 1 && search.categoryId === null) return null;
  const terms = last.terms.filter((term) => term !== last.term);
  if (terms.length === 0) return null;
  const scope = { shopId: context.pricing.shop.id, categoryId: search.categoryId };
  return {
    expression: anyTierExpression(search.words, scope),
    limit: COMPLETION_SAMPLE,
    terms,
    wanted: MAX_COMPLETIONS,
  };
}

/**
 * Completions of the word being typed, the most frequent first; with a check, only those it found held (from the
 * page's read when it answered, else read now).
 */
async function completions(
  context: CatalogueSearchContext,
  search: ResolvedSearch,
  check: HeldTermsCheck | null,
  page: DocumentPage,
): Promise<string[]> {
  const last = search.words.at(-1);
  // A word that stands for nothing: no completion can find anything.
  if (!last || search.words.some((word) => word.terms.length === 0)) return [];
  const lead = search.words
    .slice(0, -1)
    .map((word) => `${shown(word)} `)
    .join('');
  let terms = last.terms.filter((term) => term !== last.term);
  if (check) {
    const held = page.held ?? (await findHeldTerms(context.tx, context.pricing.shop.id, check));
    terms = terms.filter((term) => held.has(term));
  }
  return terms.slice(0, MAX_COMPLETIONS).map((term) => `${lead}${last.displays.get(term) ?? term}`);
}

/** `categoryWords`: the platform's brief store of each shop's category names (null: read them afresh). */
export async function suggestCatalogue(
  context: CatalogueSearchContext,
  request: { query: string; limit: number; category?: string | null },
  categoryWords: BriefCache<CategoryWords[]> | null = null,
): Promise<SearchSuggestions> {
  const search = await resolveSearch(context, { query: request.query, category: request.category ?? null });
  const none: SearchSuggestions = { query: request.query, products: [], categories: [], queries: [], didYouMean: null };
  if (search.words.length === 0) return none;
  const limit = Math.min(Math.max(request.limit, 1), MAX_SUGGESTED_PRODUCTS);
  const check = completionCheck(context, search);
  const page = await readDocumentPage(context, search, { offset: 0, limit, products: true, more: false, held: check });
  const products = presentPage(context, page);
  const [categories, queries] = await Promise.all([
    matchingCategories(context, search.words, categoryWords),
    completions(context, search, check, page),
  ]);
  const didYouMean = products.length === 0 ? await didYouMeanFor(context, search) : null;
  return { ...none, products: products.map(slim), categories, queries, didYouMean };
}
