// `localStorage` with expiry: each value is stored with its expiry time and reads as missing once past it.
import type { StorageAdapter } from '../types.ts';
import { type Clock, decodeEntry, encodeEntry } from './expiring-entry.ts';

export function createLocalStorage(store: Storage = globalThis.localStorage, now: Clock = Date.now): StorageAdapter {
  return {
    kind: 'localStorage',
    get(key) {
      const raw = store.getItem(key);
      const value = decodeEntry(raw, now);
      if (raw !== null && value === null) store.removeItem(key);
      return value;
    },
    set: (key, value, { maxAge }) => store.setItem(key, encodeEntry(value, maxAge, now)),
    remove: (key) => store.removeItem(key),
  };
}
