// Rendered images kept in memory, least recently used first out, bounded by entries and by bytes; a key asked again
// while its render is still running joins that render instead of starting another. Renders of different keys under
// way at once are bounded too: each costs tens of milliseconds of a worker thread, and anyone can ask for any width
// of any image, so past the bound a new key is refused (the CDN answers 503 with Retry-After) rather than queued.
export interface RenderCacheLimits {
  maxEntries: number;
  maxBytes: number;
  /** Renders of different keys running or waiting for a worker thread at once. */
  maxRendering: number;
}

export interface RenderCache {
  /**
   * The bytes under `key`: kept ones, the render already running for it, or a new `render()`; null when `maxRendering`
   * renders of other keys are under way.
   */
  get(key: string, render: () => Promise<Buffer>): Promise<Buffer> | null;
  /** What the cache holds now (entries finished rendering, their bytes) and the renders under way. */
  size(): { entries: number; bytes: number; rendering: number };
}

export function createRenderCache(limits: RenderCacheLimits): RenderCache {
  if (!Number.isInteger(limits.maxEntries) || limits.maxEntries < 1)
    throw new RangeError(`maxEntries must be a whole number of at least 1 (got ${limits.maxEntries})`);
  if (!Number.isInteger(limits.maxBytes) || limits.maxBytes < 1)
    throw new RangeError(`maxBytes must be a whole number of at least 1 (got ${limits.maxBytes})`);
  if (!Number.isInteger(limits.maxRendering) || limits.maxRendering < 1)
    throw new RangeError(`maxRendering must be a whole number of at least 1 (got ${limits.maxRendering})`);
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  const kept = new Map<string, Buffer>();
  const running = new Map<string, Promise<Buffer>>();
  let bytes = 0;

  function keep(key: string, image: Buffer): void {
    if (image.length > limits.maxBytes) return;
    kept.set(key, image);
    bytes += image.length;
    for (const [oldKey, oldImage] of kept) {
      if (kept.size <= limits.maxEntries && bytes <= limits.maxBytes) break;
      kept.delete(oldKey);
      bytes -= oldImage.length;
    }
  }

  return {
    get(key, render) {
      const hit = kept.get(key);
      if (hit) {
        kept.delete(key);
        kept.set(key, hit);
        return Promise.resolve(hit);
      }
      const pending = running.get(key);
      if (pending) return pending;
      if (running.size >= limits.maxRendering) return null;
      // Removed from `running` whether it succeeds or fails, so a failed render is tried again on the next ask.
      const started = render().then(
        (image) => {
          running.delete(key);
          keep(key, image);
          return image;
        },
        (error: unknown) => {
          running.delete(key);
          throw error;
        },
      );
      running.set(key, started);
      return started;
    },
    size: () => ({ entries: kept.size, bytes, rendering: running.size }),
  };
}
