// Search records of the Commerce API v2 wire (GET /v2/search/suggest), as openapi.json describes them: written once,
// here, for the client's public types (src/types/catalogue.ts) and the platform's suggestions
// (demo/platform/search/suggest-catalogue.ts). test/meta/wire-types.test.ts holds them to the document.
import type { Image } from './catalogue.ts';

/** A product as a search box suggests it: enough for a row with a picture, a name and a price. */
export interface SuggestedProduct {
  id: string;
  slug: string;
  name: string;
  currency: string;
  /** The cheapest variant's price, in minor units of `currency`. */
  price: number;
  compareAtPrice: number | null;
  available: boolean;
  /** The first image, or null. */
  image: Image | null;
}

export interface SuggestedCategory {
  id: string;
  slug: string;
  name: string;
}

export interface SearchSuggestions {
  /** The query answered, as sent. */
  query: string;
  products: SuggestedProduct[];
  /** Categories whose names hold every word. */
  categories: SuggestedCategory[];
  /** Completions of the word being typed, each a whole query that finds products. */
  queries: string[];
  /** When no product matches: a query that finds some, else null. */
  didYouMean: string | null;
}
