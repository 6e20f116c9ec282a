// `npm run bench` part `prerender-scale`: `shopkit prerender` (the built dist/cli.mjs, as a merchant runs it) over the
// demo's pages for a catalogue of 1,000 and of 10,000 products, in a process of its own with its heap capped at
// 512 MB (`--max-old-space-size=512`), timed, with its peak resident memory and peak heap in use
// (report-peak-memory.mjs). The catalogue is the demo's products copied with ids, slugs and SKUs of their own, on a
// local platform in this process; the command reads it over HTTP like any API.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { insertProducts } from '../../demo/platform/repo/product-writes.ts';
import { listAllProducts } from '../../demo/platform/repo/products.ts';
import { startPlatform, type RunningPlatform } from '../../demo/platform/start-platform.ts';
import type { ProductRecord } from '../../demo/platform/state/types.ts';
import { writeDemoTemplates } from '../../demo/site/prerendered-pages.ts';
import { describePageValues } from '../../demo/site/site-server.ts';
import { ROOT } from '../paths.ts';

export const PRERENDER_SCALE_SIZES = [1_000, 10_000];
export const HEAP_LIMIT_MB = 512;
const TIME_LIMIT_S = 600;
const SITE_URL = 'https://shop.example/';

export interface PrerenderScaleFigures {
  products: number;
  /** Product and list pages written (a run that did not finish: rendered when it last said how far it was). */
  pages: number;
  seconds: number;
  peakRssMB: number;
  peakHeapMB: number;
  heapLimitMB: number;
  /** The command's exit code (0: every page written), or the signal that stopped it. */
  exitCode: number | null;
  signal: string | null;
}

/** `count - existing` copies of the shop's products, each with an id, a slug, a name and SKUs of its own. */
function copiesOf(originals: readonly ProductRecord[], count: number): ProductRecord[] {
  const copies: ProductRecord[] = [];
  for (let index = 0; originals.length + copies.length < count; index += 1) {
    const original = originals[index % originals.length]!;
    const n = Math.floor(index / originals.length) + 1;
    copies.push({
      ...original,
      id: `${original.id}_c${n}`,
      slug: `${original.slug}-${n}`,
      name: `${original.name} ${n}`,
      variants: original.variants.map((variant) => ({
        ...variant,
        id: `${variant.id}_c${n}`,
        sku: `${variant.sku}-C${n}`,
      })),
    });
  }
  return copies;
}

async function growCatalogue(platform: RunningPlatform, count: number): Promise<void> {
  const originals = await platform.db.transaction((tx) => listAllProducts(tx, 'demo'));
  const copies = copiesOf(originals, count);
  for (let start = 0; start < copies.length; start += 1000)
    await platform.db.transaction((tx) => insertProducts(tx, copies.slice(start, start + 1000)));
}

/** Runs the built command over `templates`; resolves with its exit code, time, memory and last output line. */
async function runCommand(platform: RunningPlatform, folders: { templates: string; out: string; memory: string }) {
  const args = [
    `--max-old-space-size=${HEAP_LIMIT_MB}`,
    '--import',
    path.join(ROOT, 'bench/shopkit/report-peak-memory.mjs'),
    path.join(ROOT, 'dist/cli.mjs'),
    'prerender',
    ...['--templates', folders.templates, '--out', folders.out, '--site-url', SITE_URL],
    ...['--api-url', platform.urls.api, '--key', platform.keys.demo],
  ];
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, SHOPKIT_BENCH_MEMORY: folders.memory },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let last = '';
  /** The last progress line's page count: what a run that did not finish had rendered. */
  let soFar = 0;
  child.stdout.on('data', (chunk: Buffer) => (last = chunk.toString().trim().split('\n').at(-1) ?? last));
  child.stderr.on('data', (chunk: Buffer) => {
    const text = chunk.toString().trim();
    for (const match of text.matchAll(/: (\d+) pages so far/g)) soFar = Number(match[1]);
    process.stderr.write(`  ${text}\n`);
  });
  const [exitCode, signal] = await new Promise<[number | null, string | null]>((resolve) =>
    child.once('exit', (code, signal) => resolve([code, signal])),
  );
  const seconds = (performance.now() - started) / 1000;
  const memory = JSON.parse(await fs.readFile(folders.memory, 'utf8')) as {
    peakHeapBytes: number;
    peakRssBytes: number;
  };
  return { exitCode, signal, seconds, memory, last, soFar };
}

async function measureSize(products: number): Promise<PrerenderScaleFigures> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'shopkit-prerender-scale-'));
  const platform = await startPlatform({ ports: { api: 0, checkout: 0, cdn: 0, admin: 0 }, localDevelopment: true });
  try {
    await growCatalogue(platform, products);
    const templates = path.join(root, 'templates');
    await fs.mkdir(templates);
    await writeDemoTemplates(templates, { ...describePageValues(platform, SITE_URL.slice(0, -1)), orderNumber: '' });
    const folders = { templates, out: path.join(root, 'out'), memory: path.join(root, 'memory.json') };
    const run = await runCommand(platform, folders);
    const pages = /: (\d+) product pages?, (\d+) list pages?/.exec(run.last);
    return {
      products,
      pages: pages ? Number(pages[1]) + Number(pages[2]) : run.soFar,
      seconds: Math.round(run.seconds),
      peakRssMB: Math.round(run.memory.peakRssBytes / 2 ** 20),
      peakHeapMB: Math.round(run.memory.peakHeapBytes / 2 ** 20),
      heapLimitMB: HEAP_LIMIT_MB,
      exitCode: run.exitCode,
      signal: run.signal,
    };
  } finally {
    await platform.close();
    await fs.rm(root, { recursive: true, force: true });
  }
}

export async function measurePrerenderScale(
  sizes = PRERENDER_SCALE_SIZES,
): Promise<{ results: PrerenderScaleFigures[]; table: string }> {
  const results: PrerenderScaleFigures[] = [];
  for (const products of sizes) {
    console.log(`bench: prerendering ${products} products with the heap capped at ${HEAP_LIMIT_MB} MB`);
    results.push(await measureSize(products));
  }
  const rows = results.map((r) => {
    const ended = r.signal ? `stopped by ${r.signal}, pages rendered until then` : `exit ${r.exitCode}`;
    const within = r.exitCode === 0 && r.seconds <= TIME_LIMIT_S ? 'yes' : `no (${ended})`;
    return `| ${r.products} | ${r.pages} | ${r.seconds} | ${r.peakRssMB} | ${r.peakHeapMB} | ${within} |`;
  });
  const table = [
    `| products | pages written | time s | peak RSS MB | peak heap MB | done in ${TIME_LIMIT_S / 60} min with a ${HEAP_LIMIT_MB} MB heap |`,
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
  return { results, table };
}
