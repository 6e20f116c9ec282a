// What the platform reads for nearly every request and keeps briefly (brief-cache.ts): the publishable key a request
// brought, with its shop, the storefront origins each shop stored, each shop's category names for the search
// suggestions, and the shipping methods every cart answer's free-shipping state is decided from. Any committed change
// to a shop, its keys, its origins or its shipping methods (the writers in repo/ signal `shops`) clears them all; a
// committed change to a category (signal `categories`) clears the category names. The words searches looked up in
// each shop's vocabulary are kept the same time (search/vocabulary-cache.ts, bounded in rows), and a committed change
// to a shop's words (signal `vocabulary`, from the product writers' index upkeep) forgets that shop's. Whole answers of
// the search suggestions are kept as long as the answer itself declares it may be kept (SUGGESTIONS_TTL_MS), and any
// committed change to what an answer shows (a product, a variant or its stock: signal `catalogue`; a category, a
// shop's words or the shop itself) forgets them all.
import type { Database } from '../db/database.ts';
import type { SearchSuggestions } from '../../../wire/search.ts';
import type { CategoryWords } from '../search/category-words.ts';
import { createVocabularyCache, type VocabularyCache } from '../search/vocabulary-cache.ts';
import { createBriefCache, type BriefCache } from './brief-cache.ts';
import type { KeyRecord, ShopRecord } from './types.ts';
import type { ShippingMethodRecord } from '../shipping/shipping-types.ts';

/** How long a read is kept: what another process changes is seen here at most this late. */
export const SHOP_READS_TTL_MS = 3000;
const MAX_ENTRIES = 1000;
/** Term rows kept over every shop (about 100 bytes each: some 5 MB at most). */
export const MAX_VOCABULARY_ROWS = 50_000;
/**
 * How long a suggestions answer is kept: as long as its Cache-Control lets the browser that asked keep it
 * (api/search-routes.ts), so a process's answer is never older than one the browser may show. A change made by another
 * process is seen here this late at most; this process's own changes are seen at once.
 */
export const SUGGESTIONS_TTL_MS = 30_000;
/** Answers kept over every shop: each holds at most 10 products, 3 categories and 4 completions (a few kB). */
const MAX_SUGGESTIONS = 1000;

export interface ShopReads {
  /** By the key's full text: the key (not revoked) and its shop. */
  keys: BriefCache<{ key: KeyRecord; shop: ShopRecord }>;
  /** By shop id: the origins the shop stored (storefront/storefront-origins.ts). */
  storedOrigins: BriefCache<string[]>;
  /** By shop id: its categories with the words of their names (search/category-words.ts). */
  categoryWords: BriefCache<CategoryWords[]>;
  /**
   * By shop id: its shipping methods as repo/shipping-methods.ts lists them, for a cart's free-shipping state. The
   * checkout prices delivery from a fresh read.
   */
  shippingMethods: BriefCache<ShippingMethodRecord[]>;
  /** By shop: the words of its vocabulary searches looked up (search/vocabulary-cache.ts). */
  vocabulary: VocabularyCache;
  /**
   * By shop, currency, storefront and the request's words and options: a suggestions answer (api/search-routes.ts).
   * Shoppers of one shop type the same first letters, and a search box asks on every keystroke.
   */
  suggestions: BriefCache<SearchSuggestions>;
}

export function createShopReads(db: Database): ShopReads {
  const reads: ShopReads = {
    keys: createBriefCache({ ttlMs: SHOP_READS_TTL_MS, maxEntries: MAX_ENTRIES }),
    storedOrigins: createBriefCache({ ttlMs: SHOP_READS_TTL_MS, maxEntries: MAX_ENTRIES }),
    categoryWords: createBriefCache({ ttlMs: SHOP_READS_TTL_MS, maxEntries: MAX_ENTRIES }),
    shippingMethods: createBriefCache({ ttlMs: SHOP_READS_TTL_MS, maxEntries: MAX_ENTRIES }),
    vocabulary: createVocabularyCache({ ttlMs: SHOP_READS_TTL_MS, maxRows: MAX_VOCABULARY_ROWS }),
    suggestions: createBriefCache({ ttlMs: SUGGESTIONS_TTL_MS, maxEntries: MAX_SUGGESTIONS }),
  };
  db.onSignal('shops', () => {
    reads.keys.clear();
    reads.storedOrigins.clear();
    reads.categoryWords.clear();
    reads.shippingMethods.clear();
    reads.suggestions.clear();
  });
  db.onSignal('categories', () => {
    reads.categoryWords.clear();
    reads.suggestions.clear();
  });
  db.onSignal('vocabulary', (changed) => {
    for (const shopId of new Set(changed.map((payload) => payload.shopId))) reads.vocabulary.forget(shopId);
    reads.suggestions.clear();
  });
  db.onSignal('catalogue', () => reads.suggestions.clear());
  return reads;
}
