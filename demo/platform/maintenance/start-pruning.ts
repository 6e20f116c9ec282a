// Runs pruneExpired() a few seconds after start and then every interval (10 minutes by default), in every platform
// process (sweeps of several processes only delete what is there). stop() waits for a sweep in progress.
import type { Database } from '../db/database.ts';
import { PRUNE_DEFAULTS, pruneExpired, type PruneCounts, type PruneSettings } from './prune-expired.ts';

export interface PruneOptions extends Partial<PruneSettings> {
  intervalMs?: number;
  /** Delay before the first sweep. */
  firstMs?: number;
}

export interface Pruning {
  /** Sweeps now (the admin API's POST /admin/prune). */
  runNow(): Promise<PruneCounts>;
  stop(): Promise<void>;
}

export const PRUNE_INTERVAL_MS = 10 * 60 * 1000;

export function startPruning(db: Database, now: () => number, options: PruneOptions = {}): Pruning {
  const settings: PruneSettings = { ...PRUNE_DEFAULTS, ...options };
  let running: Promise<PruneCounts> | null = null;
  let stopped = false;
  const runNow = () => {
    running ??= pruneExpired(db, now(), settings).finally(() => {
      running = null;
    });
    return running;
  };
  const sweep = () => {
    if (stopped) return;
    runNow()
      .catch((error: unknown) => console.error('shopkit platform: pruning failed', error))
      .finally(() => schedule(options.intervalMs ?? PRUNE_INTERVAL_MS));
  };
  let timer: ReturnType<typeof setTimeout> | null = null;
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(sweep, ms);
    timer.unref?.();
  };
  schedule(options.firstMs ?? 5_000);
  return {
    runNow,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
