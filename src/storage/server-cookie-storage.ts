// A merchant server's CookieAccessor as storage. A read-only accessor (only `get`), or one whose writes throw (a
// framework that forbids setting cookies during render), drops writes silently.
import type { CookieAccessor, CookieAttributes, StorageAdapter } from '../types.ts';
import { cookieAttributesFor } from './cookie-string.ts';

async function quietly(write: () => unknown): Promise<void> {
  try {
    await write();
  } catch {
    /* a context that cannot write cookies: dropped by contract */
  }
}

export function createServerCookieStorage(accessor: CookieAccessor, configured: CookieAttributes = {}): StorageAdapter {
  // On a server `secure` is whatever the merchant passes; it is never guessed.
  const attributes = (maxAge: number): CookieAttributes => {
    const out = cookieAttributesFor(configured, maxAge, false);
    if (configured.secure === undefined) delete out.secure;
    return out;
  };
  return {
    kind: 'cookie',
    get: (key) => accessor.get(key),
    set: (key, value, { maxAge }) => quietly(() => accessor.set?.(key, value, attributes(maxAge))),
    remove: (key) =>
      quietly(() => {
        // An accessor without remove() forgets a cookie by setting it empty and expired.
        if (accessor.remove) return accessor.remove(key, attributes(0));
        return accessor.set?.(key, '', attributes(0));
      }),
  };
}
