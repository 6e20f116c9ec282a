// Churn: add and remove 1,000 elements and switch the currency 100 times on a page running dist/shopkit.js against
// the local platform, then compare the JS heap after a forced GC (CDP HeapProfiler.collectGarbage) with where it
// began after a warm-up. A leak of listeners or subscriptions shows up as a heap that keeps what it should drop.
import type { Browser } from '@playwright/test';
import { TYPES, startStaticServer } from '../static-server.ts';
import { shopkitFiles } from '../../demo/site/shopkit-files.ts';
import { CHURN_JS } from './churn-page.ts';
import { shopkitScriptTag, type PlatformTarget } from './shopkit-scenarios.ts';

export interface ChurnOptions {
  elements: number;
  batch: number;
  switches: number;
}
export interface ChurnResult extends ChurnOptions {
  heapStartKB: number;
  heapEndKB: number;
  /** Heap after the churn minus before it (one-time caches and compiled code land here too). */
  deltaKB: number;
  /** Heap after a second identical churn minus after the first: what a leak would keep adding. */
  secondRoundKB: number;
  durationMs: number;
}

export const CHURN_DEFAULTS: ChurnOptions = { elements: 1000, batch: 100, switches: 100 };

async function productIds(target: PlatformTarget): Promise<string[]> {
  const response = await fetch(`${target.apiUrl}/v2/products?limit=20`, {
    headers: { authorization: `Bearer ${target.key}` },
  });
  const page = (await response.json()) as { data: Array<{ id: string }> };
  return page.data.map((p) => p.id);
}

export async function runChurn(
  browser: Browser,
  target: PlatformTarget,
  options: ChurnOptions = CHURN_DEFAULTS,
): Promise<ChurnResult> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>churn</title></head><body>
<header><shop-currency-select></shop-currency-select><shop-cart></shop-cart></header><main id="churn"></main>
${shopkitScriptTag(target, 'shopkit', ' data-consent="false"')}<script src="/churn.js"></script></body></html>`;
  const server = await startStaticServer({
    '/': { body: html, type: TYPES.html },
    ...Object.fromEntries([...shopkitFiles()].map(([urlPath, file]) => [urlPath, { file, type: TYPES.js }])),
    '/churn.js': { body: CHURN_JS, type: TYPES.js },
  });
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const heapKB = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      return (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? Number.NaN) / 1024;
    };
    await page.goto(`${server.url}/`);
    const ids = await productIds(target);
    const churn = (o: ChurnOptions) =>
      page.evaluate((args) => (window as unknown as { __churn(a: unknown): Promise<void> }).__churn(args), {
        ...o,
        productIds: ids,
        currencies: ['EUR', 'SEK'],
      });
    await churn({ elements: 100, batch: 50, switches: 2 });
    const heapStartKB = await heapKB();
    const started = Date.now();
    await churn(options);
    const durationMs = Date.now() - started;
    const heapEndKB = await heapKB();
    await churn(options);
    const heapAgainKB = await heapKB();
    return {
      ...options,
      heapStartKB,
      heapEndKB,
      deltaKB: heapEndKB - heapStartKB,
      secondRoundKB: heapAgainKB - heapEndKB,
      durationMs,
    };
  } finally {
    await context.close();
    await server.close();
  }
}
