// Where the consent cookie and the analytics cookies are read: the server's cookie accessor, else document.cookie,
// else the client's own storage (a server without an accessor).
import type { CookieAccessor, CookieAttributes, StorageAdapter } from '../types.ts';
import { createCookieStorage } from './cookie-storage.ts';
import { type CookieEntry, parseCookies } from './cookie-string.ts';
import { detectEnvironment } from './environment.ts';
import { createServerCookieStorage } from './server-cookie-storage.ts';

export interface CookieStore {
  store: StorageAdapter;
  all(): Promise<ReadonlyArray<CookieEntry>>;
}

export function resolveCookieStore(
  cookies: CookieAccessor | null,
  attributes: CookieAttributes,
  fallback: StorageAdapter,
): CookieStore {
  if (cookies) {
    return {
      store: createServerCookieStorage(cookies, attributes),
      all: async () => {
        try {
          return (await cookies.getAll?.()) ?? [];
        } catch {
          return [];
        }
      },
    };
  }
  if (detectEnvironment() === 'browser')
    return { store: createCookieStorage(attributes), all: async () => parseCookies(document.cookie) };
  return { store: fallback, all: async () => [] };
}
