// What the platform reads for nearly every request and keeps briefly (brief-cache.ts): the publishable key a request
// brought, with its shop, the storefront origins each shop stored, each shop's category names for the search
// suggestions, and the shipping methods every cart answer's free-shipping state is decided from. Any committed change
// to a shop, its keys, its origins or its shipping methods (the writers in repo/ signal `shops`) clears them all; a
// committed change to a category (signal `categories`) clears the category names. The words searches looked up in
// each shop's vocabulary are kept the same time (search/vocabulary-cache.ts, bounded in rows), and a committed change
// to a shop's words (signal `vocabulary`, from the product writers' index upkeep) forgets that shop's.
import type { Database } from '../db/database.ts';
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
}

export function createShopReads(db: Database): ShopReads {
  const reads: ShopReads = {
    keys: createBriefCache({ ttlMs: SHOP_READS_TTL_MS, maxEntries: MAX_ENTRIES }),
    storedOrigins: createBriefCache({ ttlMs: SHOP_READS_TTL_MS, maxEntries: MAX_ENTRIES }),
    categoryWords: createBriefCache({ ttlMs: SHOP_READS_TTL_MS, maxEntries: MAX_ENTRIES }),
    shippingMethods: createBriefCache({ ttlMs: SHOP_READS_TTL_MS, maxEntries: MAX_ENTRIES }),
    vocabulary: createVocabularyCache({ ttlMs: SHOP_READS_TTL_MS, maxRows: MAX_VOCABULARY_ROWS }),
  };
  db.onSignal('shops', () => {
    reads.keys.clear();
    reads.storedOrigins.clear();
    reads.categoryWords.clear();
    reads.shippingMethods.clear();
  });
  db.onSignal('categories', () => reads.categoryWords.clear());
  db.onSignal('vocabulary', (changed) => {
    for (const shopId of new Set(changed.map((payload) => payload.shopId))) reads.vocabulary.forget(shopId);
  });
  return reads;
}
