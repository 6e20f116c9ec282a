// The storage the client itself writes through: the resolved adapter until one of its writes fails (quota reached or
// storage blocked after the start-up probe). From then on, for the rest of this page, every write goes to memory and
// a key written since reads back from memory, so the cart is not lost in this page; `onFail` fires once so the client
// can report `persistent: false`. Nothing is thrown into callers.
import type { StorageAdapter } from '../types.ts';
import { createMemoryStorage } from './memory-storage.ts';

export function createFallbackStorage(primary: StorageAdapter, onFail: () => void): StorageAdapter {
  const memory = createMemoryStorage();
  const moved = new Set<string>();
  let failed = false;
  async function write(key: string, run: (store: StorageAdapter) => unknown): Promise<void> {
    if (!failed) {
      try {
        return void (await run(primary));
      } catch {
        failed = true;
        onFail();
      }
    }
    moved.add(key);
    await run(memory);
  }
  return {
    get: (key) => (moved.has(key) ? memory : primary).get(key),
    set: (key, value, options) => write(key, (store) => store.set(key, value, options)),
    remove: (key) => write(key, (store) => store.remove(key)),
  };
}
