// Page cost in headless Chromium, every subject treated alike: each run opens a fresh browser context (cold caches)
// with 4x CPU throttling and the same simulated round trip on every request (network.ts), all served from loopback.
// Measured: the bytes of script and style the page received, script time, time from the
// start of navigation until every ready condition shows (page-probe.ts), long tasks, JS heap after a forced GC, and
// for a page that shows prices, how long after its product answer the price showed. Runs interleave the subjects so
// the machine's noise falls on all of them alike; each figure is published as min, median and max.
import type { Browser, BrowserContext } from '@playwright/test';
import { countScriptBytes, emulateRoundTrip, launchBenchBrowser } from './network.ts';
import { PROBE_JS } from './page-probe.ts';
import { median } from './stats.ts';
import { startStaticServer, TYPES, type StaticRoute, type StaticServer } from './static-server.ts';

/** A laptop screen: the demo home page's first row of products, with their prices, is above its fold. */
export const BENCH_VIEWPORT = { width: 1280, height: 900 };

export interface PageScenario {
  /** The page kind (`banner`, `cart`, `home`, `product`, ...) and the subject shown on it. */
  kind: string;
  subject: string;
  /** The page's path on the bench's server. */
  url: string;
  /** Files served from the bench's server for this scenario (its page, a peer's script, our builds). */
  files?: Record<string, StaticRoute>;
  /** Runs on each fresh context before the page opens: cookies, init scripts. */
  prepare?: (context: BrowserContext, origin: string) => Promise<void>;
  /** The API path a price waits for; `afterDataMs` is the time from that answer to the page being ready. */
  dataPath?: string;
}

export interface PageSample {
  scriptMs: number;
  readyMs: number;
  afterDataMs: number;
  longTaskMs: number;
  heapKB: number;
  gzipBytes: number;
  files: number;
}

export interface Spread {
  min: number;
  median: number;
  max: number;
}
export type PageFigures = { [K in keyof PageSample]: Spread } & { kind: string; subject: string; runs: number };

export interface PageCostOptions {
  runs: number;
  cpuRate: number;
  latencyMs: number;
  settleMs: number;
  timeoutMs: number;
}

export const PAGE_COST_DEFAULTS: PageCostOptions = {
  runs: 15,
  cpuRate: 4,
  latencyMs: 40,
  settleMs: 300,
  timeoutMs: 30_000,
};

interface ProbeState {
  readyAt: number;
  longTasks: number[];
  dataAt: number | null;
}

async function measureOnce(
  browser: Browser,
  server: StaticServer,
  scenario: PageScenario,
  options: PageCostOptions,
): Promise<PageSample> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: BENCH_VIEWPORT });
  try {
    await scenario.prepare?.(context, server.url);
    const page = await context.newPage();
    const bytes = countScriptBytes(page, /\/bench-probe\.js$/);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuRate });
    await emulateRoundTrip(cdp, options.latencyMs);
    await page.goto(`${server.url}${scenario.url}`);
    const ready = page
      .evaluate(() => (window as unknown as { __bench: { ready: Promise<number> } }).__bench.ready)
      .catch((error: unknown) => {
        throw new Error(`bench: ${scenario.kind}/${scenario.subject} has no probe running (${String(error)})`);
      });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`bench: ${scenario.kind}/${scenario.subject} not ready within ${options.timeoutMs} ms`)),
        options.timeoutMs,
      );
    });
    await Promise.race([ready, timeout]).finally(() => clearTimeout(timer));
    await page.waitForTimeout(options.settleMs);
    const probe: ProbeState = await page.evaluate((dataPath) => {
      const state = (window as unknown as { __bench: { readyAt: number; longTasks: number[] } }).__bench;
      const answer = dataPath
        ? (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
            entry.name.includes(dataPath),
          )
        : undefined;
      return { readyAt: state.readyAt, longTasks: state.longTasks, dataAt: answer ? answer.responseEnd : null };
    }, scenario.dataPath ?? null);
    await bytes.done();
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
    return {
      scriptMs: metric('ScriptDuration') * 1000,
      readyMs: probe.readyAt,
      afterDataMs: probe.dataAt === null ? Number.NaN : probe.readyAt - probe.dataAt,
      longTaskMs: probe.longTasks.reduce((a, b) => a + b, 0),
      heapKB: metric('JSHeapUsedSize') / 1024,
      gzipBytes: bytes.gzip,
      files: bytes.files,
    };
  } finally {
    await context.close();
  }
}

function spread(values: number[]): Spread {
  const known = values.filter((value) => !Number.isNaN(value));
  if (known.length === 0) return { min: Number.NaN, median: Number.NaN, max: Number.NaN };
  return { min: Math.min(...known), median: median(known), max: Math.max(...known) };
}

function figures(scenario: PageScenario, samples: PageSample[]): PageFigures {
  const keys = Object.keys(samples[0]!) as Array<keyof PageSample>;
  const result = Object.fromEntries(keys.map((key) => [key, spread(samples.map((sample) => sample[key]))]));
  return {
    ...(result as { [K in keyof PageSample]: Spread }),
    kind: scenario.kind,
    subject: scenario.subject,
    runs: samples.length,
  };
}

/** Runs every scenario `options.runs` times, interleaved (each round in a rotated order), from one loopback origin. */
export async function runPageCost(
  scenarios: PageScenario[],
  options: PageCostOptions,
  browser?: Browser,
  onProgress: (done: number, total: number) => void = () => undefined,
): Promise<PageFigures[]> {
  const server = await startStaticServer({ '/bench-probe.js': { body: PROBE_JS, type: TYPES.js } }, 0, { http2: true });
  const ownBrowser = browser ?? (await launchBenchBrowser());
  try {
    for (const scenario of scenarios)
      for (const [path, route] of Object.entries(scenario.files ?? {})) server.set(path, route);
    const samples = scenarios.map((): PageSample[] => []);
    for (let run = 0; run < options.runs; run++) {
      for (let step = 0; step < scenarios.length; step++) {
        const index = (step + run) % scenarios.length;
        samples[index]!.push(await measureOnce(ownBrowser, server, scenarios[index]!, options));
        onProgress(run * scenarios.length + step + 1, options.runs * scenarios.length);
      }
    }
    return scenarios.map((scenario, index) => figures(scenario, samples[index]!));
  } finally {
    if (!browser) await ownBrowser.close();
    await server.close();
  }
}
