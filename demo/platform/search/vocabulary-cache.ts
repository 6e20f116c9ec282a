// A shop's vocabulary as searches read it (search-terms.ts: the typed words and the words a prefix begins;
// near-terms.ts: the words one typo away), kept in this process for a short time. A search box asks on every
// keystroke, shoppers type the same beginnings, and the vocabulary changes only when a product's words do, so most
// reads are answered here and a search pays one round trip to the database fewer.
//
// - A write: changeTermCounts signals `vocabulary` with the shop once its transaction commits (any word's count
//   changed: a new word, a word gone, a word's count moved), and this process forgets what it kept for that shop, so
//   its next search reads the new vocabulary. A read that began before the signal does not keep what it read.
// - Another process writing to the same PostgreSQL: it signals in its own process only, so here a changed vocabulary
//   is seen at most `ttlMs` late (a renamed product found by its old name's words for that long; its document, read
//   afresh by every search, decides what it matches, so a gone word then finds nothing rather than a wrong product).
// - The bound: at most `maxRows` term rows over every shop and key, the least recently used dropped first, so queries
//   made up by outsiders cost a read each and never grow it.
import type { Tx } from '../db/database.ts';

export interface VocabularyCache {
  /**
   * What `load` reads for `key` in the shop's vocabulary, from here while it is kept. `rows` says how many term rows
   * a value holds (its weight against the bound).
   */
  read<T>(shopId: string, key: string, load: () => Promise<T>, rows: (value: T) => number): Promise<T>;
  /** Forgets what is kept for `shopId` ('*': every shop), after a commit changed its vocabulary. */
  forget(shopId: string): void;
}

/** Where a search reads a shop's vocabulary: the transaction, the shop, and this process's cache (null: none). */
export interface VocabularySource {
  tx: Tx;
  shopId: string;
  cache: VocabularyCache | null;
}

export interface VocabularyCacheOptions {
  ttlMs: number;
  maxRows: number;
  /** A monotonic clock in milliseconds. */
  now?: () => number;
}

interface Kept {
  shopId: string;
  value: unknown;
  rows: number;
  until: number;
}

export function createVocabularyCache({
  ttlMs,
  maxRows,
  now = () => performance.now(),
}: VocabularyCacheOptions): VocabularyCache {
  // In use order: the least recently used first.
  const kept = new Map<string, Kept>();
  let rows = 0;
  // Moves on at every forget: a read that began before one keeps nothing.
  let epoch = 0;
  const drop = (key: string, entry: Kept) => {
    kept.delete(key);
    rows -= entry.rows;
  };
  return {
    async read<T>(shopId: string, key: string, load: () => Promise<T>, weigh: (value: T) => number): Promise<T> {
      const id = `${shopId}\n${key}`;
      const held = kept.get(id);
      if (held) {
        drop(id, held);
        if (held.until > now()) {
          kept.set(id, held);
          rows += held.rows;
          return held.value as T;
        }
      }
      const started = epoch;
      const value = await load();
      const weight = weigh(value) + 1;
      if (started !== epoch || weight > maxRows) return value;
      const stale = kept.get(id);
      if (stale) drop(id, stale);
      for (const [oldest, entry] of kept) {
        if (rows + weight <= maxRows) break;
        drop(oldest, entry);
      }
      kept.set(id, { shopId, value, rows: weight, until: now() + ttlMs });
      rows += weight;
      return value;
    },
    forget(shopId) {
      epoch += 1;
      for (const [key, entry] of kept) if (shopId === '*' || entry.shopId === shopId) drop(key, entry);
    },
  };
}

/** `load` through the source's cache, when it has one. */
export function readVocabulary<T>(
  source: VocabularySource,
  key: string,
  load: () => Promise<T>,
  rows: (value: T) => number,
): Promise<T> {
  return source.cache ? source.cache.read(source.shopId, key, load, rows) : load();
}
