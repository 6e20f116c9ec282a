// Awaitable helpers over a StorageAdapter whose members may or may not return promises. A failing store reads as
// empty and a failing write is dropped: remembering a cart id must never break a page.
import type { StorageAdapter } from '../types.ts';

export async function readValue(storage: StorageAdapter, key: string): Promise<string | null> {
  try {
    const value = await storage.get(key);
    return typeof value === 'string' && value !== '' ? value : null;
  } catch {
    return null;
  }
}

export async function writeValue(
  storage: StorageAdapter,
  key: string,
  value: string | null,
  maxAge: number,
): Promise<void> {
  try {
    if (value === null) await storage.remove(key);
    else await storage.set(key, value, { maxAge });
  } catch {
    /* dropped: see above */
  }
}
