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
    const load = schema(server.url, 'bench_load');
    return { writeCost, twoProcesses: await measureTwoProcessThroughput(load, server.pid, options) };
  } finally {
    server.stop();
  }
}

export function databaseTables(result: DatabaseBenchResult): string[] {
  const rows = result.writeCost.map((r) => {
    const sizes = `${r.small.size.products}/${r.large.size.products} products, ${r.small.size.orders}/${r.large.size.orders} orders, ${r.small.size.carts}/${r.large.size.carts} carts`;
    const { small, large } = { small: r.small.addToCart, large: r.large.addToCart };
    return `| ${r.dialect} | ${sizes} | ${small.p50Ms} / ${small.p95Ms} | ${large.p50Ms} / ${large.p95Ms} | ${r.ratioP50} | ${small.cpuMs} / ${large.cpuMs} | ${r.startMs.migrateAndSeed} | ${r.startMs.reopenFull} |`;
  });
  const out = [
    `\n### Write cost: add-to-cart, small vs ${result.writeCost[0]?.factor ?? 50}x database (one client, requests alternating)\n`,
    '| database | small/large | small p50 / p95 ms | large p50 / p95 ms | large/small p50 | platform CPU ms per add, small / large | migrate+seed ms | reopen large ms |',
    '| - | - | - | - | - | - | - | - |',
    ...rows,
  ];
  const two = result.twoProcesses;
  if ('skipped' in two) return [...out, `\nTwo processes on PostgreSQL: skipped, ${two.skipped}.`];
  const { oneProcess: one, twoProcesses: both, exactness } = two;
  const cpu = (c: { platformMs: number; postgresMs: number }) => `${c.platformMs} + ${c.postgresMs}`;
  return [
    ...out,
    `\n### Add-to-cart on PostgreSQL, one and two platform processes (autocannon, ${two.options.connections} connections, ${two.options.durationSeconds} s, load average ${two.loadAverage} on ${os.cpus().length} cores)\n`,
    '| processes | req/s | p50 ms | p99 ms | non-2xx | errors | CPU ms per add: platform + PostgreSQL |',
    '| - | - | - | - | - | - | - |',
    `| 1 | ${one.requestsPerSecond} | ${one.p50Ms} | ${one.p99Ms} | ${one.non2xx} | ${one.errors} | ${cpu(one.cpuPerAdd)} |`,
    `| 2 | ${both.requestsPerSecond} (${both.each.map((f) => f.requestsPerSecond).join(' + ')}) | ${both.each.map((f) => f.p50Ms).join(' / ')} | ${both.each.map((f) => f.p99Ms).join(' / ')} | ${both.each.reduce((s, f) => s + f.non2xx, 0)} | ${both.each.reduce((s, f) => s + f.errors, 0)} | ${cpu(both.cpuPerAdd)} |`,
    `\nAcknowledged adds ${exactness.acknowledged}, quantity found in the carts ${exactness.inCarts} (answers still in flight when a run stopped may add up to the connection count).`,
  ];
}
