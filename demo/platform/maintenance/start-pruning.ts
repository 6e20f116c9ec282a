// Runs pruneExpired() a few seconds after start and then every interval (10 minutes by default), in every platform
// process (sweeps of several processes only delete what is there), on the platform's scheduler. stop() waits for a
// sweep in progress.
import type { Database } from '../db/database.ts';
import { startPeriodicTask } from '../scheduler/start-periodic-task.ts';
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
  const intervalMs = options.intervalMs ?? PRUNE_INTERVAL_MS;
  const task = startPeriodicTask({
    name: 'pruning',
    run: () => pruneExpired(db, now(), settings),
    nextDelayMs: () => intervalMs,
    retryDelayMs: intervalMs,
    firstDelayMs: options.firstMs ?? 5_000,
  });
  return { runNow: task.runNow, stop: task.stop };
}
