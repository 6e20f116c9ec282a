// `npm run bench`: builds the bundle, then measures sizes, page cost (beside Buy Button JS, vanilla-cookieconsent,
// klaro and the lit floor), requests per scenario with their floors, churn, and the platform's throughput. Writes
// bench/results.json and prints the tables. Flags: --runs N (page-cost repetitions, default 5), --only a,b (size,
// page, requests, churn, throughput, database), --duration S (seconds per throughput run, default 5).
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPlatform } from '../demo/platform/start-platform.ts';
import { startSite } from '../demo/site/site-server.ts';
import { pageTable, requestTable, sizeTable } from './format-table.ts';
import { measureDecoratorCost } from './decorator-cost.ts';
import { buildLitFloor } from './lit-floor.ts';
import { PAGE_COST_DEFAULTS, runPageCost } from './page-cost.ts';
import { OURS, RESULTS_FILE, ROOT } from './paths.ts';
import {
  BLANK_PAGE,
  BUY_BUTTON_CART,
  COOKIECONSENT_BANNER,
  KLARO_NOTICE,
  litFloorScenario,
} from './peers/peer-scenarios.ts';
import { runSizeBench } from './size-bench.ts';
import { runChurn } from './shopkit/churn.ts';
import { databaseTables, runDatabaseBench } from './shopkit/database-bench.ts';
import { startPlatformProcess } from './shopkit/platform-process.ts';
import { createRememberedCart } from './shopkit/remembered-cart.ts';
import { countRequests } from './shopkit/request-scenarios.ts';
import { shopkitBannerScenario, shopkitCartScenario } from './shopkit/shopkit-scenarios.ts';
import { THROUGHPUT_DEFAULTS, runThroughput } from './shopkit/throughput.ts';

function flag(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

function positive(name: string, fallback: number): number {
  const raw = flag(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`bench: --${name} must be a whole number above 0 (got ${JSON.stringify(raw)})`);
  return value;
}

const PARTS = ['size', 'page', 'requests', 'churn', 'throughput', 'database'] as const;
const only = flag('only')?.split(',') ?? [...PARTS];
for (const part of only)
  if (!(PARTS as readonly string[]).includes(part))
    throw new Error(`bench: unknown --only part ${JSON.stringify(part)} (use ${PARTS.join(', ')})`);
const runs = positive('runs', PAGE_COST_DEFAULTS.runs);
const duration = positive('duration', THROUGHPUT_DEFAULTS.durationSeconds);

function build(): void {
  const before = Date.now();
  const result = spawnSync(process.execPath, ['esbuild.mjs'], { cwd: ROOT, stdio: 'inherit' });
  const fresh = [OURS.bundle, OURS.core].every(
    (file) => fs.existsSync(file) && fs.statSync(file).mtimeMs >= before - 1000,
  );
  if (!fresh) throw new Error('bench: `node esbuild.mjs` did not write dist/shopkit.js and dist/index.mjs');
  if (result.status !== 0)
    console.warn(
      'bench: the build exited non-zero after writing the bundles (see above); measuring the fresh bundles anyway',
    );
}

const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? 'unknown', node: process.version },
  settings: { runs, cpuThrottle: PAGE_COST_DEFAULTS.cpuRate, throughputSeconds: duration },
};
const out: string[] = [];
build();
if (only.includes('size')) {
  const size = await runSizeBench();
  results.size = size;
  const decorators = await measureDecoratorCost();
  results.decorators = decorators;
  out.push(
    '## Size\n',
    sizeTable(size),
    `\nStandard decorators: one lit element with four properties is ${decorators.staticProperties.gzip} B gzip with static properties, ${decorators.decorators.gzip} B with decorated accessors (+${decorators.decorators.gzip - decorators.staticProperties.gzip} B).`,
  );
}
const platform = await startPlatform();
const target = { apiUrl: platform.urls.api, checkoutUrl: platform.urls.checkout, key: platform.keys.demo };
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  if (only.includes('page')) {
    const cart = await createRememberedCart(target.apiUrl, target.key);
    const scenarios = [
      BLANK_PAGE,
      shopkitCartScenario(target, cart),
      BUY_BUTTON_CART,
      shopkitBannerScenario(target),
      COOKIECONSENT_BANNER,
      KLARO_NOTICE,
      litFloorScenario(await buildLitFloor()),
    ];
    const page = await runPageCost(scenarios, { ...PAGE_COST_DEFAULTS, runs }, browser);
    results.page = page;
    out.push(
      `\n## Page cost (headless Chromium, ${PAGE_COST_DEFAULTS.cpuRate}x CPU throttle, median of ${runs})\n`,
      pageTable(page, [
        { ours: 'shopkit-cart', peer: 'buy-button-cart' },
        { ours: 'shopkit-banner', peer: 'cookieconsent-banner' },
        { ours: 'shopkit-banner', peer: 'klaro-notice' },
      ]),
    );
  }
  if (only.includes('requests')) {
    const site = await startSite({ port: 0, platform });
    const context = await browser.newContext();
    try {
      const counted = await countRequests(await context.newPage(), site.url, platform);
      results.requests = counted;
      out.push(
        '\n## Requests per scenario (commerce API, counted at the platform)\n',
        requestTable(counted.scenarios, counted.priceElements),
      );
    } finally {
      await context.close();
      await site.close();
    }
  }
  if (only.includes('churn')) {
    const churn = await runChurn(browser, target);
    results.churn = churn;
    out.push(
      `\n## Churn\n\n${churn.elements} elements added and removed, ${churn.switches} currency switches: heap ${churn.heapStartKB.toFixed(0)} KB -> ${churn.heapEndKB.toFixed(0)} KB (${churn.deltaKB >= 0 ? '+' : ''}${churn.deltaKB.toFixed(0)} KB); a second identical round: ${churn.secondRoundKB >= 0 ? '+' : ''}${churn.secondRoundKB.toFixed(0)} KB.`,
    );
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
    out.push(
      `\n## Platform throughput (autocannon, ${t.options.connections} connections, ${duration} s each, platform in its own process)\n`,
      `| request | req/s | p50 ms | p99 ms | non-2xx | errors |\n| - | - | - | - | - | - |`,
      ...(['productRead', 'addToCart'] as const).map(
        (k) =>
          `| ${k === 'productRead' ? 'GET /v2/products/{id}' : 'POST /v2/cart/{id}/items'} | ${t[k].requestsPerSecond} | ${t[k].p50Ms} | ${t[k].p99Ms} | ${t[k].non2xx} | ${t[k].errors} |`,
      ),
    );
  } finally {
    await child.stop();
  }
}
if (only.includes('database')) {
  const database = await runDatabaseBench(duration);
  results.database = database;
  out.push(...databaseTables(database));
}
fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\n${out.join('\n')}\n\nwrote ${path.relative(ROOT, RESULTS_FILE)}`);
