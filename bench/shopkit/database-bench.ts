// `npm run bench -- --only database`: the platform's write cost with a small and a 50x larger database (SQLite file,
// and PostgreSQL when installed), the time to migrate and seed, and add-to-cart throughput with one and two
// platform processes on one PostgreSQL database (a durable throwaway server started here).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensurePostgres, INSTALL_COMMAND, startPostgresServer } from '../../scripts/postgres-server.mjs';
import { measureTwoProcessThroughput, TWO_PROCESS_DEFAULTS, type TwoProcessResult } from './two-process-throughput.ts';
import { measureWriteCost, type WriteCostResult } from './write-cost.ts';

export interface DatabaseBenchResult {
  writeCost: WriteCostResult[];
  twoProcesses: TwoProcessResult | { skipped: string };
}

const schema = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.searchParams.set('schema', name);
  return parsed.toString();
};

export async function runDatabaseBench(durationSeconds: number): Promise<DatabaseBenchResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shopkit-bench-db-'));
  const writeCost: WriteCostResult[] = [];
  try {
    writeCost.push(
      await measureWriteCost('sqlite', { small: path.join(dir, 'small.db'), large: path.join(dir, 'large.db') }),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const bin = ensurePostgres();
  if (!bin) return { writeCost, twoProcesses: { skipped: `PostgreSQL 15+ is not installed (${INSTALL_COMMAND})` } };
  const server = await startPostgresServer({ bin, durable: true });
  try {
    const small = schema(server.url, 'bench_small');
    writeCost.push(await measureWriteCost('postgres', { small, large: schema(server.url, 'bench_large') }));
    const options = { ...TWO_PROCESS_DEFAULTS, durationSeconds };
    return { writeCost, twoProcesses: await measureTwoProcessThroughput(schema(server.url, 'bench_load'), options) };
  } finally {
    server.stop();
  }
}

export function databaseTables(result: DatabaseBenchResult): string[] {
  const rows = result.writeCost.map((r) => {
    const sizes = `${r.small.size.products}/${r.large.size.products} products, ${r.small.size.orders}/${r.large.size.orders} orders, ${r.small.size.carts}/${r.large.size.carts} carts`;
    return `| ${r.dialect} | ${sizes} | ${r.small.addToCart.p50Ms} / ${r.small.addToCart.p95Ms} | ${r.large.addToCart.p50Ms} / ${r.large.addToCart.p95Ms} | ${r.ratioP50} | ${r.startMs.migrateAndSeed} | ${r.startMs.reopenFull} |`;
  });
  const out = [
    `\n## Write cost: add-to-cart, small vs ${result.writeCost[0]?.factor ?? 50}x database (one client, requests alternating)\n`,
    '| database | small/large | small p50 / p95 ms | large p50 / p95 ms | large/small p50 | migrate+seed ms | reopen large ms |',
    '| - | - | - | - | - | - | - |',
    ...rows,
  ];
  const two = result.twoProcesses;
  if ('skipped' in two) return [...out, `\nTwo processes on PostgreSQL: skipped, ${two.skipped}.`];
  const { oneProcess: one, twoProcesses: both, exactness } = two;
  return [
    ...out,
    `\n## Add-to-cart on PostgreSQL, one and two platform processes (autocannon, ${two.options.connections} connections, ${two.options.durationSeconds} s)\n`,
    '| processes | req/s | p50 ms | p99 ms | non-2xx | errors |',
    '| - | - | - | - | - | - |',
    `| 1 | ${one.requestsPerSecond} | ${one.p50Ms} | ${one.p99Ms} | ${one.non2xx} | ${one.errors} |`,
    `| 2 | ${both.requestsPerSecond} (${both.each.map((f) => f.requestsPerSecond).join(' + ')}) | ${both.each.map((f) => f.p50Ms).join(' / ')} | ${both.each.map((f) => f.p99Ms).join(' / ')} | ${both.each.reduce((s, f) => s + f.non2xx, 0)} | ${both.each.reduce((s, f) => s + f.errors, 0)} |`,
    `\nAcknowledged adds ${exactness.acknowledged}, quantity found in the carts ${exactness.inCarts} (answers still in flight when a run stopped may add up to the connection count).`,
  ];
}
