// A read kept for a short time in this process, for what nearly every request reads and almost nothing changes (a
// publishable key and its shop, the storefront origins a shop stored), so a busy shop's requests do not each spend a
// transaction on it. A change clears it: the writers signal `shops` after their commit (db/database.ts), and a clear
// also stops a read that began before it from keeping what it read. The time limit bounds how long a change made by
// another process (a key revoked through a second platform on the same PostgreSQL) goes unseen here. Only what was
// found is kept, and at most `maxEntries` of it, so made-up keys cost a read each, as before, and never grow it.

export interface BriefCache<V> {
  /** The value kept for `key`, else what `load` reads (kept unless it is null or a clear came meanwhile). */
  read(key: string, load: () => Promise<V | null>): Promise<V | null>;
  clear(): void;
}

export interface BriefCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** A monotonic clock in milliseconds (the time limit is about real time, not a test's clock). */
  now?: () => number;
}

export function createBriefCache<V>({
  ttlMs,
  maxEntries,
  now = () => performance.now(),
}: BriefCacheOptions): BriefCache<V> {
  const entries = new Map<string, { value: V; until: number }>();
  let generation = 0;
  return {
    async read(key, load) {
      const held = entries.get(key);
      if (held && held.until > now()) return held.value;
      entries.delete(key);
      const started = generation;
      const value = await load();
      if (value === null || started !== generation) return value;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, until: now() + ttlMs });
      return value;
    },
    clear() {
      generation += 1;
      entries.clear();
    },
  };
}
