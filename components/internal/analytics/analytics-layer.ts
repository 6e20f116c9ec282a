// The analytics layer of a page once it has work to do: the shopper has decided, or the page runs Google's tags in
// advanced mode, or a decision has to be recorded. A chunk of its own, fetched by start-analytics.ts only then, so a
// first visit that has not answered the banner loads and reads nothing for analytics. It learns the page's tags (the
// page's own settings, else the shop's), imports the tag runtime when there is one, hands it the events seen so far,
// and on every decision records it in the shop's consent log (when the shop keeps one) and deletes the cookies of the
// categories now denied.
import type { ConsentState, ShopkitClient } from '../../../src/index.ts';
import type { ShopkitCommerceEvent } from '../runtime/commerce-events.ts';
import { readShopOnce } from '../loader/shop-read.ts';
import { lazyImport } from '../loader/chunk-loader.ts';
import type { TagRuntimeSpec } from './tag-runtime.ts';
import { chooseTrackingIds, needsShopTracking, type ResolvedTrackingOptions } from '../loader/tracking-options.ts';
import {
  clearDenied,
  grantsTracking,
  logFailure,
  MAX_EARLY_EVENTS,
  recordDecision,
  RUNTIME_KEY,
  runtimeSlot,
} from '../loader/start-analytics.ts';

export interface AnalyticsLayer {
  /** Resolves once the page knows its tags (and the runtime runs, if it has any). */
  readonly ready: Promise<void>;
  send(event: ShopkitCommerceEvent): void;
  /** A new decision of the shopper: the tags follow it, the log records it, denied cookies go. */
  decide(state: ConsentState): void;
  stop(): void;
}

/**
 * Starts the layer for `client` with the page's checked settings. `early` holds the events seen before it started;
 * it keeps the later ones too until the page knows whether it has tags.
 */
export function startAnalyticsLayer(
  client: ShopkitClient,
  settings: ResolvedTrackingOptions,
  early: readonly ShopkitCommerceEvent[],
  seams: Pick<TagRuntimeSpec, 'loadScript'> = {},
): AnalyticsLayer {
  let waiting: ShopkitCommerceEvent[] | null = [...early];
  let spec: TagRuntimeSpec | null = null;
  let booted = false;
  let stopped = false;

  // The runtime starts with the first state that may need it: undecided (its events are held for the decision) or
  // granting analytics or marketing; a decision that denies both needs no tag code until the shopper changes it.
  const startRuntime = async (): Promise<void> => {
    if (!spec || stopped || runtimeSlot[RUNTIME_KEY]) return;
    const state = await client.consent.read();
    if (settings.mode === 'basic' && state.decided && !grantsTracking(state)) return;
    const { createTagRuntime } = await lazyImport(
      'components/internal/analytics/tag-runtime.ts',
      () => import('./tag-runtime.ts'),
    );
    if (!stopped) runtimeSlot[RUNTIME_KEY] ??= createTagRuntime(spec, await client.consent.read());
  };

  // Hands the events kept while the runtime was starting to it; without a runtime nothing may have them.
  const flush = (): void => {
    const held = waiting ?? [];
    waiting = null;
    const runtime = runtimeSlot[RUNTIME_KEY];
    if (runtime && !stopped) for (const event of held) runtime.send(event);
  };

  const boot = async (): Promise<void> => {
    const shop = needsShopTracking(settings) ? await readShopOnce(client).catch(() => null) : null;
    const ids = chooseTrackingIds(settings, settings.enabled ? (shop?.tracking ?? null) : null);
    if (settings.enabled && Object.values(ids).some((id) => id !== null)) spec = { ...settings, ids, ...seams };
    await startRuntime();
    booted = true;
    flush();
  };
  const ready = boot().catch(logFailure('the analytics tags could not start'));

  return {
    ready,
    send(event) {
      if (stopped) return;
      if (!waiting) {
        runtimeSlot[RUNTIME_KEY]?.send(event);
        return;
      }
      waiting.push(event);
      if (waiting.length > MAX_EARLY_EVENTS) waiting.shift();
    },
    decide(state) {
      if (stopped) return;
      const runtime = runtimeSlot[RUNTIME_KEY];
      if (runtime) runtime.update(state);
      else if (booted) {
        waiting ??= [];
        startRuntime().then(flush, logFailure('the analytics tags could not start'));
      }
      void clearDenied(state).catch(logFailure('deleting the tracking cookies failed'));
      void recordDecision(client, state).catch(logFailure('the consent log did not record the decision'));
    },
    stop() {
      stopped = true;
      waiting = null;
    },
  };
}
