// Counts requests per origin and `METHOD /path`, and keeps the latest entries, for the admin API. Bounded whatever
// outsiders send: paths are cut to MAX_PATH_CHARS (with keys redacted), entries live in a ring of KEEP_ENTRIES and for
// at most MAX_ENTRY_AGE_MS, and once an origin has counted MAX_COUNTED_PATHS distinct `METHOD /path` keys, new paths
// are counted together under `METHOD (other paths)`.
import { redactSecrets } from '../http/api-error.ts';

export type OriginName = 'api' | 'checkout' | 'cdn';
export interface RequestEntry {
  origin: OriginName;
  method: string;
  path: string;
  status: number;
  at: string;
}

/** A kept entry, numbered in the order it was recorded (never reused, so `seq > mark` finds what came later). */
export interface LoggedRequest extends RequestEntry {
  seq: number;
}

export interface RequestLog {
  record(entry: RequestEntry): void;
  snapshot(origin: OriginName): { total: number; counts: Record<string, number>; entries: LoggedRequest[] };
  /** The number of the latest entry recorded (0 before any). */
  lastSeq(): number;
  reset(): void;
}

export const KEEP_ENTRIES = 5_000;
export const MAX_PATH_CHARS = 200;
export const MAX_COUNTED_PATHS = 1_000;
export const MAX_ENTRY_AGE_MS = 60 * 60 * 1000;
export const OTHER_PATHS = '(other paths)';

export function createRequestLog(now: () => number = Date.now): RequestLog {
  let ring: Array<LoggedRequest | undefined> = new Array(KEEP_ENTRIES);
  let next = 0;
  let seq = 0;
  let counts = fresh();
  return {
    record(entry) {
      seq += 1;
      const kept = { ...entry, method: entry.method.slice(0, 16), path: shortenPath(entry.path), seq };
      ring[next] = kept;
      next = (next + 1) % KEEP_ENTRIES;
      const map = counts[entry.origin];
      let key = `${kept.method} ${kept.path}`;
      if (!map.has(key) && map.size >= MAX_COUNTED_PATHS) key = `${kept.method} ${OTHER_PATHS}`;
      map.set(key, (map.get(key) ?? 0) + 1);
    },
    snapshot(origin) {
      const map = counts[origin];
      let total = 0;
      for (const value of map.values()) total += value;
      const oldest = now() - MAX_ENTRY_AGE_MS;
      const entries = [...ring.slice(next), ...ring.slice(0, next)].filter(
        (e): e is LoggedRequest => e !== undefined && e.origin === origin && Date.parse(e.at) >= oldest,
      );
      return { total, counts: Object.fromEntries(map), entries };
    },
    lastSeq: () => seq,
    reset() {
      ring = new Array(KEEP_ENTRIES);
      next = 0;
      counts = fresh();
    },
  };
}

function shortenPath(path: string): string {
  const safe = redactSecrets(path);
  return safe.length > MAX_PATH_CHARS ? `${safe.slice(0, MAX_PATH_CHARS - 3)}...` : safe;
}

function fresh(): Record<OriginName, Map<string, number>> {
  return { api: new Map(), checkout: new Map(), cdn: new Map() };
}
