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

/** The adapter when a value written through it reads back (a missing document or localStorage throws: null). */
function probe(make: () => StorageAdapter): StorageAdapter | null {
  try {
    const adapter = make();
    adapter.set(PROBE, '1', { maxAge: 60 });
    const ok = adapter.get(PROBE) === '1';
    adapter.remove(PROBE);
    return ok ? adapter : null;
  } catch {
    return null;
  }
}

/** The adapter the option names (each kind tried in `auto`'s order), or null when none of them works here. */
function pickAdapter(
  option: ShopkitStorageOption,
  cookies: CookieAccessor | null,
  attributes: CookieAttributes,
): StorageAdapter | null {
  if (typeof option === 'object' && option !== null) return option;
  const auto = option === 'auto';
  if (auto || option === 'cookie') {
    const cookieAdapter = cookies
      ? createServerCookieStorage(cookies, attributes)
      : probe(() => createCookieStorage(attributes));
    if (cookieAdapter) return cookieAdapter;
  }
  if (auto || option === 'localStorage') return probe(() => createLocalStorage());
  return null;
}

export function resolveStorage(
  option: ShopkitStorageOption,
  cookies: CookieAccessor | null,
  attributes: CookieAttributes,
): ResolvedStorage {
  const adapter = pickAdapter(option, cookies, attributes);
  if (!adapter) return { adapter: createMemoryStorage(), kind: 'memory', persistent: false };
  return { adapter, kind: adapter.kind ?? 'custom', persistent: true };
}
