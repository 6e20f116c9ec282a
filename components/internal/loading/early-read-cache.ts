// Reads started before the element that wants them exists (early-reads.ts), kept by what they ask for: a key that
// holds every input of the request, currency included. The element takes the read that matches its own request once,
// or makes its own when none does (its attributes changed meanwhile, another currency): never a second request for
// the same answer, never a stale one. At most a page's worth of reads is kept per client.
import type { ShopkitClient } from '../../../src/index.ts';

const MAX_READS = 64;
const READS = new WeakMap<ShopkitClient, Map<string, Promise<unknown>>>();

/** Starts `read` now and keeps its answer for the element that asks for `key`. */
export function keepRead(client: ShopkitClient, key: string, read: () => Promise<unknown>): void {
  let reads = READS.get(client);
  if (!reads) READS.set(client, (reads = new Map()));
  if (reads.has(key) || reads.size >= MAX_READS) return;
  const pending = read();
  pending.catch(() => undefined);
  reads.set(key, pending);
}

/** The read kept for `key`, handed out once; null when none was started. */
export function takeRead<T>(client: ShopkitClient, key: string): Promise<T> | null {
  const reads = READS.get(client);
  const pending = reads?.get(key) as Promise<T> | undefined;
  reads?.delete(key);
  return pending ?? null;
}
