// Layout shift while the elements take a prerendered page over (issue 21): each prerendered scenario is opened in a
// fresh context under the bench's throttling and round trip, and the layout shifts (a PerformanceObserver of
// `layout-shift` from before the first paint) are summed until the catalogue elements have shown their own read and,
// with the shopper's currency set to EUR, the prices are in euros. Published as the largest sum over the runs.
import type { Browser } from '@playwright/test';
import { emulateRoundTrip } from '../network.ts';
import type { PageCostOptions, PageScenario } from '../page-cost.ts';
import { PROBE_JS } from '../page-probe.ts';
import { startStaticServer, TYPES } from '../static-server.ts';

export interface TakeoverShift {
  kind: string;
  subject: string;
  runs: number;
  /** The largest total layout shift of a run, and every run's. */
  max: number;
  shifts: number[];
}

const RECORD_SHIFTS = `(() => {
  window.__shift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

async function shiftOnce(browser: Browser, origin: string, scenario: PageScenario, options: PageCostOptions) {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    ...(scenario.viewport ? { viewport: scenario.viewport } : {}),
  });
  try {
    await scenario.prepare?.(context, origin);
    await context.addInitScript(RECORD_SHIFTS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuRate });
    await emulateRoundTrip(cdp, options.latencyMs);
    await page.goto(`${origin}${scenario.url}`);
    const euros = scenario.subject.endsWith('-eur');
    await page.waitForFunction(
      (wantEuros) => {
        if (document.querySelector('shop-product[data-shop-prerendered], shop-product-list[data-shop-prerendered]'))
          return false;
        const price = document.querySelector('shop-price')?.shadowRoot?.querySelector('[part="price"]');
        return Boolean(price) && (!wantEuros || price!.textContent!.includes('€'));
      },
      euros,
      { timeout: options.timeoutMs },
    );
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  } finally {
    await context.close();
  }
}

/** Runs each scenario that the elements take over `options.runs` times, interleaved. */
export async function measureTakeoverShift(
  browser: Browser,
  scenarios: PageScenario[],
  options: PageCostOptions,
): Promise<TakeoverShift[]> {
  const taken = scenarios.filter((scenario) => scenario.subject.startsWith('prerendered'));
  const server = await startStaticServer({ '/bench-probe.js': { body: PROBE_JS, type: TYPES.js } }, 0, { http2: true });
  try {
    for (const scenario of taken)
      for (const [path, route] of Object.entries(scenario.files ?? {})) server.set(path, route);
    const shifts = taken.map((): number[] => []);
    for (let run = 0; run < options.runs; run++)
      for (const [index, scenario] of taken.entries())
        shifts[index]!.push(await shiftOnce(browser, server.url, scenario, options));
    return taken.map((scenario, index) => ({
      kind: scenario.kind,
      subject: scenario.subject,
      runs: options.runs,
      max: Math.max(...shifts[index]!),
      shifts: shifts[index]!,
    }));
  } finally {
    await server.close();
  }
}
