// Browser cookies through `document.cookie`: path `/`, Max-Age the value's TTL floored, host-only unless `domain`,
// Secure on https pages, SameSite=Lax.
import type { CookieAttributes, StorageAdapter } from '../types.ts';
import { cookieAttributesFor, parseCookies, serializeCookie } from './cookie-string.ts';

export interface CookieDocument { cookie: string }

export function createCookieStorage(configured: CookieAttributes = {}, doc: CookieDocument = document, https = location.protocol === 'https:'): StorageAdapter {
  return {
    kind: 'cookie',
    get: (key) => parseCookies(doc.cookie).find((entry) => entry.name === key)?.value ?? null,
    set(key, value, { maxAge }) {
      doc.cookie = serializeCookie(key, value, cookieAttributesFor(configured, maxAge, https));
    },
    remove(key) {
      doc.cookie = serializeCookie(key, '', { ...cookieAttributesFor(configured, 0, https), maxAge: 0 });
    },
  };
}
