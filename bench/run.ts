// `npm run bench`: builds the scripts, then measures sizes (per page kind, beside the peers), page cost per page kind
// (the script tag, the single file, the file before the loader, beside Buy Button JS, vanilla-cookieconsent, klaro and
// the lit floor), the issue's figures from that run (done-when.ts), requests per scenario with their floors, churn, the
// platform's throughput and its database. Writes bench/results.json, prints the tables and writes them into
// docs/proof.md (between its `<!-- bench:... -->` markers) and the README's summary, all from this one run. Flags:
// --runs N (page-cost rounds, default 15), --only a,b (size, page, prerender, requests, churn, throughput, database,
// catalogue: the admin API's bulk import of 10,000 products, printed only; mcp: 20 MCP sessions at once doing search
// and cart calls, p50 / p95 per tool call and the platform's CPU per call on SQLite and PostgreSQL; search: search and suggestions
// under 20 clients with 10,000 and 100,000 products (--search-sizes 10000,100000), and a product update's cost with
// the index; prerender-scale: `shopkit prerender` over catalogues of 1,000 and 10,000 products with its heap capped
// at 512 MB, its time and peak memory), --kinds a,b (page kinds: banner, cart, list, product; writes no tables), --duration S (seconds per
// throughput run, default 5), --cards ours|plain|bare (what the list page's cards are made of, for the grid's floors;
// with --kinds list), --connections tls (every API origin HTTPS behind a front that makes each new connection cost two
// round trips, connection-cost.ts; a partial run, with --kinds), --compare-tag-reads (the cart, list and product pages
// also with the script tag's own first reads off, subject `shopkit without tag reads`), --tasks (each long task while a
// page renders its products, printed with the scripts and the rendering it was made of). `prerender` measures the
// prerendered list and product pages against the static-HTML floor and their layout shift while taken over. A run
// of some parts keeps the other parts' figures in bench/results.json and their tables in docs/proof.md.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPlatform } from '../demo/platform/start-platform.ts';
import { startSite } from '../demo/site/site-server.ts';
import { measureDecoratorCost } from './decorator-cost.ts';
import { describeDoneWhen, type DoneWhenParts } from './done-when.ts';
import {
  doneWhenTable,
  pageKindTable,
  pageTable,
  priceTable,
  ratioTable,
  requestTable,
  sizeTable,
  summaryTable,
} from './format-table.ts';
import { buildLitFloor } from './lit-floor.ts';
import { buildLitPageFloor, litPageFloorScenarios } from './lit-page-floor.ts';
import { pointApiAt, startHandshakeFront, startTlsApi, type Front } from './connection-cost.ts';
import { launchBenchBrowser } from './network.ts';
import { PAGE_COST_DEFAULTS, runPageCost, type PageScenario } from './page-cost.ts';
import { OURS, RESULTS_FILE, ROOT } from './paths.ts';
import {
  BLANK_PAGE,
  buyButtonProductScenario,
  buyButtonScenario,
  COOKIECONSENT_BANNER,
  KLARO_NOTICE,
  litFloorScenario,
} from './peers/peer-scenarios.ts';
import { startShopifyServer } from './peers/shopify-server.ts';
import { README, writeProofSections } from './proof-sections.ts';
import { runSizeBench } from './size-bench.ts';
import { runChurn } from './shopkit/churn.ts';
import { catalogueImportTable, runCatalogueImportBench } from './shopkit/catalogue-import-bench.ts';
import { mcpBenchTable, runMcpBench } from './shopkit/mcp-bench.ts';
import { databaseTables, runDatabaseBench } from './shopkit/database-bench.ts';
import { runSearchBench, SEARCH_BENCH_DEFAULTS, searchTables } from './shopkit/search-bench.ts';
import { startPlatformProcess } from './shopkit/platform-process.ts';
import { createRememberedCart, findSimpleProduct } from './shopkit/remembered-cart.ts';
import { countRequests } from './shopkit/request-scenarios.ts';
import {
  BUILDS,
  CARD_VARIANTS,
  bannerScenario,
  cartScenario,
  listScenarios,
  productAloneScenario,
  productScenarios,
  readsEarly,
  withoutTagReads,
  withBuild,
  type Build,
  type CardVariant,
  type PlatformTarget,
} from './shopkit/shopkit-scenarios.ts';
import { THROUGHPUT_DEFAULTS, runThroughput } from './shopkit/throughput.ts';
import { measurePrerender } from './shopkit/prerender-bench.ts';
import { HEAP_LIMIT_MB, measurePrerenderScale } from './shopkit/prerender-scale.ts';
import { flag } from './flags.ts';

function positive(name: string, fallback: number): number {
  const raw = flag(name);
  return raw === undefined ? fallback : positiveNumber(name, raw);
}

function positiveNumber(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`bench: --${name} must be a whole number above 0 (got ${JSON.stringify(raw)})`);
  return value;
}

const PARTS = [
  'size',
  'page',
  'prerender',
  'requests',
  'churn',
  'throughput',
  'database',
  'catalogue',
  'mcp',
  'search',
  'prerender-scale',
] as const;
const only = flag('only')?.split(',') ?? [...PARTS];
for (const part of only)
  if (!(PARTS as readonly string[]).includes(part))
    throw new Error(`bench: unknown --only part ${JSON.stringify(part)} (use ${PARTS.join(', ')})`);
const runs = positive('runs', PAGE_COST_DEFAULTS.runs);
/** `--kinds banner,cart`: only these page kinds (a partial run writes results.json but no tables). */
const kinds = flag('kinds')?.split(',') ?? null;
/** `--cards plain`: the list page's cards with their elements replaced (shopkit-scenarios.ts); a partial run only. */
const cards = (flag('cards') ?? 'ours') as CardVariant;
if (!CARD_VARIANTS.includes(cards) || (cards !== 'ours' && !kinds))
  throw new Error(
    `bench: --cards takes ${CARD_VARIANTS.join(', ')}, and another than ours wants --kinds (got ${cards})`,
  );
const duration = positive('duration', THROUGHPUT_DEFAULTS.durationSeconds);
/** `--compare-tag-reads`: the script tag's pages also with its own first reads off (shopkit-scenarios.ts). */
const compareTagReads = process.argv.includes('--compare-tag-reads');
/** `--tasks`: each long task of a page's render printed with what it was made of (render-task-causes.ts). */
const describeTasks = process.argv.includes('--tasks');
/** `--compare-build <dir>`: the script tag's pages (shopkit-scenarios.ts) and the prerendered ones (prerender-bench.ts) also with the build in that dist/ directory. */
const compareBuild = flag('compare-build') ?? null;
if (compareBuild && !fs.existsSync(path.join(compareBuild, 'shopkit.js')))
  throw new Error(`bench: --compare-build wants a built dist/ directory (got ${JSON.stringify(compareBuild)})`);
/** `--connections tls`: connections to the API origins cost their TCP and TLS handshakes (connection-cost.ts). */
const connections = flag('connections') ?? 'emulated';
if (!['emulated', 'tls'].includes(connections) || (connections === 'tls' && !kinds))
  throw new Error(`bench: --connections takes emulated or tls, and tls wants --kinds (got ${connections})`);

function build(): void {
  const before = Date.now();
  const result = spawnSync(process.execPath, ['esbuild.mjs'], { cwd: ROOT, stdio: 'inherit' });
  const fresh = [OURS.bundle, OURS.full, OURS.core].every(
    (file) => fs.existsSync(file) && fs.statSync(file).mtimeMs >= before - 1000,
  );
  if (!fresh) throw new Error('bench: `node esbuild.mjs` did not write the scripts in dist/');
  if (result.status !== 0)
    console.warn('bench: the build exited non-zero after writing the scripts (see above); measuring them anyway');
}

const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? 'unknown', node: process.version },
  settings: {
    runs,
    cpuThrottle: PAGE_COST_DEFAULTS.cpuRate,
    latencyMs: PAGE_COST_DEFAULTS.latencyMs,
    throughputSeconds: duration,
  },
};
const out: string[] = [];
const proof: Record<string, string> = {};
/** The README's summary table, from the same run. */
const readme: Record<string, string> = {};
build();

if (only.includes('size')) {
  const size = await runSizeBench();
  const decorators = await measureDecoratorCost();
  results.size = size;
  results.decorators = decorators;
  proof.size = `${sizeTable(size)}\n\n${pageKindTable(size)}`;
  out.push('## Size\n', proof.size);
}

const platform = await startPlatform();
const target: PlatformTarget = {
  apiUrl: platform.urls.api,
  checkoutUrl: platform.urls.checkout,
  key: platform.keys.demo,
};
const browser = await launchBenchBrowser();

const CATALOGUE_BUILDS: Build[] = ['shopkit', 'shopkit.full'];

async function pageScenarios(siteUrl: string, shopifyDomain: string, api = target): Promise<PageScenario[]> {
  const cart = await createRememberedCart(target.apiUrl, target.key);
  const product = await findSimpleProduct(target.apiUrl, target.key);
  const builds = Object.keys(BUILDS) as Build[];
  const scenarios = [
    BLANK_PAGE,
    ...builds.map((b) => bannerScenario(target, b)),
    COOKIECONSENT_BANNER,
    KLARO_NOTICE,
    ...builds.map((b) => cartScenario(target, cart, b)),
    buyButtonScenario(shopifyDomain),
    // The demo's static pages fill the catalogue elements, which the build before the loader does not have.
    ...(await listScenarios(siteUrl, CATALOGUE_BUILDS, cards)),
    // The grid's floor in the same run: the same cards as plain HTML bound by the list.
    ...(cards === 'ours' ? await listScenarios(siteUrl, ['shopkit'], 'plain') : []),
    ...(await productScenarios(siteUrl, product.slug, CATALOGUE_BUILDS)),
    buyButtonProductScenario(shopifyDomain),
    // The product component alone on a page shaped like Buy Button's and the lit floor's (docs/proof.md).
    productAloneScenario(target, product.slug),
    ...litPageFloorScenarios(await buildLitPageFloor(), target.apiUrl, target.key, product.slug),
    litFloorScenario(await buildLitFloor()),
  ];
  // --compare-tag-reads: the same pages with the script tag's own first reads off, in the same rounds.
  if (compareTagReads) scenarios.push(...scenarios.filter(readsEarly).map(withoutTagReads));
  // --compare-build <dist>: the same pages with another build's script tag, in the same rounds.
  if (compareBuild)
    scenarios.push(...scenarios.filter(readsEarly).map((scenario) => withBuild(scenario, compareBuild)));
  return api === target ? scenarios : pointApiAt(scenarios, new URL(target.apiUrl).origin, new URL(api.apiUrl).origin);
}

/** The picture of the product page's product in WebP, for Buy Button's product component to show the same. */
async function productImage(): Promise<Buffer> {
  const { imageUrl } = await findSimpleProduct(target.apiUrl, target.key);
  if (!imageUrl) return Buffer.alloc(0);
  const response = await fetch(`${imageUrl}?width=800`, { headers: { accept: 'image/webp' } });
  return Buffer.from(await response.arrayBuffer());
}

try {
  if (only.includes('page')) {
    const site = await startSite({ port: 0, platform });
    const shopify = await startShopifyServer(await productImage());
    // With --connections tls, our API and Buy Button's each behind a front that charges every new connection.
    const handshakeMs = 2 * PAGE_COST_DEFAULTS.latencyMs;
    const fronts: Front[] =
      connections === 'tls'
        ? [
            await startTlsApi(target.apiUrl, handshakeMs),
            await startHandshakeFront(Number(shopify.domain.split(':')[1]), handshakeMs),
          ]
        : [];
    const api = fronts[0] ? { ...target, apiUrl: fronts[0].url } : target;
    const shopifyDomain = fronts[1] ? new URL(fronts[1].url).host : shopify.domain;
    try {
      const scenarios = (await pageScenarios(site.url, shopifyDomain, api)).filter(
        (scenario) => !kinds || kinds.includes(scenario.kind),
      );
      const options = { ...PAGE_COST_DEFAULTS, runs, describeTasks };
      const page = await runPageCost(scenarios, options, browser, (done, total) => {
        if (done % scenarios.length === 0) console.log(`bench: page cost round ${done / scenarios.length} of ${runs}`);
        if (done === total) console.log('bench: page cost done');
      });
      results.page = page;
      const pairs = [
        ...['banner', 'cart', 'list', 'product'].map((kind) => ({ kind, ours: 'shopkit', other: 'shopkit.full' })),
        ...['banner', 'cart'].map((kind) => ({ kind, ours: 'shopkit', other: 'before' })),
        { kind: 'banner', ours: 'shopkit', other: 'cookieconsent' },
        { kind: 'banner', ours: 'shopkit', other: 'klaro' },
        { kind: 'cart', ours: 'shopkit', other: 'buy-button' },
        { kind: 'product', ours: 'shopkit', other: 'buy-button' },
        { kind: 'product', ours: 'shopkit', other: 'lit floor' },
        { kind: 'list', ours: 'shopkit', other: 'lit floor' },
        { kind: 'list', ours: 'shopkit', other: 'shopkit plain cards' },
      ];
      proof.page = `${pageTable(page)}\n\n${ratioTable(page, pairs)}\n\n${priceTable(page)}`;
      out.push(
        `\n## Page cost (headless Chromium, ${PAGE_COST_DEFAULTS.cpuRate}x CPU throttle, ${PAGE_COST_DEFAULTS.latencyMs} ms round trip, ${runs} interleaved runs, connections ${connections})\n`,
        proof.page,
      );
    } finally {
      for (const front of fronts) await front.close();
      await shopify.close();
      await site.close();
    }
  }
  if (only.includes('prerender')) {
    const measured = await measurePrerender({ platform, browser, runs, compareBuild });
    results.prerender = measured.results;
    proof.prerender = measured.table;
    out.push(
      `\n## Prerendered pages (${PAGE_COST_DEFAULTS.cpuRate}x CPU throttle, ${PAGE_COST_DEFAULTS.latencyMs} ms round trip, HTTP/2, ${runs} interleaved runs)\n`,
      proof.prerender,
    );
  }
  if (results.page) {
    const page = results.page as Awaited<ReturnType<typeof runPageCost>>;
    const doneWhen = describeDoneWhen(page, {
      pageKinds: (results.size as Awaited<ReturnType<typeof runSizeBench>> | undefined)?.pageKinds,
      prerender: results.prerender as DoneWhenParts['prerender'],
    });
    results.doneWhen = doneWhen;
    proof.issue = `${summaryTable(page)}\n\n${doneWhenTable(doneWhen)}`;
    // The README keeps issue 37's figures; issue 20's rows stay in docs/proof.md.
    readme.summary = doneWhenTable(doneWhen.filter((row) => row.issue === 37));
    out.push("\n## The issue's figures (done when)\n", proof.issue);
  }
  if (only.includes('requests')) {
    const site = await startSite({ port: 0, platform });
    const context = await browser.newContext();
    try {
      const counted = await countRequests(await context.newPage(), site.url, platform);
      results.requests = counted;
      proof.requests = requestTable(counted.scenarios, counted.priceElements);
      out.push('\n## Requests per scenario (commerce API, counted at the platform)\n', proof.requests);
    } finally {
      await context.close();
      await site.close();
    }
  }
  if (only.includes('churn')) {
    const churn = await runChurn(browser, target);
    results.churn = churn;
    const sign = (kb: number) => `${kb >= 0 ? '+' : ''}${kb.toFixed(0)} KB`;
    proof.churn = `${churn.elements} elements added and removed, ${churn.switches} currency switches: heap after forced GC ${sign(churn.deltaKB)}, a second identical round ${sign(churn.secondRoundKB)}.`;
    out.push(`\n## Churn\n\n${proof.churn}`);
  }
} finally {
  await browser.close();
  await platform.close();
}

if (only.includes('throughput')) {
  const child = await startPlatformProcess();
  try {
    const t = await runThroughput(child.apiUrl, child.key, { ...THROUGHPUT_DEFAULTS, durationSeconds: duration });
    results.throughput = t;
    proof.throughput = [
      `| request | req/s | p50 ms | p99 ms | non-2xx | errors |\n| - | - | - | - | - | - |`,
      ...(['productRead', 'addToCart'] as const).map(
        (k) =>
          `| ${k === 'productRead' ? 'GET /v2/products/{id}' : 'POST /v2/cart/{id}/items'} | ${t[k].requestsPerSecond} | ${t[k].p50Ms} | ${t[k].p99Ms} | ${t[k].non2xx} | ${t[k].errors} |`,
      ),
    ].join('\n');
    out.push(
      `\n## Platform throughput (autocannon, ${t.options.connections} connections, ${duration} s each, platform in its own process)\n`,
      proof.throughput,
    );
  } finally {
    await child.stop();
  }
}
if (only.includes('database')) {
  const database = await runDatabaseBench(duration);
  results.database = database;
  proof.database = databaseTables(database).join('\n').trim();
  out.push(`\n${proof.database}`);
}
if (only.includes('catalogue')) {
  const catalogue = await runCatalogueImportBench();
  results.catalogue = catalogue;
  out.push(catalogueImportTable(catalogue));
}
if (only.includes('mcp')) {
  const mcp = await runMcpBench();
  results.mcp = mcp;
  proof.mcp = mcpBenchTable(mcp);
  out.push(proof.mcp);
}
if (only.includes('search')) {
  const sizes = flag('search-sizes')
    ?.split(',')
    .map((size) => positiveNumber('search-sizes', size));
  const search = await runSearchBench({
    ...SEARCH_BENCH_DEFAULTS,
    durationSeconds: Math.max(duration, 10),
    sizes: sizes ?? SEARCH_BENCH_DEFAULTS.sizes,
  });
  results.search = search;
  proof.search = searchTables(search);
  out.push(`\n${proof.search}`);
}
if (only.includes('prerender-scale')) {
  const scale = await measurePrerenderScale();
  results.prerenderScale = scale.results;
  proof['prerender-scale'] = scale.table;
  out.push(`\n## shopkit prerender of a large catalogue (heap capped at ${HEAP_LIMIT_MB} MB)\n`, scale.table);
}

// A run of some parts (--only) keeps the other parts' figures: what it measured replaces theirs, the rest stays.
const earlier = fs.existsSync(RESULTS_FILE) ? (JSON.parse(fs.readFileSync(RESULTS_FILE, 'utf8')) as object) : {};
fs.writeFileSync(RESULTS_FILE, `${JSON.stringify({ ...earlier, ...results }, null, 2)}\n`);
console.log(`\n${out.join('\n')}\n`);
if (kinds) {
  console.log(`wrote ${path.relative(ROOT, RESULTS_FILE)}; a run of some page kinds (--kinds) writes no tables`);
  process.exit(0);
}
const written = await writeProofSections(proof);
console.log(`wrote ${path.relative(ROOT, RESULTS_FILE)} and the ${written.join(', ')} tables of docs/proof.md`);
if (readme.summary) {
  await writeProofSections(readme, README);
  console.log('wrote the summary table of README.md');
}
