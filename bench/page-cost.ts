// Page cost in headless Chromium with 4x CPU throttling (DevTools protocol): script time, time from the measured
// script's start until the page's ready condition holds, long tasks and JS heap after a forced GC. Every run uses a
// fresh browser context (cold caches); runs interleave scenarios so the machine's noise falls on all of them alike.
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { MARK_JS, PROBE_JS } from './page-probe.ts';
import { median } from './stats.ts';
import { startStaticServer, TYPES, type StaticRoute, type StaticServer } from './static-server.ts';

export interface PageScenario {
  name: string;
  /** The page, usually made with benchPage(). */
  html: string;
  /** Extra files served from the same loopback origin (scripts, styles, configs). */
  files?: Record<string, StaticRoute>;
  /** Runs on each fresh context before the page opens: routes, cookies, init scripts. */
  prepare?: (context: BrowserContext, origin: string) => Promise<void>;
}

export interface PageSample {
  scriptMs: number;
  taskMs: number;
  readyMs: number;
  longTasks: number;
  longTaskMs: number;
  heapKB: number;
}

export interface PageCostOptions {
  runs: number;
  cpuRate: number;
  settleMs: number;
  timeoutMs: number;
}

export const PAGE_COST_DEFAULTS: PageCostOptions = { runs: 5, cpuRate: 4, settleMs: 300, timeoutMs: 30_000 };

interface ProbeState {
  readyAt: number;
  start: number;
  longTasks: number[];
}

async function measureOnce(
  browser: Browser,
  server: StaticServer,
  scenario: PageScenario,
  options: PageCostOptions,
): Promise<PageSample> {
  const context = await browser.newContext();
  try {
    await scenario.prepare?.(context, server.url);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuRate });
    await page.goto(`${server.url}/s/${scenario.name}/`);
    const ready = page.evaluate(() => (window as unknown as { __bench: { ready: Promise<number> } }).__bench.ready);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`bench: ${scenario.name} not ready within ${options.timeoutMs} ms`)),
        options.timeoutMs,
      );
    });
    await Promise.race([ready, timeout]).finally(() => clearTimeout(timer));
    await page.waitForTimeout(options.settleMs);
    const probe: ProbeState = await page.evaluate(() => {
      const state = (window as unknown as { __bench: { readyAt: number; longTasks: number[] } }).__bench;
      const mark = performance.getEntriesByName('bench-script-start')[0];
      return { readyAt: state.readyAt, start: mark ? mark.startTime : 0, longTasks: state.longTasks };
    });
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
    return {
      scriptMs: metric('ScriptDuration') * 1000,
      taskMs: metric('TaskDuration') * 1000,
      readyMs: probe.readyAt - probe.start,
      longTasks: probe.longTasks.length,
      longTaskMs: probe.longTasks.reduce((a, b) => a + b, 0),
      heapKB: metric('JSHeapUsedSize') / 1024,
    };
  } finally {
    await context.close();
  }
}

export function medianSample(samples: PageSample[]): PageSample {
  const pick = (key: keyof PageSample) => median(samples.map((s) => s[key]));
  return {
    scriptMs: pick('scriptMs'),
    taskMs: pick('taskMs'),
    readyMs: pick('readyMs'),
    longTasks: pick('longTasks'),
    longTaskMs: pick('longTaskMs'),
    heapKB: pick('heapKB'),
  };
}

/** Serves every scenario from one loopback origin and returns the median sample of each. */
export async function runPageCost(
  scenarios: PageScenario[],
  options: PageCostOptions,
  browser?: Browser,
): Promise<Record<string, PageSample & { runs: number }>> {
  const server = await startStaticServer({
    '/bench-probe.js': { body: PROBE_JS, type: TYPES.js },
    '/bench-mark.js': { body: MARK_JS, type: TYPES.js },
  });
  const ownBrowser =
    browser ?? (await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }));
  try {
    for (const scenario of scenarios) {
      server.set(`/s/${scenario.name}/`, { body: scenario.html, type: TYPES.html });
      for (const [path, route] of Object.entries(scenario.files ?? {})) server.set(path, route);
    }
    const samples = new Map<string, PageSample[]>(scenarios.map((s) => [s.name, []]));
    for (let run = 0; run < options.runs; run++) {
      for (const scenario of scenarios)
        samples.get(scenario.name)!.push(await measureOnce(ownBrowser, server, scenario, options));
    }
    return Object.fromEntries(
      scenarios.map((s) => [s.name, { ...medianSample(samples.get(s.name)!), runs: options.runs }]),
    );
  } finally {
    if (!browser) await ownBrowser.close();
    await server.close();
  }
}
