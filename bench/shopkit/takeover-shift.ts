// Layout shift while the elements take a prerendered page over (issue 21): each prerendered scenario is opened in a
// fresh context under the bench's throttling and round trip, and the layout shifts (a PerformanceObserver of
// `layout-shift` from before the first paint) are summed until the catalogue elements have shown their own read and,
// with the shopper's currency set to EUR, the prices are in euros. Published as the largest sum over the runs.
import type { Browser } from '@playwright/test';
import { emulateRoundTrip } from '../network.ts';
import type { PageCostOptions, PageScenario } from '../page-cost.ts';
import { PROBE_JS } from '../page-probe.ts';
import { startStaticServer, TYPES } from '../static-server.ts';

/** One node a layout shift moved: what it is, and its box before and after (CSS px, rounded). */
export interface ShiftSource {
  node: string;
  previous: string;
  current: string;
}

/** One layout-shift entry of a run: its value, when (ms after DOMContentLoaded and after the first Shopkit element
 * was defined; null if that had not happened yet), and what moved. */
export interface ShiftEntry {
  value: number;
  afterDomContentLoadedMs: number | null;
  afterFirstDefineMs: number | null;
  sources: ShiftSource[];
}

export interface TakeoverShift {
  kind: string;
  subject: string;
  runs: number;
  /** The largest total layout shift of a run, and every run's. */
  max: number;
  shifts: number[];
  /** The entries of every run that shifted, in run order (run index as in `shifts`). */
  moved: { run: number; entries: ShiftEntry[] }[];
}

// Records each shift's value, time and sources in the page; the first Shopkit element defined is caught by wrapping
// `customElements.define` (before any script of the page runs).
const RECORD_SHIFTS = `(() => {
  window.__shift = 0;
  window.__shiftEntries = [];
  window.__firstShopDefine = null;
  const define = customElements.define.bind(customElements);
  customElements.define = (name, ...rest) => {
    if (window.__firstShopDefine === null && name.startsWith('shop-')) window.__firstShopDefine = performance.now();
    return define(name, ...rest);
  };
  const box = (rect) => rect ? [rect.x, rect.y, rect.width, rect.height].map((n) => Math.round(n * 10) / 10).join(',') : '';
  const describe = (node) => {
    if (!node) return '(removed node)';
    if (node.nodeType !== 1) return '#text "' + (node.textContent || '').trim().slice(0, 30) + '" in ' + describe(node.parentElement);
    const id = node.id ? '#' + node.id : '';
    const classes = node.classList.length ? '.' + [...node.classList].join('.') : '';
    const text = (node.textContent || '').replace(/\\s+/g, ' ').trim().slice(0, 40);
    return node.localName + id + classes + (text ? ' "' + text + '"' : '');
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__shift += entry.value;
      window.__shiftEntries.push({
        value: entry.value,
        startTime: entry.startTime,
        sources: (entry.sources || []).map((source) => ({
          node: describe(source.node),
          previous: box(source.previousRect),
          current: box(source.currentRect),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

/** Reads the run's total and its entries, with their times made relative to DOMContentLoaded and the first define. */
function readShifts() {
  const recorded = window as unknown as {
    __shift: number;
    __shiftEntries: (Omit<ShiftEntry, 'afterDomContentLoadedMs' | 'afterFirstDefineMs'> & { startTime: number })[];
    __firstShopDefine: number | null;
  };
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const loaded = navigation?.domContentLoadedEventStart || null;
  const defined = recorded.__firstShopDefine;
  // No named helper here: the function runs in the page, where a bundler's name-keeping helper does not exist.
  return {
    total: recorded.__shift,
    entries: recorded.__shiftEntries.map(({ startTime, ...entry }) => ({
      ...entry,
      afterDomContentLoadedMs: loaded === null ? null : Math.round(startTime - loaded),
      afterFirstDefineMs: defined === null ? null : Math.round(startTime - defined),
    })),
  };
}

/** One line per shifting run: the run, each entry's value and time, and what moved (for under the table). */
export function describeMoved(shift: TakeoverShift): string[] {
  return shift.moved.map(({ run, entries }) => {
    const parts = entries.map((entry) => {
      const moved = entry.sources.map((source) => `${source.node} [${source.previous}] -> [${source.current}]`);
      return `${entry.value.toExponential(1)} at DCL+${entry.afterDomContentLoadedMs ?? '?'} ms, define+${entry.afterFirstDefineMs ?? '(not yet)'} ms: ${moved.join('; ') || '(no sources)'}`;
    });
    return `${shift.kind}, ${shift.subject}, run ${run + 1}: ${parts.join(' | ')}`;
  });
}

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
        // A product's price shows in its own part; a list row's, once its element has upgraded, is the light price
        // the row writes, which the element's shadow root only slots in.
        const element = document.querySelector('shop-price');
        const root = element?.shadowRoot;
        const price =
          root?.querySelector('[part="price"]') ??
          (root?.querySelector('slot') ? element!.querySelector('[data-shop-part="price"]') : null);
        return Boolean(price) && (!wantEuros || price!.textContent!.includes('€'));
      },
      euros,
      { timeout: options.timeoutMs },
    );
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return await page.evaluate(readShifts);
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
    const moved = taken.map((): TakeoverShift['moved'] => []);
    for (let run = 0; run < options.runs; run++)
      for (const [index, scenario] of taken.entries()) {
        const { total, entries } = await shiftOnce(browser, server.url, scenario, options);
        shifts[index]!.push(total);
        if (entries.length) moved[index]!.push({ run, entries });
      }
    return taken.map((scenario, index) => ({
      kind: scenario.kind,
      subject: scenario.subject,
      runs: options.runs,
      max: Math.max(...shifts[index]!),
      shifts: shifts[index]!,
      moved: moved[index]!,
    }));
  } finally {
    await server.close();
  }
}
