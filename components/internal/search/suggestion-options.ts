// The options a search box shows for one answer, in order: the queries that complete what was typed (or, when no
// product matches, what the shopper may have meant), the categories, the products, and "all results". Each carries
// the URL it leads to, its name when the merchant's template does not name it, and the scope its template is bound to
// (docs/elements.md, "<shop-search>").
import { formatMoney } from '../../../src/index.ts';
import type { SearchSuggestions, SuggestedCategory, SuggestedProduct } from '../../../src/index.ts';

export type SuggestionKind = 'query' | 'category' | 'product' | 'all';

export interface SuggestionOption {
  kind: SuggestionKind;
  url: string;
  /** What the option says when its template is the built-in one. */
  label: string;
  /** What a merchant's template binds: `query.*`, `category.*` or `product.*` and `price.*`. */
  scope: Record<string, unknown>;
}

export interface OptionTargets {
  locale: string;
  /** The results page of a query (the form's action with `q`). */
  resultsUrl(query: string): string;
  categoryUrl(category: SuggestedCategory): string;
  productUrl(product: SuggestedProduct): string;
  allResults(query: string): string;
  didYouMean(query: string): string;
}

function productOption(product: SuggestedProduct, position: number, targets: OptionTargets): SuggestionOption {
  const url = targets.productUrl(product);
  const money = (amount: number) => formatMoney(amount, product.currency, targets.locale);
  const onSale = product.compareAtPrice !== null && product.compareAtPrice > product.price;
  const price = {
    amount: product.price,
    display: money(product.price),
    currency: product.currency,
    compareAt: product.compareAtPrice,
    compareAtDisplay: product.compareAtPrice === null ? '' : money(product.compareAtPrice),
    onSale,
  };
  const { id, slug, name, available, image } = product;
  return {
    kind: 'product',
    url,
    label: `${name}, ${price.display}`,
    scope: { product: { id, slug, name, available, image, url }, price, position },
  };
}

export function describeOptions(query: string, answer: SearchSuggestions, targets: OptionTargets): SuggestionOption[] {
  const corrected = answer.products.length === 0 && answer.didYouMean !== null;
  const queries = corrected ? [answer.didYouMean!] : answer.queries;
  const options: SuggestionOption[] = queries.map((text) => ({
    kind: 'query',
    url: targets.resultsUrl(text),
    label: corrected ? targets.didYouMean(text) : text,
    scope: { query: { text, url: targets.resultsUrl(text), corrected } },
  }));
  for (const category of answer.categories) {
    const url = targets.categoryUrl(category);
    options.push({ kind: 'category', url, label: category.name, scope: { category: { ...category, url } } });
  }
  answer.products.forEach((product, index) => options.push(productOption(product, index + 1, targets)));
  if (answer.products.length > 0) {
    const url = targets.resultsUrl(query);
    options.push({ kind: 'all', url, label: targets.allResults(query), scope: { query: { text: query, url } } });
  }
  return options;
}
