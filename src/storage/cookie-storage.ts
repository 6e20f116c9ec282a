// Browser cookies through `document.cookie`: path `/`, Max-Age the value's TTL floored, host-only unless `domain`,
// Secure on https pages, SameSite=Lax. A write the browser silently drops throws (see set).
import type { CookieAttributes, StorageAdapter } from '../types.ts';
import { cookieAttributesFor, parseCookies, serializeCookie } from './cookie-string.ts';

export interface CookieDocument {
  cookie: string;
}

export function createCookieStorage(
  configured: CookieAttributes = {},
  doc: CookieDocument = document,
  https = location.protocol === 'https:',
): StorageAdapter {
  const get = (key: string): string | null =>
    parseCookies(doc.cookie).find((entry) => entry.name === key)?.value ?? null;
  return {
    kind: 'cookie',
    get,
    // A browser drops a cookie it will not keep (cookies blocked after start-up, too large, a domain it refuses)
    // without a word: read it back, and throw so the client's fallback storage keeps the value in memory.
    set(key, value, { maxAge }) {
      doc.cookie = serializeCookie(key, value, cookieAttributesFor(configured, maxAge, https));
      if (maxAge > 0 && get(key) !== value) throw Error(`cookie ${key} not kept`);
    },
    remove(key) {
      doc.cookie = serializeCookie(key, '', { ...cookieAttributesFor(configured, 0, https), maxAge: 0 });
    },
  };
}
