// Counts requests per origin and `METHOD /path`, and keeps the latest entries, for the admin API.

export type OriginName = 'api' | 'checkout' | 'cdn';
export interface RequestEntry {
  origin: OriginName;
  method: string;
  path: string;
  status: number;
  at: string;
}

export interface RequestLog {
  record(entry: RequestEntry): void;
  snapshot(origin: OriginName): { total: number; counts: Record<string, number>; entries: RequestEntry[] };
  reset(): void;
}

const KEEP_ENTRIES = 5000;

export function createRequestLog(): RequestLog {
  let entries: RequestEntry[] = [];
  let counts: Record<OriginName, Map<string, number>> = fresh();
  return {
    record(entry) {
      entries.push(entry);
      if (entries.length > KEEP_ENTRIES) entries = entries.slice(-KEEP_ENTRIES);
      const key = `${entry.method} ${entry.path}`;
      counts[entry.origin].set(key, (counts[entry.origin].get(key) ?? 0) + 1);
    },
    snapshot(origin) {
      const map = counts[origin];
      let total = 0;
      for (const value of map.values()) total += value;
      return { total, counts: Object.fromEntries(map), entries: entries.filter((e) => e.origin === origin) };
    },
    reset() {
      entries = [];
      counts = fresh();
    },
  };
}

function fresh(): Record<OriginName, Map<string, number>> {
  return { api: new Map(), checkout: new Map(), cdn: new Map() };
}
