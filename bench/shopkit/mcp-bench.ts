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
// rows make the same calls over the Commerce API (REST, `fetch`, the routes the tools run), back to back and paced:
// the floors an MCP call is measured against, the paced one beside the bar's own row.
import os from 'node:os';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { median, round } from '../stats.ts';
import { measureOnBothDatabases } from './on-both-databases.ts';
import { startPlatformProcess } from './platform-process.ts';
import { cpuOf, cpuOfTree, cpuSpent } from './process-cpu.ts';

export const MCP_BENCH_DEFAULTS = { sessions: 20, rounds: 25, warmupRounds: 2 };
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
  callsPerSecond: number;
  /** The platform process's CPU time (user and system) over the run, per call; null where /proc cannot say. */
  platformCpuMsPerCall: number | null;
  /** The PostgreSQL server's CPU time (postmaster and backends) over the run, per call; null on SQLite. */
  databaseCpuMsPerCall: number | null;
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
async function callOverRest(apiUrl: string, key: string): Promise<CallTool> {
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
): Promise<McpBenchResult> {
  const samples = Object.fromEntries(TOOLS.map((name) => [name, [] as number[]]));
  const cpuBefore = cpuMsOf(pids.platform);
  const serverBefore = pids.server === null ? null : cpuOfTree(pids.server);
  const started = performance.now();
  await Promise.all(
    clients.map(async (call, index) => {
      await pause((index * load.thinkMs) / clients.length);
      await runSession(call, samples, { ...options, thinkMs: load.thinkMs });
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const calls = clients.length * (options.warmupRounds + options.rounds) * TOOLS.length;
  const cpuAfter = cpuMsOf(pids.platform);
  const serverMs = serverBefore === null ? null : cpuSpent(serverBefore, cpuOfTree(pids.server!));
  return {
    database,
    load: load.name,
    sessions: clients.length,
    callsPerSecond: Math.round(calls / seconds),
    platformCpuMsPerCall: cpuBefore === null || cpuAfter === null ? null : round((cpuAfter - cpuBefore) / calls, 2),
    databaseCpuMsPerCall: serverMs === null ? null : round(serverMs / calls, 2),
    all: figures(Object.values(samples).flat()),
    tools: Object.fromEntries(TOOLS.map((name) => [name, figures(samples[name]!)])) as McpBenchResult['tools'],
  };
}

export async function measureMcpOn(
  database: string,
  db: string,
  serverPid: number | null,
  options = MCP_BENCH_DEFAULTS,
): Promise<McpBenchResult[]> {
  const platform = await startPlatformProcess(120_000, ['--db', db]);
  const clients: Client[] = [];
  try {
    for (let index = 0; index < options.sessions; index++) {
      const client = new Client({ name: `bench-agent-${index}`, version: '1.0.0' });
      const headers = { authorization: `Bearer ${platform.key}` };
      await client.connect(
        new StreamableHTTPClientTransport(new URL(`${platform.apiUrl}/mcp`), { requestInit: { headers } }),
      );
      clients.push(client);
    }
    const overMcp = clients.map(callOverMcp);
    const overRest = await Promise.all(clients.map(() => callOverRest(platform.apiUrl, platform.key)));
    const results: McpBenchResult[] = [];
    for (const load of LOADS)
      results.push(
        await runLoad(
          database,
          { platform: platform.pid, server: serverPid },
          load.over === 'mcp' ? overMcp : overRest,
          load,
          options,
        ),
      );
    return results;
  } finally {
    await Promise.all(clients.map((client) => client.close()));
    await platform.stop();
  }
}

export function runMcpBench(): Promise<{ results: McpBenchResult[]; skipped?: string }> {
  return measureOnBothDatabases('mcp', measureMcpOn);
}

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
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(mcpBenchTable(await runMcpBench()));
