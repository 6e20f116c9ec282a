// resolveStorage: turns the `storage` option into an adapter. `auto` picks server cookies (when an accessor is given),
// `document.cookie`, `localStorage`, memory, in that order. It never throws: an unusable choice degrades to memory
// and reports `persistent: false`.
import type { CookieAccessor, CookieAttributes, ShopkitStorageOption, StorageAdapter } from '../types.ts';
import { createCookieStorage } from './cookie-storage.ts';
import { createLocalStorage } from './local-storage.ts';
import { createMemoryStorage } from './memory-storage.ts';
import { createServerCookieStorage } from './server-cookie-storage.ts';

export interface ResolvedStorage {
  adapter: StorageAdapter;
  kind: string;
  persistent: boolean;
}

const PROBE = 'shopkit_probe';

function tryCookie(attributes: CookieAttributes): StorageAdapter | null {
  try {
    if (typeof document === 'undefined') return null;
    const adapter = createCookieStorage(attributes);
    adapter.set(PROBE, '1', { maxAge: 60 });
    const ok = adapter.get(PROBE) === '1';
    adapter.remove(PROBE);
    return ok ? adapter : null;
  } catch {
    return null;
  }
}

function tryLocalStorage(): StorageAdapter | null {
  try {
    const store = globalThis.localStorage;
    if (!store) return null;
    store.setItem(PROBE, '1');
    store.removeItem(PROBE);
    return createLocalStorage(store);
  } catch {
    return null;
  }
}

const found = (adapter: StorageAdapter, persistent = true): ResolvedStorage =>
  ({ adapter, kind: adapter.kind ?? 'custom', persistent });

export function resolveStorage(option: ShopkitStorageOption, cookies: CookieAccessor | null, attributes: CookieAttributes): ResolvedStorage {
  if (typeof option === 'object' && option !== null) return found(option);
  const candidates: Array<() => StorageAdapter | null> = [];
  if ((option === 'auto' || option === 'cookie') && cookies) candidates.push(() => createServerCookieStorage(cookies, attributes));
  if (option === 'auto' || option === 'cookie') candidates.push(() => tryCookie(attributes));
  if (option === 'auto' || option === 'localStorage') candidates.push(tryLocalStorage);
  for (const candidate of candidates) {
    const adapter = candidate();
    if (adapter) return found(adapter);
  }
  return found(createMemoryStorage(), false);
}
