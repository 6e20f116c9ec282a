// `npm run bench -- --only mcp`: 20 MCP sessions at once against the platform's `/mcp` (the SDK's own client over
// Streamable HTTP, the platform in a process of its own, rate limits off as in the other load benches), each doing
// rounds of search and cart calls: search_catalog, create_cart, update_cart, get_cart. Every tool call is timed from
// the client's call to its result; the table gives p50 / p95 / max per tool and over all calls, on an SQLite file and
// on PostgreSQL (a durable throwaway server, when installed). The bar: p95 per tool call <= 25 ms.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ensurePostgres, INSTALL_COMMAND, startPostgresServer } from '../../scripts/postgres-server.mjs';
import { median, round } from '../stats.ts';
import { startPlatformProcess } from './platform-process.ts';

export const MCP_BENCH_DEFAULTS = { sessions: 20, rounds: 25, warmupRounds: 2 };
const TOOLS = ['search_catalog', 'create_cart', 'update_cart', 'get_cart'] as const;

interface Figures {
  calls: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface McpBenchResult {
  database: string;
  sessions: number;
  callsPerSecond: number;
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

async function timed(client: Client, name: string, args: Record<string, unknown>, samples?: number[]) {
  const started = performance.now();
  const result = await client.callTool({ name, arguments: args });
  samples?.push(performance.now() - started);
  if (result.isError) throw new Error(`bench: ${name} answered an error: ${JSON.stringify(result.content)}`);
  return result.structuredContent as { cart?: { cartId: string } };
}

/** One session's rounds; samples only after the warm-up rounds. */
async function runSession(client: Client, samples: Record<string, number[]>, options: typeof MCP_BENCH_DEFAULTS) {
  for (let round = 0; round < options.warmupRounds + options.rounds; round++) {
    const keep = (name: string) => (round < options.warmupRounds ? undefined : samples[name]);
    await timed(client, 'search_catalog', { query: 'tea towel', currency: 'EUR' }, keep('search_catalog'));
    const made = await timed(
      client,
      'create_cart',
      { currency: 'EUR', lines: [{ variantId: 'var_005_1', quantity: 1 }] },
      keep('create_cart'),
    );
    const cartId = made.cart!.cartId;
    const lines = [{ variantId: 'var_001_1', quantity: 2 }];
    await timed(client, 'update_cart', { cartId, lines }, keep('update_cart'));
    await timed(client, 'get_cart', { cartId, currency: 'EUR' }, keep('get_cart'));
  }
}

async function measureOn(database: string, db: string, options = MCP_BENCH_DEFAULTS): Promise<McpBenchResult> {
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
    const samples = Object.fromEntries(TOOLS.map((name) => [name, [] as number[]]));
    const started = performance.now();
    await Promise.all(clients.map((client) => runSession(client, samples, options)));
    const seconds = (performance.now() - started) / 1000;
    const all = Object.values(samples).flat();
    return {
      database,
      sessions: options.sessions,
      callsPerSecond: Math.round((options.sessions * (options.warmupRounds + options.rounds) * TOOLS.length) / seconds),
      all: figures(all),
      tools: Object.fromEntries(TOOLS.map((name) => [name, figures(samples[name]!)])) as McpBenchResult['tools'],
    };
  } finally {
    await Promise.all(clients.map((client) => client.close()));
    await platform.stop();
  }
}

export async function runMcpBench(): Promise<{ results: McpBenchResult[]; skipped?: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shopkit-bench-mcp-'));
  const results: McpBenchResult[] = [];
  try {
    results.push(await measureOn('SQLite file', path.join(dir, 'shop.db')));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const bin = ensurePostgres();
  if (!bin) return { results, skipped: `PostgreSQL 15+ is not installed (${INSTALL_COMMAND})` };
  const server = await startPostgresServer({ bin, durable: true });
  try {
    const url = new URL(server.url);
    url.searchParams.set('schema', 'bench_mcp');
    results.push(await measureOn('PostgreSQL', url.toString()));
  } finally {
    server.stop();
  }
  return { results };
}

const cell = (f: Figures) => `${f.p50Ms} / ${f.p95Ms} / ${f.maxMs}`;

export function mcpBenchTable({ results, skipped }: { results: McpBenchResult[]; skipped?: string }): string {
  const rows = results.map(
    (r) =>
      `| ${r.database} | ${r.sessions} | ${r.all.calls} | ${r.callsPerSecond} | ${cell(r.all)} | ${TOOLS.map((name) => cell(r.tools[name])).join(' | ')} |`,
  );
  return [
    `\n### MCP server: ${MCP_BENCH_DEFAULTS.sessions} sessions at once, search and cart calls (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)\n`,
    `| database | sessions | calls timed | calls/s | all calls p50 / p95 / max ms | ${TOOLS.join(' | ')} (p50 / p95 / max ms) |`,
    `| - | - | - | - | - | ${TOOLS.map(() => '-').join(' | ')} |`,
    ...rows,
    ...(skipped ? [`\nPostgreSQL: skipped, ${skipped}.`] : []),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(mcpBenchTable(await runMcpBench()));
