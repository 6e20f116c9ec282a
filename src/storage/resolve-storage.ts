// resolveStorage: turns the `storage` option into an adapter. `auto` picks server cookies (when an accessor is given),
// `document.cookie`, `localStorage`, memory, in that order. It never throws: an unusable choice degrades to memory
// and reports `persistent: false`.
import type { CookieAccessor, CookieAttributes, ShopkitStorageOption, StorageAdapter } from '../types.ts';
import { createCookieStorage } from './cookie-storage.ts';
import { createLocalStorage } from './local-storage.ts';
import { createMemoryStorage } from './memory-storage.ts';
import { createServerCookieStorage } from './server-cookie-storage.ts';

const PROBE = 'shopkit_probe';

export interface ResolvedStorage {
  adapter: StorageAdapter;
  kind: string;
  persistent: boolean;
}

/**
 * The adapter when a value written through it is kept: its `set` throws when the value is not (a cookie it reads back,
 * localStorage when blocked or full), as does a missing document or localStorage (then null). When `kept` says so
 * without a write, nothing is written: a probe's write and removal each cost the browser a cookie store round trip.
 */
function probe(make: () => StorageAdapter, kept = (): boolean => false): StorageAdapter | null {
  try {
    const adapter = make();
    if (!kept()) {
      adapter.set(PROBE, '1', { maxAge: 60 });
      adapter.remove(PROBE);
    }
    return adapter;
  } catch {
    return null;
  }
}

/**
 * Whether the page keeps the cookies Shopkit writes, known without writing one: a top-level page that already has a
 * cookie keeps them with the default attributes. In a frame the browser may keep only some frames' cookies, and
 * configured attributes may name what it refuses (a foreign domain, Secure on http): those are probed.
 */
function keepsCookies(attributes: CookieAttributes): boolean {
  return self === top && Object.keys(attributes).length === 0 && document.cookie !== '';
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
      : probe(
          () => createCookieStorage(attributes),
          () => keepsCookies(attributes),
        );
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
