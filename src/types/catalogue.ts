// Products and categories as the platform sends them, and the `client.products` / `client.categories` reads.
// Public types of the client core (re-exported by src/types.ts and src/index.ts); records mirror docs/design.md
// ("Records").
import type { Image, Product, ProductOption, Variant } from '../../wire/catalogue.ts';
import type { MoneyFormat } from '../../wire/money-format.ts';
import type { SearchSuggestions, SuggestedCategory, SuggestedProduct } from '../../wire/search.ts';
import type { Page, RequestOptions } from './wire.ts';

export type { Image, Product, ProductOption, Variant, SearchSuggestions, SuggestedCategory, SuggestedProduct };
export type { MoneyFormat };

export interface Category {
  id: string;
  slug: string;
  name: string;
  description: string;
  productCount: number;
}

export interface ProductListParams {
  limit?: number;
  cursor?: string | null;
  category?: string;
  ids?: string[];
}

export type ProductSort = 'relevance' | 'price_asc' | 'price_desc' | 'name_asc' | 'newest';

export interface ProductSearchParams {
  query: string;
  categoryId?: string;
  sortBy?: ProductSort;
  minPrice?: number;
  maxPrice?: number;
  limit?: number;
  cursor?: string | null;
}

/** A page of search results: a `Page<Product>`, and for words that found nothing a query that finds something. */
export interface ProductSearchPage extends Page<Product> {
  previousCursor: string | null;
  /** On a first page without products: a query that finds some under the same filters, else null. */
  didYouMean: string | null;
}

export interface ProductSuggestParams {
  /** What has been typed so far. */
  query: string;
  /** Products suggested, 1-10 (default 5). */
  limit?: number;
  /** Only within this category (id or slug). */
  categoryId?: string;
}

export interface ProductsResource {
  list(params?: ProductListParams, options?: RequestOptions): Promise<Page<Product>>;
  get(id: string, options?: RequestOptions): Promise<Product | null>;
  getBySlug(slug: string, options?: RequestOptions): Promise<Product | null>;
  search(params: ProductSearchParams, options?: RequestOptions): Promise<ProductSearchPage>;
  /** What a search box shows while the shopper types: products, categories, completions, "did you mean". */
  suggest(params: ProductSuggestParams, options?: RequestOptions): Promise<SearchSuggestions>;
}

export interface CategoriesResource {
  list(options?: RequestOptions): Promise<Category[]>;
  get(id: string, options?: RequestOptions): Promise<Category | null>;
}
