// The part of the analytics layer every page carries, small on purpose: it listens for `shop-analytics` events from
// the first moment, learns which tags the page has (the page's own settings, else the shop's), and only when there is
// one imports the tag runtime and hands it the events seen so far. On every decision it records the decision in the
// shop's consent log (when the shop keeps one) and deletes the cookies of the categories now denied; a page whose
// stored decision denies a category deletes leftovers of it on load.
import type { ConsentState, ShopkitClient } from '../../../src/index.ts';
import type { ShopkitCommerceEvent } from '../commerce-events.ts';
import { describeError } from '../describe-error.ts';
import { readShopOnce } from '../shop-read.ts';
import type { TagRuntime, TagRuntimeSpec } from './tag-runtime.ts';
import { findTrackingCookies } from './find-tracking-cookies.ts';
import { chooseTrackingIds, needsShopTracking, resolveTrackingOptions } from './tracking-options.ts';
import type { ShopkitTrackingOptions } from './tracking-options.ts';

/** Events kept while the page still finds out whether it has tags at all. */
export const MAX_EARLY_EVENTS = 100;

const RUNTIME_KEY = Symbol.for('shopkit.tagRuntime');

export interface AnalyticsHandle {
  /** Resolves once the page knows its tags (and the runtime runs, if it has any). */
  readonly ready: Promise<void>;
  stop(): void;
}

type RuntimeSlot = Record<symbol, TagRuntime | undefined>;

async function clearDenied(state: ConsentState): Promise<void> {
  if (!state.decided || findTrackingCookies(state.categories, document.cookie).length === 0) return;
  const { clearTrackingCookies } = await import('./clear-tracking-cookies.ts');
  clearTrackingCookies(state.categories);
}

async function recordDecision(client: ShopkitClient, state: ConsentState): Promise<void> {
  const shop = await readShopOnce(client);
  if (shop.tracking?.consentLog) await client.consent.record(state);
}

const logFailure =
  (what: string) =>
  (error: unknown): void =>
    console.error(`Shopkit: ${what}: ${describeError(error)}`);

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
  const slot = globalThis as unknown as RuntimeSlot;
  let early: ShopkitCommerceEvent[] | null = [];
  let stopped = false;

  const onEvent = (event: CustomEvent<ShopkitCommerceEvent>): void => {
    const runtime = slot[RUNTIME_KEY];
    if (runtime && !early) runtime.send(event.detail);
    else if (early) {
      early.push(event.detail);
      if (early.length > MAX_EARLY_EVENTS) early.shift();
    }
  };
  document.addEventListener('shop-analytics', onEvent);
  const unsubscribe = client.consent.onChange((state) => {
    slot[RUNTIME_KEY]?.update(state);
    void clearDenied(state).catch(logFailure('deleting the tracking cookies failed'));
    void recordDecision(client, state).catch(logFailure('the consent log did not record the decision'));
  });

  const boot = async (): Promise<void> => {
    void clearDenied(await client.consent.read()).catch(logFailure('deleting the tracking cookies failed'));
    const shop = needsShopTracking(settings) ? await readShopOnce(client).catch(() => null) : null;
    const ids = chooseTrackingIds(settings, settings.enabled ? (shop?.tracking ?? null) : null);
    const hasTags = settings.enabled && Object.values(ids).some((id) => id !== null);
    if (hasTags && !stopped) {
      const { createTagRuntime } = await import('./tag-runtime.ts');
      const state = await client.consent.read();
      if (!stopped) slot[RUNTIME_KEY] ??= createTagRuntime({ ...settings, ids, ...seams }, state);
    }
    const waiting = early ?? [];
    early = null;
    const runtime = slot[RUNTIME_KEY];
    if (!runtime || stopped) {
      document.removeEventListener('shop-analytics', onEvent);
      return;
    }
    for (const event of waiting) runtime.send(event);
  };
  const ready = boot().catch(logFailure('the analytics tags could not start'));

  return {
    ready,
    stop() {
      stopped = true;
      early = null;
      document.removeEventListener('shop-analytics', onEvent);
      unsubscribe();
    },
  };
}
