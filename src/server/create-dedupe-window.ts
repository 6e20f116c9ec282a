// Remembers event keys for a time window so a repeated delivery (same event_type and id) is recognised.
export interface DedupeWindow {
  /** True the first time a key is seen within the window; false for a repeat. */
  admit(key: string): boolean;
  readonly size: number;
}

export function createDedupeWindow(windowMs: number, now: () => number): DedupeWindow {
  const seen = new Map<string, number>();
  function prune(at: number): void {
    for (const [key, time] of seen) {
      if (at - time < windowMs) break; // insertion order is time order
      seen.delete(key);
    }
  }
  return {
    admit(key) {
      const at = now();
      prune(at);
      if (seen.has(key)) return false;
      seen.set(key, at);
      return true;
    },
    get size() {
      return seen.size;
    },
  };
}
