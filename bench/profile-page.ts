// `npm run bench:profile -- --kinds product,cart --runs 1 [--self] [--from-start] [--variant plain] [--long 40]` (kinds: banner, cart, product, product-alone, list,
// prerender; product-alone is the bench's `shopkit alone`, the product component on a bare page; prerender is the
// prerender bench's product page, prerendered and its static floor): where the main thread's time goes between the
// script's start and "shown", for the script tag and the single file alike. Each run opens a page kind's bench page as
// page-cost.ts does (a fresh context, 4x CPU throttle, the same round trip on every request, the probe first), with a
// Chromium trace and a CPU profile, and prints the page's requests, its main-thread tasks from the script's start to
// "shown" and the functions that took the most time (trace-summary.ts); with `--self`, also the functions of the window
// from the script's start to the first API read, and each function's own time from the catalogue's answer to "shown"
// (the render, without its callees); with `--from-start`, the tasks from the page's start rather than the script's
// (what the page does before its deferred script runs); with `--long <ms>`, each task of at least that many ms with the
// functions that ran in it (callers with their callees, then self time). Builds nothing: run `npm run build` first.
// Like the bench, it wants a quiet machine (take the bench lock).
import type { Browser, CDPSession } from '@playwright/test';
import { startPlatform } from '../demo/platform/start-platform.ts';
import { startSite } from '../demo/site/site-server.ts';
import { emulateRoundTrip, launchBenchBrowser } from './network.ts';
import { BENCH_VIEWPORT, PAGE_COST_DEFAULTS, type PageScenario } from './page-cost.ts';
import { PROBE_JS } from './page-probe.ts';
import { createRememberedCart, findSimpleProduct } from './shopkit/remembered-cart.ts';
import {
  bannerScenario,
  CARD_VARIANTS,
  cartScenario,
  listScenarios,
  productAloneScenario,
  productScenarios,
  type Build,
  type CardVariant,
} from './shopkit/shopkit-scenarios.ts';
import { startStaticServer, TYPES } from './static-server.ts';
import { openPrerenderScenarios } from './shopkit/prerender-bench.ts';
import {
  describeTasks,
  findMainThread,
  hottestFunctions,
  longTasks,
  type CpuProfile,
  type TraceEvent,
} from './trace-summary.ts';
import { flag } from './flags.ts';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'loading',
  // The font lookups of a layout (FontLookup in the task lines).
  'fonts',
  // navigationStart, the zero of every time printed.
  'blink.user_timing',
];

async function traced<T>(cdp: CDPSession, run: () => Promise<T>): Promise<{ result: T; events: TraceEvent[] }> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: CATEGORIES.join(','), transferMode: 'ReportEvents' });
  const result = await run();
  await cdp.send('Tracing.end');
  await complete;
  return { result, events };
}

interface PageRun {
  readyAt: number;
  requests: string[];
  events: TraceEvent[];
  profile: CpuProfile;
}

async function profileOnce(browser: Browser, origin: string, scenario: PageScenario): Promise<PageRun> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: scenario.viewport ?? BENCH_VIEWPORT });
  try {
    await scenario.prepare?.(context, origin);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PAGE_COST_DEFAULTS.cpuRate });
    await emulateRoundTrip(cdp, PAGE_COST_DEFAULTS.latencyMs);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const { result, events } = await traced(cdp, async () => {
      await page.goto(`${origin}${scenario.url}`);
      const readyAt = await page.evaluate(
        () => (window as unknown as { __bench: { ready: Promise<number> } }).__bench.ready,
      );
      const requests = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map(
            (entry) =>
              `${entry.startTime.toFixed(0)}-${(entry as PerformanceResourceTiming).responseEnd.toFixed(0)} ${entry.name.replace(/^https?:\/\/[^/]+/, '')}`,
          ),
      );
      return { readyAt, requests };
    });
    const { profile } = await cdp.send('Profiler.stop');
    return { ...result, events, profile: profile as unknown as CpuProfile };
  } finally {
    await context.close();
  }
}

function report(scenario: PageScenario, run: PageRun): void {
  const main = findMainThread(run.events, scenario.url);
  const script = run.events.find(
    (event) =>
      event.pid === main.pid &&
      event.tid === main.tid &&
      event.name === 'EvaluateScript' &&
      /\/shopkit(\.full)?\.js$/.test(String(event.args?.data?.url ?? '')),
  );
  const from = script ? (script.ts - main.start) / 1000 : 0;
  console.log(
    `\n## ${scenario.kind} / ${scenario.subject}: script at ${from.toFixed(0)} ms, shown at ${run.readyAt.toFixed(0)} ms`,
  );
  console.log(run.requests.map((request) => `  ${request}`).join('\n'));
  console.log(describeTasks(run.events, main, fromStart ? 0 : from, run.readyAt).join('\n'));
  console.log('hottest (a caller includes its callees):');
  console.log(hottestFunctions(run.profile, main, { from, to: run.readyAt }).join('\n'));
  if (longMs !== null) {
    // Each long task from the script's start to shown, with the functions that ran in it, callers with their callees.
    for (const task of longTasks(run.events, main, { from, to: run.readyAt }, longMs)) {
      const cpu = task.cpuMs === null ? '' : `, ${task.cpuMs.toFixed(1)} ms of the thread's CPU time`;
      console.log(`long task at ${task.from.toFixed(0)} ms, ${(task.to - task.from).toFixed(0)} ms${cpu}:`);
      console.log(hottestFunctions(run.profile, main, task, 16).join('\n'));
      console.log('  self time:');
      console.log(hottestFunctions(run.profile, main, task, 10, true).join('\n'));
    }
  }
  if (!selfTime) return;
  // Before the data: from the script's start to the first API read leaving (what the reads wait for).
  const firstRead = run.requests.find((request) => / \/v2\//.test(request));
  const readAt = firstRead ? Number(/^\s*(\d+)-/.exec(firstRead)?.[1]) : from;
  console.log(`from the script's start to the first API read (${readAt} ms), callers with their callees:`);
  console.log(hottestFunctions(run.profile, main, { from, to: readAt }, 30).join('\n'));
  console.log('the same window, self time:');
  console.log(hottestFunctions(run.profile, main, { from, to: readAt }, 30, true).join('\n'));
  // The render: from the first catalogue answer (a list's page or a product) to shown.
  const answer = run.requests.find((request) => / \/v2\/products[/?]/.test(request));
  const answeredAt = answer ? Number(/^\d+-(\d+)/.exec(answer.trim())?.[1]) : from;
  console.log(`self time from the catalogue's answer (${answeredAt} ms) to shown:`);
  console.log(hottestFunctions(run.profile, main, { from: answeredAt, to: run.readyAt }, 30, true).join('\n'));
}

const kinds = (flag('kinds') ?? 'product,cart').split(',');
const runs = Number(flag('runs') ?? '1');
const selfTime = process.argv.includes('--self');
const fromStart = process.argv.includes('--from-start');
const longMs = flag('long') === undefined ? null : Number(flag('long'));
// The list's cards: the demo's (`ours`), or the bench's `plain` or `bare` cards, to set a trace of ours beside them.
const listVariant = (flag('variant') ?? 'ours') as CardVariant;
if (!CARD_VARIANTS.includes(listVariant))
  throw new Error(`--variant takes ${CARD_VARIANTS.join(', ')} (got ${listVariant})`);
const builds: Build[] = ['shopkit', 'shopkit.full'];
const platform = await startPlatform();
const site = await startSite({ port: 0, platform });
const server = await startStaticServer({ '/bench-probe.js': { body: PROBE_JS, type: TYPES.js } }, 0, { http2: true });
const prerender = kinds.includes('prerender') ? await openPrerenderScenarios(platform) : null;
const browser = await launchBenchBrowser();
try {
  const target = { apiUrl: platform.urls.api, checkoutUrl: platform.urls.checkout, key: platform.keys.demo };
  const cart = await createRememberedCart(target.apiUrl, target.key);
  const { slug } = await findSimpleProduct(target.apiUrl, target.key);
  const scenarios = [
    ...(kinds.includes('banner') ? builds.map((build) => bannerScenario(target, build)) : []),
    ...(kinds.includes('cart') ? builds.map((build) => cartScenario(target, cart, build)) : []),
    ...(kinds.includes('product') ? await productScenarios(site.url, slug, builds) : []),
    ...(kinds.includes('product-alone') ? [productAloneScenario(target, slug)] : []),
    ...(kinds.includes('list') ? await listScenarios(site.url, builds, listVariant) : []),
    ...(prerender?.scenarios.filter(
      (scenario) => scenario.kind === 'prerendered product' && ['prerendered', 'static'].includes(scenario.subject),
    ) ?? []),
  ];
  for (const scenario of scenarios)
    for (const [urlPath, route] of Object.entries(scenario.files ?? {})) server.set(urlPath, route);
  for (let round = 0; round < runs; round++)
    for (const scenario of scenarios) report(scenario, await profileOnce(browser, server.url, scenario));
} finally {
  await browser.close();
  await server.close();
  await site.close();
  await prerender?.close();
  await platform.close();
}
