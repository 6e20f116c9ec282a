// Page cost in headless Chromium, every subject treated alike: each run opens a fresh browser context (cold caches)
// with 4x CPU throttling and the same simulated round trip on every request (network.ts), all served from loopback.
// Measured: the bytes of script and style the page received and in how many files, script time, time from the
// start of navigation until every ready condition shows (page-probe.ts), when the first request to the shop's API
// left, long tasks, JS heap after a forced GC, and for a page that shows products, how long after their answer the
// page showed them and the longest task in between. Runs interleave the subjects so
// the machine's noise falls on all of them alike; each figure is published as min, median and max.
import type { Browser, BrowserContext } from '@playwright/test';
import { countScriptBytes, emulateRoundTrip, launchBenchBrowser } from './network.ts';
import { describeRenderTasks, type LongFrame } from './render-task-causes.ts';
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
  /** The origin of the shop's API: `firstReadMs` is when the page's first request to it left. */
  apiOrigin?: string;
  /** The tag whose definition starts the render measured with `dataPath` when it comes after the answer. */
  renderTag?: string;
  /** A viewport of its own (a page whose ready conditions lie below the default's fold). */
  viewport?: { width: number; height: number };
}

export interface PageSample {
  scriptMs: number;
  readyMs: number;
  /** When the first request to the shop's API left, from the start of navigation. */
  firstReadMs: number;
  afterDataMs: number;
  /** The longest task between the products' answer (or the list's code, if later) and the page showing them. */
  renderTaskMs: number;
  longTaskMs: number;
  heapKB: number;
  gzipBytes: number;
  files: number;
  /** Script files alone (`files` counts the page's stylesheets too). */
  scriptFiles: number;
  /** The time from the products' answer, or the list's code if it came later, to the page showing the products. */
  renderMs: number;
}

export interface Spread {
  min: number;
  median: number;
  max: number;
}
/** Each figure's spread, and the samples in the order of the rounds (round r of every scenario ran together). */
export type PageFigures = { [K in keyof PageSample]: Spread } & {
  kind: string;
  subject: string;
  runs: number;
  samples: PageSample[];
};

export interface PageCostOptions {
  runs: number;
  cpuRate: number;
  latencyMs: number;
  settleMs: number;
  timeoutMs: number;
  /** Prints each long task of a render window with what it was made of (render-task-causes.ts). */
  describeTasks?: boolean;
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
  longTasks: Array<[number, number]>;
  dataAt: number | null;
  firstReadAt: number | null;
  definedAt: number | null;
  longFrames: LongFrame[];
}

async function measureOnce(
  browser: Browser,
  server: StaticServer,
  scenario: PageScenario,
  options: PageCostOptions,
): Promise<PageSample> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: scenario.viewport ?? BENCH_VIEWPORT });
  try {
    await scenario.prepare?.(context, server.url);
    if (options.describeTasks) await context.addInitScript('window.__benchLongFrames = true');
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
    const probe: ProbeState = await page.evaluate(
      ([dataPath, apiOrigin]) => {
        const state = (
          window as unknown as {
            __bench: {
              readyAt: number;
              longTasks: Array<[number, number]>;
              definedAt: number | null;
              longFrames: LongFrame[];
            };
          }
        ).__bench;
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const answer = dataPath ? resources.find((entry) => entry.name.includes(dataPath)) : undefined;
        const reads = apiOrigin ? resources.filter((entry) => entry.name.startsWith(apiOrigin)) : [];
        return {
          readyAt: state.readyAt,
          longTasks: state.longTasks,
          dataAt: answer ? answer.responseEnd : null,
          firstReadAt: reads.length > 0 ? Math.min(...reads.map((entry) => entry.startTime)) : null,
          definedAt: state.definedAt,
          longFrames: state.longFrames,
        };
      },
      [scenario.dataPath ?? null, scenario.apiOrigin ?? null] as const,
    );
    await bytes.done();
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
    const dataAt = probe.dataAt;
    const renderAt = dataAt === null ? null : Math.max(dataAt, probe.definedAt ?? 0);
    const renderTasks =
      renderAt === null
        ? []
        : probe.longTasks.filter(([start, duration]) => start + duration > renderAt && start < probe.readyAt);
    if (options.describeTasks && renderAt !== null) {
      const named = describeRenderTasks(renderTasks, probe.longFrames, renderAt);
      console.log(`${scenario.kind} / ${scenario.subject}: long tasks while it renders (${named.length})`);
      for (const line of named) console.log(`  ${line}`);
    }
    return {
      scriptMs: metric('ScriptDuration') * 1000,
      readyMs: probe.readyAt,
      firstReadMs: probe.firstReadAt ?? Number.NaN,
      afterDataMs: dataAt === null ? Number.NaN : probe.readyAt - dataAt,
      renderTaskMs: dataAt === null ? Number.NaN : Math.max(0, ...renderTasks.map(([, duration]) => duration)),
      longTaskMs: probe.longTasks.reduce((sum, [, duration]) => sum + duration, 0),
      heapKB: metric('JSHeapUsedSize') / 1024,
      gzipBytes: bytes.gzip,
      files: bytes.files,
      scriptFiles: bytes.scripts,
      renderMs: renderAt === null ? Number.NaN : probe.readyAt - renderAt,
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
    samples,
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
