// Data before code, the core's side: once the page's client exists, the reads of the elements already on the page
// start (loading/early-reads.ts, which comes with the runtime those elements need anyway), in parallel with their
// code. A page without an element that reads as it shows (one whose table entry names client parts) fetches nothing
// for it.
import type { ShopElementTable } from './element-registry.ts';

/** A task later: the microtasks queued until now (the steps of the reads up to their fetch()) have run. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Starts the reads of the elements on the page; settles a task after they started (their requests have left), or at
 * once on a page with none. Never rejects: without the runtime, the elements read for themselves once their code is
 * here (and say so if it never comes).
 */
export function startPageReads(table: ShopElementTable, doc: Document = document): Promise<void> {
  const reading = Object.keys(table).filter((tag) => (table[tag]!.parts ?? []).length > 0);
  if (reading.length === 0 || !doc.querySelector(reading.join(','))) return Promise.resolve();
  return import('./early-reads.ts').then(
    (reads) => {
      reads.startEarlyReads(doc);
      return nextTask();
    },
    () => undefined,
  );
}
