// One chaos run: a local platform with faults on, many seeded shopper sessions through fresh clients (a few at a
// time, against one platform), each checked against its intended cart. Gives the figures the report prints.
import { createShopkitClient, describeCurrency } from '../../src/index.ts';
import type { RateLimitName } from '../../demo/platform/limits/rate-limits.ts';
import { startPlatform } from '../../demo/platform/start-platform.ts';
import { createPrng } from './create-prng.ts';
import { createPlatformReader } from './create-platform-reader.ts';
import type { Fetch } from './create-wire-log.ts';
import { discoverCatalog } from './discover-catalog.ts';
import { generateSession } from './generate-session.ts';
import { runSession, type SessionResult } from './run-session.ts';
import { DEFAULT_GENERATE_OPTIONS } from './session-types.ts';
import { summarizeSessions, type ChaosSummary } from './summarize-sessions.ts';

export interface ChaosFaults {
  latencyMs: number;
  jitterMs: number;
  error5xxRate: number;
  error429Rate: number;
  dropRate: number;
}
export const ISSUE_FAULTS: Readonly<ChaosFaults> = {
  latencyMs: 2,
  jitterMs: 12,
  error5xxRate: 0.1,
  error429Rate: 0.05,
  dropRate: 0.05,
};

export interface ChaosOptions {
  seed: number;
  sessions: number;
  /** Sessions running at the same time against the platform. */
  concurrency: number;
  /** Run only these session indexes (a replay); every other plan is still drawn the same way. */
  only?: readonly number[];
  faults?: Partial<ChaosFaults>;
  onSession?: (result: SessionResult) => void;
  /** What the sessions' clients send through (the suite's own self-test plants a defect here). */
  fetch?: Fetch;
}

export async function runChaos(
  options: ChaosOptions,
): Promise<ChaosSummary & { limitRefusals: Partial<Record<RateLimitName, number>> }> {
  // Every simulated shopper comes from this one machine's address, so the per-address limits (which assume one
  // address is a few shoppers) are lifted; the per-key limits stay, and the run checks that nothing was refused.
  const platform = await startPlatform({
    storefrontOrigins: { demo: ['http://127.0.0.1'] },
    rateLimits: { 'address.cart-create': null, 'address.cart-write': null, 'address.checkout-create': null },
  });
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  process.on('unhandledRejection', onRejection);
  const started = Date.now();
  try {
    const key = platform.keys.demo;
    const catalog = await discoverCatalog(platform.urls.api, key, DEFAULT_GENERATE_OPTIONS.maxLineQuantity);
    platform.faults.set({ ...ISSUE_FAULTS, ...options.faults, seed: options.seed });
    const reader = createPlatformReader({ apiUrl: platform.urls.api, key: () => key });
    const root = createPrng(options.seed);
    const plans = Array.from({ length: options.sessions }, (_, index) =>
      generateSession(root.fork(`session ${index}`), index, {
        ...DEFAULT_GENERATE_OPTIONS,
        variants: catalog.variants,
        currencies: catalog.currencies,
      }),
    ).filter((plan) => !options.only || options.only.includes(plan.index));
    const deps = {
      baseFetch: options.fetch ?? ((input: string, init: RequestInit) => fetch(input, init)),
      reader,
      resolveCurrency: (choice: string | null) => describeCurrency(catalog.shop, choice).code,
      resolveChargeCurrency: (choice: string | null) => {
        const info = describeCurrency(catalog.shop, choice);
        return info.mode === 'display' ? catalog.shop.baseCurrency : info.code;
      },
      createClient: (sessionFetch: Fetch) =>
        createShopkitClient({
          publishableKey: key,
          apiUrl: platform.urls.api,
          checkoutUrl: platform.urls.checkout,
          storage: 'memory',
          consent: false,
          fetch: sessionFetch,
          timeoutMs: 10_000,
        }),
    };
    const results: SessionResult[] = [];
    let next = 0;
    const worker = async () => {
      while (next < plans.length) {
        const plan = plans[next++]!;
        const result = await runSession(plan, deps);
        results.push(result);
        options.onSession?.(result);
      }
    };
    await Promise.all(Array.from({ length: Math.min(options.concurrency, plans.length) }, worker));
    // Let any stray promise settle before counting unhandled rejections.
    await new Promise((resolve) => setImmediate(resolve));
    const summary = summarizeSessions(options.seed, results, rejections, Date.now() - started);
    return { ...summary, limitRefusals: platform.limits.refused() };
  } finally {
    process.off('unhandledRejection', onRejection);
    await platform.close();
  }
}
