// Does a change cost the same in a small and a 50x larger database? Two platform processes, one on the seed plus
// 200 carts, sessions, orders and idempotency records, one on 50 times that (products too), take add-to-cart
// requests in turn (small, large, small, ...) from one client, so both see the same machine load; each answer is
// a committed transaction. Also times migrating and seeding an empty database, and opening a full one.
import { randomUUID } from 'node:crypto';
import { openDatabase, prepareDatabase } from '../../demo/platform/db/open-database.ts';
import { createSeed } from '../../demo/platform/seed/seed-state.ts';
import { median, round } from '../stats.ts';
import { growDatabase, type DatabaseSize } from './grow-database.ts';
import { startPlatformProcesses, type PlatformProcess } from './platform-process.ts';
import { cpuOf } from './process-cpu.ts';
import { post, untrackedProduct } from './throughput.ts';

export interface LatencyFigure {
  p50Ms: number;
  p95Ms: number;
  meanMs: number;
  samples: number;
  /** CPU the platform process used per request (waiting for the disk is not CPU). */
  cpuMs: number;
}
export interface WriteCostResult {
  dialect: 'sqlite' | 'postgres';
  factor: number;
  small: { size: DatabaseSize; addToCart: LatencyFigure };
  large: { size: DatabaseSize; addToCart: LatencyFigure };
  /** Large p50 over small p50: 1.00 is the same cost. */
  ratioP50: number;
  /** An empty database migrated and seeded, and the large one opened and checked again (nothing to apply). */
  startMs: { migrateAndSeed: number; reopenFull: number };
}
export interface WriteCostOptions {
  factor: number;
  requests: number;
  warmup: number;
}
export const WRITE_COST_DEFAULTS: WriteCostOptions = { factor: 50, requests: 400, warmup: 60 };

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, Math.round(performance.now() - started)];
}

async function prepare(location: string, factor: number): Promise<{ size: DatabaseSize; migrateAndSeedMs: number }> {
  const db = await openDatabase(location);
  const [, migrateAndSeedMs] = await timed(() => prepareDatabase(db, createSeed));
  const size = await growDatabase(db, factor);
  await db.close();
  return { size, migrateAndSeedMs };
}

/** Adds to one of 20 carts per call, a fresh Idempotency-Key each time; resolves with the answer's latency. */
async function adder(platform: PlatformProcess): Promise<() => Promise<number>> {
  const product = await untrackedProduct(platform.apiUrl, platform.key);
  const carts = await Promise.all(
    Array.from({ length: 20 }, () => post(platform.apiUrl, platform.key, '/v2/cart', {})),
  );
  const body = JSON.stringify({ productId: product.id, variantId: product.variantId, quantity: 1 });
  let next = 0;
  return async () => {
    const started = performance.now();
    const response = await fetch(`${platform.apiUrl}/v2/cart/${carts[next++ % carts.length]!.id}/items`, {
      method: 'POST',
      body,
      headers: {
        authorization: `Bearer ${platform.key}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`bench: add-to-cart answered ${response.status}`);
    return performance.now() - started;
  };
}

function latency(samples: number[], cpuMs: number): LatencyFigure {
  const sorted = [...samples].sort((a, b) => a - b);
  const p95 = sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))]!;
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
  const figure = { p50Ms: round(median(samples), 2), p95Ms: round(p95, 2), meanMs: round(mean, 2) };
  return { ...figure, samples: samples.length, cpuMs: round(cpuMs / samples.length, 2) };
}

/** `locations`: two empty databases (SQLite files or postgres:// URLs). */
export async function measureWriteCost(
  dialect: WriteCostResult['dialect'],
  locations: { small: string; large: string },
  options: WriteCostOptions = WRITE_COST_DEFAULTS,
): Promise<WriteCostResult> {
  const small = await prepare(locations.small, 1);
  const large = await prepare(locations.large, options.factor);
  const [, reopenFull] = await timed(async () => {
    const db = await openDatabase(locations.large);
    await prepareDatabase(db, createSeed);
    await db.close();
  });
  const platforms = await startPlatformProcesses([
    ['--db', locations.small],
    ['--db', locations.large],
  ]);
  try {
    const [addSmall, addLarge] = await Promise.all(platforms.map(adder));
    const samples = { small: [] as number[], large: [] as number[] };
    for (let i = 0; i < options.warmup; i++) await Promise.all([addSmall!(), addLarge!()]);
    const pids = platforms.map((platform) => platform.pid);
    const before = cpuOf(pids);
    for (let i = 0; i < options.requests; i++) {
      samples.small.push(await addSmall!());
      samples.large.push(await addLarge!());
    }
    const after = cpuOf(pids);
    const cpu = (pid: number) => (after.get(pid) ?? 0) - (before.get(pid) ?? 0);
    const smallFigure = latency(samples.small, cpu(pids[0]!));
    const largeFigure = latency(samples.large, cpu(pids[1]!));
    return {
      dialect,
      factor: options.factor,
      small: { size: small.size, addToCart: smallFigure },
      large: { size: large.size, addToCart: largeFigure },
      ratioP50: round(largeFigure.p50Ms / smallFigure.p50Ms, 2),
      startMs: { migrateAndSeed: small.migrateAndSeedMs, reopenFull },
    };
  } finally {
    await Promise.all(platforms.map((platform) => platform.stop()));
  }
}
