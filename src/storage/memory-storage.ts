// In-memory storage with expiry: the fallback that never fails, and the choice for tests and one-off scripts.
import type { StorageAdapter } from '../types.ts';
import { type Clock, decodeEntry, encodeEntry } from './expiring-entry.ts';

export function createMemoryStorage(now: Clock = Date.now): StorageAdapter {
  const entries = new Map<string, string>();
  return {
    kind: 'memory',
    get: (key) => decodeEntry(entries.get(key), now),
    set: (key, value, { maxAge }) => {
      entries.set(key, encodeEntry(value, maxAge, now));
    },
    remove: (key) => {
      entries.delete(key);
    },
  };
}
