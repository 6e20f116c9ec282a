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
  /**
   * Several lookups of one request at once: each of `keys` from here while it is kept, and the others in one `load`
   * (handed the missing keys, answering each of them), whose answers are kept each under its own key. So a lookup a
   * request shares with earlier ones (a word of its query, the beginning being typed) is read once, whatever it is
   * asked beside.
   */
  readEach<T>(
    shopId: string,
    keys: readonly string[],
    load: (missing: string[]) => Promise<Map<string, T>>,
    rows: (value: T) => number,
  ): Promise<Map<string, T>>;
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
  /** The value kept under `id` while it is fresh, moved to the most recently used end; else undefined. */
  const take = (id: string): { value: unknown } | undefined => {
    const held = kept.get(id);
    if (!held) return undefined;
    drop(id, held);
    if (held.until <= now()) return undefined;
    kept.set(id, held);
    rows += held.rows;
    return { value: held.value };
  };
  /** Keeps what a read that began at `started` answered, unless a forget came since or it outweighs the bound. */
  const keep = (shopId: string, id: string, value: unknown, weight: number, started: number) => {
    if (started !== epoch || weight > maxRows) return;
    const stale = kept.get(id);
    if (stale) drop(id, stale);
    for (const [oldest, entry] of kept) {
      if (rows + weight <= maxRows) break;
      drop(oldest, entry);
    }
    kept.set(id, { shopId, value, rows: weight, until: now() + ttlMs });
    rows += weight;
  };
  const idOf = (shopId: string, key: string) => `${shopId}\n${key}`;
  return {
    async read<T>(shopId: string, key: string, load: () => Promise<T>, weigh: (value: T) => number): Promise<T> {
      const id = idOf(shopId, key);
      const held = take(id);
      if (held) return held.value as T;
      const started = epoch;
      const value = await load();
      keep(shopId, id, value, weigh(value) + 1, started);
      return value;
    },
    async readEach<T>(
      shopId: string,
      keys: readonly string[],
      load: (missing: string[]) => Promise<Map<string, T>>,
      weigh: (value: T) => number,
    ): Promise<Map<string, T>> {
      const found = new Map<string, T>();
      const missing: string[] = [];
      for (const key of keys) {
        const held = take(idOf(shopId, key));
        if (held) found.set(key, held.value as T);
        else missing.push(key);
      }
      if (missing.length === 0) return found;
      const started = epoch;
      const loaded = await load(missing);
      for (const key of missing) {
        if (!loaded.has(key)) throw new Error(`vocabulary cache: the load did not answer the lookup ${key}`);
        const value = loaded.get(key) as T;
        found.set(key, value);
        keep(shopId, idOf(shopId, key), value, weigh(value) + 1, started);
      }
      return found;
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

/** `load` of every key through the source's cache, when it has one (without: all of them in one `load`). */
export function readVocabularyEach<T>(
  source: VocabularySource,
  keys: readonly string[],
  load: (missing: string[]) => Promise<Map<string, T>>,
  rows: (value: T) => number,
): Promise<Map<string, T>> {
  return source.cache ? source.cache.readEach(source.shopId, keys, load, rows) : load([...keys]);
}
