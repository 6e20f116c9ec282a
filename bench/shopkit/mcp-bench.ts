// `npm run bench -- --only mcp`: 20 MCP sessions at once against the platform's `/mcp` (the SDK's own client over
// Streamable HTTP, the platform in a process of its own, rate limits off as in the other load benches), each doing
// rounds of search and cart calls: search_catalog, create_cart, update_cart, get_cart. Every tool call is timed from
// the client's call to its result; the table gives p50 / p95 / max per tool and over all calls, on an SQLite file and
// on PostgreSQL (a durable throwaway server, when installed). The bar: p95 per tool call <= 25 ms.
//
// Two ways of calling, each a row: "paced", where a session waits THINK_MS after each answer before its next call, as
// an agent waits for its model between tool calls (a model's turn takes far longer than 200 ms, so this is still a
// heavy load: 20 sessions offer up to about 95 calls a second); and "back to back", where each session calls again the
// moment its answer arrives. Back to back, 20 calls are always in flight, so a call takes about 20 / (calls per
// second): that row measures how many calls the platform answers a second, and its latency follows from it. Two more
// rows make the same calls over the Commerce API (REST, the routes the tools run), back to back and paced: the floors
// an MCP call is measured against, the paced one beside the bar's own row.
//
// The bench process shares the machine's cores with the platform and the database, so a second table says where the
// CPU went (the platform, PostgreSQL, this process, the rest) and how late this process and the platform ran their
// timers, with the platform's garbage collection pauses (loop-delay-probe.ts). Both ways of calling send their HTTP
// over node:http with kept-alive connections (keep-alive-fetch.ts; the SDK's transport takes a `fetch`), not Node's
// own fetch, which costs this process more per call; `--http undici` measures with Node's fetch instead.
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { median, round } from '../stats.ts';
import { measureOnBothDatabases } from './on-both-databases.ts';
import { closeLoopDelayWindow, LOOP_DELAY_NODE_ARGS } from './platform-loop-delay.ts';
import { startPlatformProcess } from './platform-process.ts';
import { createKeepAliveFetch } from './keep-alive-fetch.ts';
import { cpuOf, cpuOfTree, cpuSpent, machineCpu } from './process-cpu.ts';

export const MCP_BENCH_DEFAULTS = { sessions: 20, rounds: 25, warmupRounds: 2 };
/**
 * What the bench's clients send their HTTP requests with: node:http over kept-alive connections (keep-alive-fetch.ts),
 * or Node's own fetch (undici), which costs this process, and so the machine the platform runs on, more per call.
 */
export type McpBenchHttp = 'node:http' | 'undici';
const HTTP_CLIENTS: readonly McpBenchHttp[] = ['node:http', 'undici'];
/** What a paced session waits between an answer and its next call. */
export const THINK_MS = 200;
const LOADS = [
  { name: 'paced', thinkMs: THINK_MS, over: 'mcp' },
  { name: 'back to back', thinkMs: 0, over: 'mcp' },
  { name: 'REST, back to back', thinkMs: 0, over: 'rest' },
  { name: 'REST, paced', thinkMs: THINK_MS, over: 'rest' },
] as const;
const TOOLS = ['search_catalog', 'create_cart', 'update_cart', 'get_cart'] as const;
type ToolName = (typeof TOOLS)[number];
/** One session's way of making a tool's call: over MCP, or the same call over the Commerce API. */
type CallTool = (name: ToolName, args: Record<string, unknown>) => Promise<{ cart?: { cartId: string } }>;

interface Figures {
  calls: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface McpBenchResult {
  database: string;
  load: (typeof LOADS)[number]['name'];
  sessions: number;
  /** What the clients sent their requests with. */
  http: McpBenchHttp;
  callsPerSecond: number;
  /** The platform process's CPU time (user and system) over the run, per call; null where /proc cannot say. */
  platformCpuMsPerCall: number | null;
  /** The PostgreSQL server's CPU time (postmaster and backends) over the run, per call; null on SQLite. */
  databaseCpuMsPerCall: number | null;
  /** This process's CPU per call: the 20 clients that send the calls and time them (the load generator). */
  loadGeneratorCpuMsPerCall: number;
  /** Every other process's CPU and the kernel's over the run, per call (null without /proc/stat). */
  restCpuMsPerCall: number | null;
  /**
   * How late the load generator's event loop ran its timers over the run (p99 and the worst, ms): time it could not
   * run counts in every call it was timing.
   */
  loadGeneratorLagMs: { p99: number; max: number };
  /** How late the platform's event loop ran its timers over the run (p99 and the worst, ms; loop-delay-probe.ts). */
  platformLateMs: { p99: number; max: number };
  /** The platform's garbage collection over the run: pause time per call and the longest pause (ms). */
  platformGc: { msPerCall: number; longestMs: number };
  all: Figures;
  tools: Record<(typeof TOOLS)[number], Figures>;
}

function figures(samples: number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  const p95 = sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))]!;
  return {
    calls: samples.length,
    p50Ms: round(median(sorted), 1),
    p95Ms: round(p95, 1),
    maxMs: round(sorted.at(-1)!, 1),
  };
}

/** The CPU ms a process has used (process-cpu.ts: from Linux's /proc), or null where it cannot be read. */
const cpuMsOf = (pid: number): number | null => cpuOf([pid]).get(pid) ?? null;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How often the load generator's lateness is sampled (ms): a timer that should fire every this often. */
const LAG_RESOLUTION_MS = 5;
/** A sample of monitorEventLoopDelay (nanoseconds, the timer's own interval included) as ms late. */
const lateness = (ns: number) => round(Math.max(0, ns / 1e6 - LAG_RESOLUTION_MS), 1);

/** This process's CPU ms (user and system). */
const ownCpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

async function timed(call: CallTool, name: ToolName, args: Record<string, unknown>, samples?: number[]) {
  const started = performance.now();
  const result = await call(name, args);
  samples?.push(performance.now() - started);
  return result;
}

function callOverMcp(client: Client): CallTool {
  return async (name, args) => {
    const result = await client.callTool({ name, arguments: args });
    if (result.isError) throw new Error(`bench: ${name} answered an error: ${JSON.stringify(result.content)}`);
    return result.structuredContent as { cart?: { cartId: string } };
  };
}

/** The tool's call made over the Commerce API: the route the tool runs, with the lines' product ids added. */
async function callOverRest(apiUrl: string, key: string, fetch: FetchLike): Promise<CallTool> {
  const send = async (method: string, path: string, body?: unknown) => {
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as { id: string };
    if (!response.ok)
      throw new Error(`bench: ${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer;
  };
  const listed = (await send('GET', '/v2/products?limit=100')) as unknown as {
    data: Array<{ id: string; variants: Array<{ id: string }> }>;
  };
  const productOf = new Map(listed.data.flatMap((product) => product.variants.map((v) => [v.id, product.id])));
  const item = (line: { variantId: string; quantity: number }) => ({
    ...line,
    productId: productOf.get(line.variantId),
  });
  type Line = { variantId: string; quantity: number };
  return async (name, args) => {
    const currency = `currency=${args.currency ?? 'EUR'}`;
    if (name === 'search_catalog')
      await send('GET', `/v2/products/search?q=${encodeURIComponent(String(args.query))}&limit=10&${currency}`);
    if (name === 'create_cart') {
      const made = await send('POST', `/v2/cart?${currency}`, { items: (args.lines as Line[]).map(item) });
      return { cart: { cartId: made.id } };
    }
    if (name === 'update_cart')
      await send('POST', `/v2/cart/${args.cartId}/items?${currency}`, item((args.lines as Line[])[0]!));
    if (name === 'get_cart') await send('GET', `/v2/cart/${args.cartId}?${currency}`);
    return {};
  };
}

/** One session's rounds; samples only after the warm-up rounds. */
async function runSession(
  call: CallTool,
  samples: Record<string, number[]>,
  options: typeof MCP_BENCH_DEFAULTS & { thinkMs: number },
) {
  const think = () => (options.thinkMs > 0 ? pause(options.thinkMs) : undefined);
  for (let round = 0; round < options.warmupRounds + options.rounds; round++) {
    const keep = (name: string) => (round < options.warmupRounds ? undefined : samples[name]);
    await timed(call, 'search_catalog', { query: 'tea towel', currency: 'EUR' }, keep('search_catalog'));
    await think();
    const made = await timed(
      call,
      'create_cart',
      { currency: 'EUR', lines: [{ variantId: 'var_005_1', quantity: 1 }] },
      keep('create_cart'),
    );
    await think();
    const cartId = made.cart!.cartId;
    const lines = [{ variantId: 'var_001_1', quantity: 2 }];
    await timed(call, 'update_cart', { cartId, lines }, keep('update_cart'));
    await think();
    await timed(call, 'get_cart', { cartId, currency: 'EUR' }, keep('get_cart'));
    await think();
  }
}

/** Every session's rounds at once; paced sessions start spread over one think time, as agents do not start together. */
async function runLoad(
  database: string,
  pids: { platform: number; server: number | null },
  clients: CallTool[],
  load: (typeof LOADS)[number],
  options: typeof MCP_BENCH_DEFAULTS,
  http: McpBenchHttp,
): Promise<McpBenchResult> {
  const samples = Object.fromEntries(TOOLS.map((name) => [name, [] as number[]]));
  const cpuBefore = cpuMsOf(pids.platform);
  const serverBefore = pids.server === null ? null : cpuOfTree(pids.server);
  await closeLoopDelayWindow(pids.platform);
  const ownBefore = ownCpu();
  const machineBefore = machineCpu();
  const lag = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
  lag.enable();
  const started = performance.now();
  await Promise.all(
    clients.map(async (call, index) => {
      await pause((index * load.thinkMs) / clients.length);
      await runSession(call, samples, { ...options, thinkMs: load.thinkMs });
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  lag.disable();
  const platformWindow = await closeLoopDelayWindow(pids.platform);
  const calls = clients.length * (options.warmupRounds + options.rounds) * TOOLS.length;
  const cpuAfter = cpuMsOf(pids.platform);
  const serverMs = serverBefore === null ? null : cpuSpent(serverBefore, cpuOfTree(pids.server!));
  const ownMs = ownCpu() - ownBefore;
  const machineAfter = machineCpu();
  const platformMs = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  // The kernel counts in ticks of 10 ms, so a run's small remainder can come out just below zero.
  const restMs =
    machineBefore === null || machineAfter === null || platformMs === null
      ? null
      : Math.max(0, machineAfter - machineBefore - platformMs - (serverMs ?? 0) - ownMs);
  return {
    database,
    load: load.name,
    sessions: clients.length,
    http,
    callsPerSecond: Math.round(calls / seconds),
    platformCpuMsPerCall: platformMs === null ? null : round(platformMs / calls, 2),
    databaseCpuMsPerCall: serverMs === null ? null : round(serverMs / calls, 2),
    loadGeneratorCpuMsPerCall: round(ownMs / calls, 2),
    restCpuMsPerCall: restMs === null ? null : round(restMs / calls, 2),
    loadGeneratorLagMs: { p99: lateness(lag.percentile(99)), max: lateness(lag.max) },
    platformLateMs: { p99: round(platformWindow.lateP99Ms, 1), max: round(platformWindow.lateMaxMs, 1) },
    platformGc: { msPerCall: round(platformWindow.gcTotalMs / calls, 2), longestMs: round(platformWindow.gcMaxMs, 1) },
    all: figures(Object.values(samples).flat()),
    tools: Object.fromEntries(TOOLS.map((name) => [name, figures(samples[name]!)])) as McpBenchResult['tools'],
  };
}

export async function measureMcpOn(
  database: string,
  db: string,
  serverPid: number | null,
  options = MCP_BENCH_DEFAULTS,
  http: McpBenchHttp = 'node:http',
): Promise<McpBenchResult[]> {
  const platform = await startPlatformProcess(120_000, ['--db', db], LOOP_DELAY_NODE_ARGS);
  // One connection per session at most, as 20 agents on their own machines would hold.
  const keptAlive = http === 'node:http' ? createKeepAliveFetch(options.sessions) : null;
  const fetch: FetchLike = keptAlive?.fetch ?? globalThis.fetch;
  const clients: Client[] = [];
  try {
    for (let index = 0; index < options.sessions; index++) {
      const client = new Client({ name: `bench-agent-${index}`, version: '1.0.0' });
      const headers = { authorization: `Bearer ${platform.key}` };
      await client.connect(
        new StreamableHTTPClientTransport(new URL(`${platform.apiUrl}/mcp`), { requestInit: { headers }, fetch }),
      );
      clients.push(client);
    }
    const overMcp = clients.map(callOverMcp);
    const overRest = await Promise.all(clients.map(() => callOverRest(platform.apiUrl, platform.key, fetch)));
    const results: McpBenchResult[] = [];
    for (const load of LOADS)
      results.push(
        await runLoad(
          database,
          { platform: platform.pid, server: serverPid },
          load.over === 'mcp' ? overMcp : overRest,
          load,
          options,
          http,
        ),
      );
    return results;
  } finally {
    await Promise.all(clients.map((client) => client.close()));
    keptAlive?.close();
    await platform.stop();
  }
}

export function runMcpBench(
  http: McpBenchHttp = 'node:http',
): Promise<{ results: McpBenchResult[]; skipped?: string }> {
  return measureOnBothDatabases('mcp', (database, db, serverPid) =>
    measureMcpOn(database, db, serverPid, MCP_BENCH_DEFAULTS, http),
  );
}

const httpWords = (http: McpBenchHttp) =>
  http === 'node:http' ? 'over node:http with kept-alive connections' : "over Node's own fetch";

const cell = (f: Figures) => `${f.p50Ms} / ${f.p95Ms} / ${f.maxMs}`;

export function mcpBenchTable({ results, skipped }: { results: McpBenchResult[]; skipped?: string }): string {
  const rows = results.map(
    (r) =>
      `| ${r.database} | ${r.load} | ${r.sessions} | ${r.all.calls} | ${r.callsPerSecond} | ${r.platformCpuMsPerCall ?? '-'} | ${r.databaseCpuMsPerCall ?? '-'} | ${cell(r.all)} | ${TOOLS.map((name) => cell(r.tools[name])).join(' | ')} |`,
  );
  return [
    `\n### MCP server: ${MCP_BENCH_DEFAULTS.sessions} sessions at once, search and cart calls, paced (${THINK_MS} ms between an answer and the next call) and back to back, and the same calls over REST both ways (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)\n`,
    `| database | calls | sessions | calls timed | calls/s | platform CPU ms per call | PostgreSQL server CPU ms per call | all calls p50 / p95 / max ms | ${TOOLS.join(' | ')} (p50 / p95 / max ms) |`,
    `| - | - | - | - | - | - | - | - | ${TOOLS.map(() => '-').join(' | ')} |`,
    ...rows,
    ...(skipped ? [`\nPostgreSQL: skipped, ${skipped}.`] : []),
    `\n### Where the machine's CPU went during the MCP calls\n`,
    `CPU ms per call. The load generator is the bench process: the ${MCP_BENCH_DEFAULTS.sessions} sessions' clients (the MCP SDK's, ${httpWords(results[0]?.http ?? 'node:http')}) that send the calls and time them; the rest is every other process and the kernel (on an idle machine, near zero). Late: how late a process ran its timers (p99 / worst, ms), time it could not run; the load generator's counts in every call it was timing, the platform's in every call it was answering. The platform's garbage collection: pause time per call and the longest pause.\n`,
    '| database | calls | all calls p50 / p95 ms | platform | PostgreSQL server | load generator | rest of the machine | load generator late p99 / max ms | platform late p99 / max ms | platform GC ms per call / longest |',
    '| - | - | - | - | - | - | - | - | - | - |',
    ...results.map(
      (r) =>
        `| ${r.database} | ${r.load} | ${r.all.p50Ms} / ${r.all.p95Ms} | ${r.platformCpuMsPerCall ?? '-'} | ${r.databaseCpuMsPerCall ?? '-'} | ${r.loadGeneratorCpuMsPerCall} | ${r.restCpuMsPerCall ?? '-'} | ${r.loadGeneratorLagMs.p99} / ${r.loadGeneratorLagMs.max} | ${r.platformLateMs.p99} / ${r.platformLateMs.max} | ${r.platformGc.msPerCall} / ${r.platformGc.longestMs} |`,
    ),
  ].join('\n');
}

/** `--http undici`: the clients over Node's own fetch instead, to compare the load generator's cost. */
function httpFromArguments(args: string[]): McpBenchHttp {
  const index = args.indexOf('--http');
  if (index === -1) return 'node:http';
  const value = args[index + 1];
  if (!HTTP_CLIENTS.includes(value as McpBenchHttp))
    throw new Error(`--http: one of ${HTTP_CLIENTS.join(', ')} is needed (got ${JSON.stringify(value)})`);
  return value as McpBenchHttp;
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(mcpBenchTable(await runMcpBench(httpFromArguments(process.argv.slice(2)))));
