// Add-to-cart throughput on PostgreSQL with one platform process and with two on the same database (as behind a
// load balancer), measured with autocannon; then checks that every acknowledged add is in a cart exactly once.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { openDatabase, prepareDatabase } from '../../demo/platform/db/open-database.ts';
import { createSeed } from '../../demo/platform/seed/seed-state.ts';
import type { CartLineRecord } from '../../demo/platform/state/types.ts';
import { startPlatformProcesses, type PlatformProcess } from './platform-process.ts';
import { cpuOf, cpuOfTree, cpuSpent } from './process-cpu.ts';
import {
  autocannon,
  figure,
  post,
  untrackedProduct,
  type AutocannonRequest,
  type AutocannonResult,
  type ThroughputFigure,
} from './throughput.ts';

export interface TwoProcessOptions {
  durationSeconds: number;
  /** Connections in all: one process gets them all, two processes half each. */
  connections: number;
  carts: number;
}
export const TWO_PROCESS_DEFAULTS: TwoProcessOptions = { durationSeconds: 5, connections: 20, carts: 100 };

/** CPU ms per answered add-to-cart: the platform processes', and PostgreSQL's (postmaster and backends). */
export interface CpuPerAdd {
  platformMs: number;
  postgresMs: number;
}

export interface TwoProcessResult {
  options: TwoProcessOptions;
  /** The machine's 1-minute load average when the runs started (other work on it slows every figure but CPU). */
  loadAverage: number;
  oneProcess: ThroughputFigure & { cpuPerAdd: CpuPerAdd };
  twoProcesses: { requestsPerSecond: number; each: ThroughputFigure[]; cpuPerAdd: CpuPerAdd };
  /** Adds answered 2xx in both runs, and the quantity found in the carts afterwards: equal when nothing was lost. */
  exactness: { acknowledged: number; inCarts: number };
}

type Product = { id: string; variantId: string };

function addLoad(platform: PlatformProcess, carts: string[], product: Product, connections: number, seconds: number) {
  const auth = { authorization: `Bearer ${platform.key}`, 'content-type': 'application/json' };
  const body = JSON.stringify({ productId: product.id, variantId: product.variantId, quantity: 1 });
  let next = Math.floor(Math.random() * carts.length);
  return autocannon({
    url: platform.apiUrl,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        body,
        setupRequest: (req: AutocannonRequest) => ({
          ...req,
          path: `/v2/cart/${carts[next++ % carts.length]}/items`,
          headers: { ...auth, 'idempotency-key': randomUUID() },
        }),
      },
    ],
  }) as Promise<AutocannonResult & { '2xx': number }>;
}

/** Runs `load` and divides the CPU the platforms and the PostgreSQL server used by the adds answered 2xx. */
async function withCpu<T extends Array<{ '2xx': number }>>(
  pids: { platforms: number[]; postgres: number },
  load: () => Promise<T>,
): Promise<[T, CpuPerAdd]> {
  const before = { platform: cpuOf(pids.platforms), postgres: cpuOfTree(pids.postgres) };
  const results = await load();
  const answered = Math.max(
    1,
    results.reduce((sum, result) => sum + result['2xx'], 0),
  );
  const platformMs = cpuSpent(before.platform, cpuOf(pids.platforms)) / answered;
  const postgresMs = cpuSpent(before.postgres, cpuOfTree(pids.postgres)) / answered;
  return [results, { platformMs: Number(platformMs.toFixed(2)), postgresMs: Number(postgresMs.toFixed(2)) }];
}

/** `postgresPid`: the server's postmaster, whose CPU is counted with the platforms'. */
export async function measureTwoProcessThroughput(
  url: string,
  postgresPid: number,
  options: TwoProcessOptions = TWO_PROCESS_DEFAULTS,
): Promise<TwoProcessResult> {
  const db = await openDatabase(url);
  await prepareDatabase(db, createSeed);
  const platforms = await startPlatformProcesses([
    ['--db', url],
    ['--db', url],
  ]);
  try {
    const [a, b] = platforms as [PlatformProcess, PlatformProcess];
    const product = await untrackedProduct(a.apiUrl, a.key);
    const carts: string[] = [];
    for (let i = 0; i < options.carts; i++) carts.push((await post(a.apiUrl, a.key, '/v2/cart', {})).id);
    const seconds = options.durationSeconds;
    const loadAverage = Number(os.loadavg()[0]!.toFixed(1));
    const [[one], oneCpu] = await withCpu({ platforms: [a.pid], postgres: postgresPid }, async () => [
      await addLoad(a, carts, product, options.connections, seconds),
    ]);
    const half = Math.max(1, Math.round(options.connections / 2));
    const [two, twoCpu] = await withCpu({ platforms: [a.pid, b.pid], postgres: postgresPid }, () =>
      Promise.all([addLoad(a, carts, product, half, seconds), addLoad(b, carts, product, half, seconds)]),
    );
    const rows = await db.kysely.selectFrom('carts').select('lines').where('id', 'in', carts).execute();
    const inCarts = rows
      .flatMap((row) => JSON.parse(row.lines) as CartLineRecord[])
      .reduce((sum, line) => sum + line.quantity, 0);
    const each = two.map(figure);
    return {
      options,
      loadAverage,
      oneProcess: { ...figure(one!), cpuPerAdd: oneCpu },
      twoProcesses: {
        requestsPerSecond: each.reduce((sum, f) => sum + f.requestsPerSecond, 0),
        each,
        cpuPerAdd: twoCpu,
      },
      exactness: { acknowledged: one!['2xx'] + two[0]!['2xx'] + two[1]!['2xx'], inCarts },
    };
  } finally {
    await Promise.all(platforms.map((platform) => platform.stop()));
    await db.close();
  }
}
