// The part of the analytics layer every page carries, small on purpose. It listens for `shop-analytics` events from
// the first moment and keeps them while nothing may receive them yet. The rest (analytics-layer.ts: which tags the
// page has, the tag runtime, the consent log) is fetched only when there is work for it: at once in advanced mode,
// where Google's tags run with denied defaults before any decision; in basic mode once the shopper's decision grants
// analytics or marketing, or when a decision is made on this page (to record it and delete what it denies). So a
// visitor who has not answered the banner costs no shop read and no analytics code. A page whose stored decision
// denies a category deletes leftovers of it on load.
import type { ConsentState, ShopkitClient } from '../../../src/index.ts';
import type { ShopkitCommerceEvent } from '../runtime/commerce-events.ts';
import { describeError } from './describe-error.ts';
import { lazyImport } from './chunk-loader.ts';
import { readShopOnce } from './shop-read.ts';
import type { AnalyticsLayer } from '../analytics/analytics-layer.ts';
import type { TagRuntime, TagRuntimeSpec } from '../analytics/tag-runtime.ts';
import { findTrackingCookies } from './find-tracking-cookies.ts';
import { resolveTrackingOptions } from './tracking-options.ts';
import type { ShopkitTrackingOptions } from './tracking-options.ts';

/** Events kept while the page still finds out whether it has tags at all. */
export const MAX_EARLY_EVENTS = 100;

/** Where a page's tag runtime lives, so a second copy of the bundle or a second `configure()` finds the first. */
export const RUNTIME_KEY = Symbol.for('shopkit.tagRuntime');
export const runtimeSlot = globalThis as unknown as Record<symbol, TagRuntime | undefined>;

export interface AnalyticsHandle {
  /**
   * Resolves once the page knows what runs now: its tags (and the runtime, if it has any), or that nothing may run
   * before the shopper decides.
   */
  readonly ready: Promise<void>;
  stop(): void;
}

/** Deletes the cookies of the categories a decision denies, when the page can see any. */
export async function clearDenied(state: ConsentState): Promise<void> {
  if (!state.decided || findTrackingCookies(state.categories, document.cookie).length === 0) return;
  const { clearTrackingCookies } = await lazyImport(
    'components/internal/analytics/clear-tracking-cookies.ts',
    () => import('../analytics/clear-tracking-cookies.ts'),
  );
  clearTrackingCookies(state.categories);
}

/** Records a decision in the shop's consent log, when the shop keeps one (`shop.tracking.consentLog`). */
export async function recordDecision(client: ShopkitClient, state: ConsentState): Promise<void> {
  const shop = await readShopOnce(client);
  if (shop.tracking?.consentLog) await client.consent.record(state);
}

export const logFailure =
  (what: string) =>
  (error: unknown): void =>
    console.error(`Shopkit: ${what}: ${describeError(error)}`);

/** Whether a decision lets any tag run in basic mode: GA4 and GTM with analytics, GTM and Meta with marketing. */
export const grantsTracking = (state: ConsentState): boolean =>
  state.decided && (state.categories.analytics || state.categories.marketing);

/**
 * Starts the consent-gated analytics of a page for its default client. Nothing happens with `consent: false`.
 * `options` are the page's tracking settings (`ShopkitTrackingOptions`), already checked by the caller.
 */
export function startAnalytics(
  client: ShopkitClient,
  options: ShopkitTrackingOptions = {},
  seams: Pick<TagRuntimeSpec, 'loadScript'> = {},
): AnalyticsHandle {
  if (!client.consent.enabled || typeof document === 'undefined') return { ready: Promise.resolve(), stop() {} };
  const settings = resolveTrackingOptions(options);
  // Events are kept until the layer runs, unless the page knows that the shopper's decision lets no tag have them.
  let early: ShopkitCommerceEvent[] = [];
  let keepEarly = true;
  let layer: AnalyticsLayer | null = null;
  let loading: Promise<AnalyticsLayer | null> | null = null;
  let stopped = false;

  const onEvent = (event: CustomEvent<ShopkitCommerceEvent>): void => {
    if (layer) layer.send(event.detail);
    else if (keepEarly) {
      early.push(event.detail);
      if (early.length > MAX_EARLY_EVENTS) early.shift();
    }
  };
  const load = (): Promise<AnalyticsLayer | null> => {
    keepEarly = true;
    // A layer that could not be fetched (offline) is asked for again by the next decision.
    return (loading ??= lazyImport(
      'components/internal/analytics/analytics-layer.ts',
      () => import('../analytics/analytics-layer.ts'),
    ).then(
      ({ startAnalyticsLayer }) => {
        if (stopped) return null;
        layer = startAnalyticsLayer(client, settings, early, seams);
        early = [];
        return layer;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  };
  document.addEventListener('shop-analytics', onEvent);
  const unsubscribe = client.consent.onChange((state) => {
    if (layer) layer.decide(state);
    else load().then((started) => started?.decide(state), logFailure('the analytics layer could not load'));
  });

  const boot = async (): Promise<void> => {
    if (settings.mode === 'advanced' || runtimeSlot[RUNTIME_KEY]) {
      const started = await load();
      await started?.ready;
      return;
    }
    const state = await client.consent.read();
    if (stopped || loading) return;
    void clearDenied(state).catch(logFailure('deleting the tracking cookies failed'));
    if (settings.enabled && grantsTracking(state)) {
      const started = await load();
      await started?.ready;
    } else if (state.decided || !settings.enabled) {
      keepEarly = false;
      early = [];
    }
  };
  const ready = boot().catch(logFailure('the analytics tags could not start'));

  return {
    ready,
    stop() {
      stopped = true;
      early = [];
      document.removeEventListener('shop-analytics', onEvent);
      unsubscribe();
      layer?.stop();
    },
  };
}
