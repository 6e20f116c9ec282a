// Token buckets keyed by a string (a client address, a key), in a map that never holds more than `maxEntries`: the
// least recently used bucket goes first. A bucket holds `count` tokens and refills `count` per `windowMs`, so a client
// may burst to `count` and then keeps `count` per window. An evicted bucket comes back full, which only ever errs in
// the client's favour; an outsider cannot grow the map.
export interface BucketRule {
  count: number;
  windowMs: number;
}

export interface BucketTable {
  /** Takes one token: 0 when granted, else the ms until a token is there. */
  take(id: string): number;
  readonly size: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

export function createBucketTable(rule: BucketRule, options: { maxEntries: number; now: () => number }): BucketTable {
  const buckets = new Map<string, Bucket>();
  const perMs = rule.count / rule.windowMs;
  return {
    take(id) {
      const now = options.now();
      const found = buckets.get(id);
      const tokens = found ? Math.min(rule.count, found.tokens + (now - found.at) * perMs) : rule.count;
      buckets.delete(id);
      const granted = tokens >= 1;
      buckets.set(id, { tokens: granted ? tokens - 1 : tokens, at: now });
      if (buckets.size > options.maxEntries) buckets.delete(buckets.keys().next().value as string);
      return granted ? 0 : Math.ceil((1 - tokens) / perMs);
    },
    get size() {
      return buckets.size;
    },
  };
}
