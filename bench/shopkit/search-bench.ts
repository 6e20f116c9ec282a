// `npm run bench -- --only search`: search and suggestions with 10,000 and 100,000 products, on an SQLite file and on
// PostgreSQL (a durable throwaway server, when installed), the platform in its own process, each answer's latency
// kept for the percentiles; and what a product update costs with the index against the same update without it
// (search-write-cost.ts). The issue's bar: p95 <= 15 ms at 10,000 products and <= 40 ms at 100,000 with 20
// concurrent clients, and an update within 1.5 times its cost without the index. Two loads of 20 clients each:
// - shoppers: each client sends its next request THINK_MS after its answer arrived (a keystroke's pace for the
//   suggestions; a search box asks no faster), so the latency is the answer's, not a queue's;
// - saturated (autocannon): every client sends its next request the moment its answer arrives, which measures
//   throughput; its latency is mostly the queue (by Little's law, 20 clients / throughput).
// The shoppers' suggestions are also asked with keystrokes no shopper asked before, none answered from what the
// platform keeps per process: the index's own cost beside the kept answers' best case.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { Database } from '../../demo/platform/db/database.ts';
import { openDatabase, prepareDatabase } from '../../demo/platform/db/open-database.ts';
import { insertCategory } from '../../demo/platform/repo/categories.ts';
import { insertProducts } from '../../demo/platform/repo/product-writes.ts';
import { createSeed } from '../../demo/platform/seed/seed-state.ts';
import { ensurePostgres, INSTALL_COMMAND, startPostgresServer } from '../../scripts/postgres-server.mjs';
import { round } from '../stats.ts';
import { startPlatformProcess } from './platform-process.ts';
import { createKeepAliveGetter } from './keep-alive-get.ts';
import { cpuOf, cpuOfTree, cpuSpent, machineCpu } from './process-cpu.ts';
import {
  makeFreshSuggestQueries,
  makeSearchCategories,
  makeSearchProducts,
  makeSearchQueries,
  makeSuggestQueries,
} from './search-catalogue.ts';
import { measureSearchWriteCost, type SearchWriteCost } from './search-write-cost.ts';
import { autocannon, type AutocannonRequest } from './throughput.ts';

export interface SearchLoad {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /**
   * CPU ms per answered request: the platform's process and the database server's processes (null on SQLite, which
   * runs inside the platform). Unlike the latencies, these barely change with what else the machine runs.
   */
  cpuMsPerRequest: { platform: number; database: number | null };
  /**
   * Where the rest of the machine's CPU went in the same window, in ms per answered request: this process, which
   * sends the requests and times them (it shares the cores with the platform), and every other process and the kernel
   * (null where /proc/stat cannot be read). A latency that rises while the platform's and the database's CPU do not is
   * explained here, or by neither.
   */
  besideMsPerRequest: { loadGenerator: number; rest: number | null };
  /**
   * How late the load generator's event loop ran its timers in the window (p99 and the worst, ms): a time it cannot
   * run (its own garbage collection, no core free) is added to every answer it was timing.
   */
  loadGeneratorLagMs: { p99: number; max: number };
}
export interface SearchBenchRow {
  dialect: 'sqlite' | 'postgres';
  products: number;
  search: SearchLoad;
  suggest: SearchLoad;
  /**
   * The suggestions again, each keystroke one that no shopper asked before (makeFreshSuggestQueries), for at most
   * FRESH_SECONDS: none of them is answered from what the platform keeps, so this is the index's own cost.
   */
  suggestFresh: SearchLoad & { repeated: number };
  saturated: { search: SearchLoad; suggest: SearchLoad };
  /** The machine's 1-minute load average when the row was measured (2 cores here). */
  loadAverage: number;
}
export interface SearchBenchOptions {
  sizes: number[];
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** A shopper's pause between an answer and the next request. */
  thinkMs: number;
}
export interface SearchBenchResult {
  rows: SearchBenchRow[];
  writeCost: SearchWriteCost[];
  skipped: string | null;
  options: SearchBenchOptions;
}

export const SEARCH_BENCH_DEFAULTS: SearchBenchOptions = {
  sizes: [10_000, 100_000],
  connections: 20,
  durationSeconds: 10,
  warmupSeconds: 3,
  thinkMs: 100,
};
/**
 * The issue's bar for p95, by catalogue size: 15 ms for the 10,000-product catalogue and 40 for 100,000. A catalogue
 * holds the demo shop's own products besides the generated ones (10,024), so the line is drawn below 100,000.
 */
export const SEARCH_P95_BAR_MS = (products: number): number => (products < 100_000 ? 15 : 40);
const FILL_BATCH = 2_000;

async function countProducts(db: Database): Promise<number> {
  const row = await db.kysely
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('shopId', '=', 'demo')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Grows shop `demo` to `size` bench products (the seed's 24 beside them), in transactions of FILL_BATCH. */
async function fill(db: Database, size: number): Promise<void> {
  let have = Math.max(0, (await countProducts(db)) - 24);
  if (have === 0)
    await db.transaction(async (tx) => {
      for (const [i, category] of makeSearchCategories('demo').entries()) await insertCategory(tx, category, 100 + i);
    });
  while (have < size) {
    const count = Math.min(FILL_BATCH, size - have);
    await db.transaction((tx) => insertProducts(tx, makeSearchProducts('demo', have + 1, count)));
    have += count;
  }
  // PostgreSQL: the statistics a shop's database has once autovacuum has seen its catalogue, taken now rather than
  // whenever autovacuum comes by during the measurement.
  if (db.dialect === 'postgres') await sql`analyze search_documents, search_terms`.execute(db.kysely);
}

/**
 * PostgreSQL: the catalogue as a shop's database holds it between bursts of writes, vacuumed and checkpointed, rather
 * than autovacuum and the checkpointer catching up with the fill and the write-cost run while the load is measured
 * (their CPU would count as the searches' server CPU; a first read of each fresh row also sets its hint bits).
 */
async function settle(db: Database): Promise<void> {
  if (db.dialect !== 'postgres') return;
  const tables = ['products', 'variants', 'product_images', 'product_categories', 'search_documents', 'search_terms'];
  await sql`vacuum (analyze) ${sql.join(tables.map((table) => sql.table(table)))}`.execute(db.kysely);
  await sql`checkpoint`.execute(db.kysely);
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

type Measured = Omit<SearchLoad, 'cpuMsPerRequest' | 'besideMsPerRequest' | 'loadGeneratorLagMs'>;

function describeLoad(latencies: number[], seconds: number, failures: { non2xx: number; errors: number }): Measured {
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    perSecond: Math.round(sorted.length / seconds),
    p50Ms: round(percentile(sorted, 0.5), 2),
    p95Ms: round(percentile(sorted, 0.95), 2),
    p99Ms: round(percentile(sorted, 0.99), 2),
    ...failures,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface LoadRun {
  apiUrl: string;
  key: string;
  paths: string[];
  seconds: number;
  clients: number;
  /** The platform's process, and the PostgreSQL server's postmaster (null on SQLite), whose CPU is read. */
  platformPid: number;
  databasePid: number | null;
}

/** How often the load generator's lateness is sampled (ms): a timer that should fire every this often. */
const LAG_RESOLUTION_MS = 5;
/** A sample of monitorEventLoopDelay (nanoseconds, the timer's own interval included) as ms late. */
const lateness = (ns: number) => round(Math.max(0, ns / 1e6 - LAG_RESOLUTION_MS), 1);

/** This process's CPU ms (user and system), which sends the load and times it. */
const ownCpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Runs `load` and adds the CPU its requests cost the platform and the database server, and what the rest of the
 * machine spent meanwhile (SearchLoad's `besideMsPerRequest`).
 */
async function withCpu<M extends Measured>(run: LoadRun, load: () => Promise<M>): Promise<M & SearchLoad> {
  const read = () => ({
    platform: cpuOf([run.platformPid]),
    database: run.databasePid === null ? null : cpuOfTree(run.databasePid),
    own: ownCpu(),
    machine: machineCpu(),
  });
  const lag = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
  const before = read();
  lag.enable();
  const measured = await load();
  lag.disable();
  const after = read();
  const answered = Math.max(1, measured.requests + measured.non2xx);
  const per = (ms: number) => round(ms / answered, 2);
  const platform = cpuSpent(before.platform, after.platform);
  const database = before.database && after.database ? cpuSpent(before.database, after.database) : null;
  const own = after.own - before.own;
  const machine = before.machine === null || after.machine === null ? null : after.machine - before.machine;
  // The kernel counts in ticks of 10 ms, so a window's small remainder can come out just below zero.
  const rest = machine === null ? null : per(Math.max(0, machine - platform - (database ?? 0) - own));
  return {
    ...measured,
    cpuMsPerRequest: { platform: per(platform), database: database === null ? null : per(database) },
    besideMsPerRequest: { loadGenerator: per(own), rest },
    loadGeneratorLagMs: { p99: lateness(lag.percentile(99)), max: lateness(lag.max) },
  };
}

/**
 * `clients` shoppers, each asking the next of `paths` `thinkMs` after its last answer, for `seconds`; `repeated`
 * counts the requests that asked a path again once all had been asked.
 */
async function shoppers(run: LoadRun, thinkMs: number): Promise<Measured & { repeated: number }> {
  const latencies: number[] = [];
  const failures = { non2xx: 0, errors: 0 };
  const headers = { authorization: `Bearer ${run.key}`, accept: 'application/json' };
  const getter = createKeepAliveGetter(run.apiUrl, headers, run.clients);
  const end = performance.now() + run.seconds * 1000;
  let next = 0;
  const shopper = async (index: number) => {
    await sleep((index * thinkMs) / run.clients);
    while (performance.now() < end) {
      const started = performance.now();
      try {
        const status = await getter.get(run.paths[next++ % run.paths.length]!);
        if (status >= 200 && status < 300) latencies.push(performance.now() - started);
        else failures.non2xx++;
      } catch {
        failures.errors++;
      }
      await sleep(thinkMs);
    }
  };
  try {
    await Promise.all(Array.from({ length: run.clients }, (_, index) => shopper(index)));
  } finally {
    getter.close();
  }
  return { ...describeLoad(latencies, run.seconds, failures), repeated: Math.max(0, next - run.paths.length) };
}

/** `clients` connections asking `paths` in turn without a pause (autocannon), for `seconds`. */
async function saturate(run: LoadRun): Promise<Measured> {
  let next = 0;
  const latencies: number[] = [];
  const instance = autocannon({
    url: run.apiUrl,
    connections: run.clients,
    duration: run.seconds,
    requests: [
      {
        method: 'GET',
        headers: { authorization: `Bearer ${run.key}`, accept: 'application/json' },
        setupRequest: (req: AutocannonRequest) => ({ ...req, path: run.paths[next++ % run.paths.length] }),
      },
    ],
  }) as unknown as Promise<{ non2xx: number; errors: number; timeouts: number }> & {
    on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
  };
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  return describeLoad(latencies, run.seconds, { non2xx: result.non2xx, errors: result.errors + result.timeouts });
}

const searchPaths = () =>
  makeSearchQueries().map((q) => `/v2/products/search?q=${encodeURIComponent(q)}&limit=24&currency=EUR`);
const suggestPath = (q: string) => `/v2/search/suggest?q=${encodeURIComponent(q)}`;
const suggestPaths = () => makeSuggestQueries().map(suggestPath);
/** Long enough for a p95 from about a thousand answers, short enough that the fresh keystrokes last. */
const FRESH_SECONDS = 5;

async function measureLoad(location: string, databasePid: number | null, options: SearchBenchOptions) {
  const platform = await startPlatformProcess(60_000, ['--db', location]);
  try {
    const run = (paths: string[], seconds = options.durationSeconds): LoadRun => ({
      ...{ apiUrl: platform.apiUrl, key: platform.key, paths, seconds, clients: options.connections },
      ...{ platformPid: platform.pid, databasePid },
    });
    await saturate(run([...searchPaths(), ...suggestPaths()], options.warmupSeconds));
    const search = await withCpu(run(searchPaths()), () => shoppers(run(searchPaths()), options.thinkMs));
    const suggest = await withCpu(run(suggestPaths()), () => shoppers(run(suggestPaths()), options.thinkMs));
    const fresh = run(makeFreshSuggestQueries().map(suggestPath), Math.min(options.durationSeconds, FRESH_SECONDS));
    const suggestFresh = await withCpu(fresh, () => shoppers(fresh, options.thinkMs));
    const saturated = {
      search: await withCpu(run(searchPaths()), () => saturate(run(searchPaths()))),
      suggest: await withCpu(run(suggestPaths()), () => saturate(run(suggestPaths()))),
    };
    return { search, suggest, suggestFresh, saturated, loadAverage: round(os.loadavg()[0]!, 1) };
  } finally {
    await platform.stop();
  }
}

async function measureOn(
  dialect: SearchBenchRow['dialect'],
  location: string,
  databasePid: number | null,
  options: SearchBenchOptions,
): Promise<{ rows: SearchBenchRow[]; writeCost: SearchWriteCost }> {
  const rows: SearchBenchRow[] = [];
  let writeCost: SearchWriteCost | null = null;
  for (const size of options.sizes) {
    const db = await openDatabase(location);
    try {
      await prepareDatabase(db, createSeed);
      console.log(`bench: search, ${dialect}: filling to ${size} products`);
      await fill(db, size);
      writeCost ??= await measureSearchWriteCost(db, dialect);
      await settle(db);
    } finally {
      await db.close();
    }
    console.log(`bench: search, ${dialect}: ${size} products under load`);
    rows.push({
      dialect,
      products: (await countOnce(location)) ?? size,
      ...(await measureLoad(location, databasePid, options)),
    });
  }
  return { rows, writeCost: writeCost! };
}

async function countOnce(location: string): Promise<number | null> {
  const db = await openDatabase(location);
  try {
    return await countProducts(db);
  } finally {
    await db.close();
  }
}

export async function runSearchBench(options: SearchBenchOptions = SEARCH_BENCH_DEFAULTS): Promise<SearchBenchResult> {
  const result: SearchBenchResult = { rows: [], writeCost: [], skipped: null, options };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shopkit-bench-search-'));
  try {
    const sqlite = await measureOn('sqlite', path.join(dir, 'search.db'), null, options);
    result.rows.push(...sqlite.rows);
    result.writeCost.push(sqlite.writeCost);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const bin = ensurePostgres();
  if (!bin) return { ...result, skipped: `PostgreSQL 15+ is not installed (${INSTALL_COMMAND})` };
  const server = await startPostgresServer({ bin, durable: true });
  try {
    const url = new URL(server.url);
    url.searchParams.set('schema', 'bench_search');
    const postgres = await measureOn('postgres', url.toString(), server.pid, options);
    result.rows.push(...postgres.rows);
    result.writeCost.push(postgres.writeCost);
  } finally {
    server.stop();
  }
  return result;
}

const verdict = (p95: number, products: number) => (p95 <= SEARCH_P95_BAR_MS(products) ? 'yes' : 'no');

/** CPU ms per request: the platform's, plus the database server's on PostgreSQL. */
const cpu = ({ cpuMsPerRequest: { platform, database } }: SearchLoad) =>
  database === null ? `${platform}` : `${platform} + ${database}`;

const failures = (...figures: SearchLoad[]) => figures.reduce((sum, f) => sum + f.non2xx + f.errors, 0);

export function searchTables(result: SearchBenchResult): string {
  const { connections, durationSeconds, thinkMs } = result.options;
  const load = result.rows.map((row) => {
    const cells = (figure: SearchLoad) =>
      `${figure.p50Ms} / ${figure.p95Ms} / ${figure.p99Ms} | ${figure.perSecond} | ${cpu(figure)} | ${verdict(figure.p95Ms, row.products)}`;
    return `| ${row.dialect} | ${row.products.toLocaleString('en')} | ${cells(row.search)} | ${cells(row.suggest)} | ${failures(row.search, row.suggest)} | ${row.loadAverage} |`;
  });
  const saturated = result.rows.map((row) => {
    const cells = (figure: SearchLoad) => `${figure.perSecond} | ${figure.p50Ms} / ${figure.p95Ms} | ${cpu(figure)}`;
    const { search, suggest } = row.saturated;
    return `| ${row.dialect} | ${row.products.toLocaleString('en')} | ${cells(search)} | ${cells(suggest)} | ${failures(search, suggest)} |`;
  });
  const fresh = result.rows.map((row) => {
    const figure = row.suggestFresh;
    return `| ${row.dialect} | ${row.products.toLocaleString('en')} | ${figure.p50Ms} / ${figure.p95Ms} / ${figure.p99Ms} | ${figure.perSecond} | ${cpu(figure)} | ${figure.repeated} | ${verdict(figure.p95Ms, row.products)} |`;
  });
  const beside = result.rows.map((row) => {
    const figure = row.search;
    const { loadGenerator, rest } = figure.besideMsPerRequest;
    const { platform, database } = figure.cpuMsPerRequest;
    const lag = figure.loadGeneratorLagMs;
    return `| ${row.dialect} | ${row.products.toLocaleString('en')} | ${figure.p50Ms} / ${figure.p95Ms} | ${platform} | ${database ?? '-'} | ${loadGenerator} | ${rest ?? '-'} | ${lag.p99} / ${lag.max} |`;
  });
  const writes = result.writeCost.map(
    (w) =>
      `| ${w.dialect} | ${w.products.toLocaleString('en')} | ${w.edit.without.p50Ms} / ${w.edit.with.p50Ms} | ${w.edit.ratioP50} | ${w.stock.without.p50Ms} / ${w.stock.with.p50Ms} | ${w.stock.ratioP50} | ${w.edit.ratioP50 <= 1.5 && w.stock.ratioP50 <= 1.5 ? 'yes' : 'no'} |`,
  );
  return [
    `### Search and suggestions: ${connections} shoppers, each asking ${thinkMs} ms after its last answer (${durationSeconds} s each, platform in its own process)\n`,
    '| database | products | search p50 / p95 / p99 ms | req/s | CPU ms per request | p95 within the bar | suggest p50 / p95 / p99 ms | req/s | CPU ms per request | p95 within the bar | non-2xx and errors | load average |',
    '| - | - | - | - | - | - | - | - | - | - | - | - |',
    ...load,
    `\nThe bar: p95 <= 15 ms with 10,000 products, <= 40 ms with 100,000. CPU ms per request: the platform's process, plus the PostgreSQL server's processes (SQLite runs inside the platform).${result.skipped ? ` PostgreSQL: skipped, ${result.skipped}.` : ''}`,
    `\n### Saturated: ${connections} connections, each asking again at once (autocannon, ${durationSeconds} s each)\n`,
    '| database | products | search req/s | search p50 / p95 ms | CPU ms per request | suggest req/s | suggest p50 / p95 ms | CPU ms per request | non-2xx and errors |',
    '| - | - | - | - | - | - | - | - | - |',
    ...saturated,
    `\n### Suggestions no answer is kept for yet: ${connections} shoppers as above, each keystroke new (${Math.min(durationSeconds, FRESH_SECONDS)} s)\n`,
    'The platform keeps each suggestions answer for 30 s until the catalogue changes (docs/design.md, "A suggestions answer kept per process"), and the load above asks a set of keystrokes that its warm-up has already asked. Here every keystroke is one no shopper asked before: what the index itself costs.\n',
    '| database | products | suggest p50 / p95 / p99 ms | req/s | CPU ms per request | asked again (keystrokes ran out) | p95 within the bar |',
    '| - | - | - | - | - | - | - |',
    ...fresh,
    `\n### Where the machine's CPU went while the shoppers searched (the first table's search rows)\n`,
    'CPU ms per answered search. The load generator is the bench process that sends the requests and times them; the rest is every other process and the kernel (on an idle machine, near zero). A row whose p95 is high while its platform and database figures are not is explained by the last three columns, or by none. The last is how late the load generator ran its timers: time it could not run counts in every answer it was timing.\n',
    '| database | products | search p50 / p95 ms | platform | database server | load generator | rest of the machine | load generator late p99 / max ms |',
    '| - | - | - | - | - | - | - | - |',
    ...beside,
    '\n### A product update with and without the index (one writer, updates alternating, each its own transaction)\n',
    '| database | products | description edited: p50 ms without / with | ratio | stock changed: p50 ms without / with | ratio | within 1.5x |',
    '| - | - | - | - | - | - | - |',
    ...writes,
  ].join('\n');
}
