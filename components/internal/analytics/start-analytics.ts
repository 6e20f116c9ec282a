// The part of the analytics layer every page carries, small on purpose. It puts every `shop-analytics` event into the
// page's one event queue (event-queue.ts) from the first moment. The rest (analytics-layer.ts: which tags the page
// has, the tag runtime, the consent log) is fetched only when there is work for it: when the tags start
// (tag-start.ts), or when a decision is made on this page (to record it and delete what it denies). So a visitor who
// has not answered the banner costs no shop read and no analytics code. A page whose stored decision denies a
// category deletes leftovers of it on load.
import type { ShopkitClient } from '../../../src/index.ts';
import type { ShopkitAnalyticsEvent } from './commerce-events.ts';
import { logFailure } from './log-failure.ts';
import type { AnalyticsLayer } from './analytics-layer.ts';
import type { TagRuntimeSpec } from './tags/tag-runtime.ts';
import { clearDenied } from '../consent/clear-denied.ts';
import { createEventQueue, DISCARD } from './event-queue.ts';
import { RUNTIME_KEY, runtimeSlot } from './runtime-slot.ts';
import { decideTagStart, startsBeforeDecision } from './tag-start.ts';
import { resolveTrackingOptions } from './tracking-options.ts';
import type { ShopkitTrackingOptions } from './tracking-options.ts';

export interface AnalyticsHandle {
  /**
   * Resolves once the page knows what runs now: its tags (and the runtime, if it has any), or that nothing may run
   * before the shopper decides.
   */
  readonly ready: Promise<void>;
  stop(): void;
}

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
  const queue = createEventQueue();
  let layer: AnalyticsLayer | null = null;
  let loading: Promise<AnalyticsLayer | null> | null = null;
  let stopped = false;

  const onEvent = (event: CustomEvent<ShopkitAnalyticsEvent>): void => queue.push(event.detail);
  const load = (): Promise<AnalyticsLayer | null> => {
    queue.keep();
    // A layer that could not be fetched (offline) is asked for again by the next decision.
    return (loading ??= import('./analytics-layer.ts').then(
      ({ startAnalyticsLayer }) => (layer = stopped ? null : startAnalyticsLayer({ client, settings, queue, seams })),
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
    if (!startsBeforeDecision(settings) && !runtimeSlot[RUNTIME_KEY]) {
      const state = await client.consent.read();
      if (stopped || loading) return;
      void clearDenied(state).catch(logFailure('deleting the tracking cookies failed'));
      const start = decideTagStart(settings, state);
      if (start === 'none') queue.sendTo(DISCARD);
      if (start !== 'start') return;
    }
    const started = await load();
    await started?.ready;
  };
  const ready = boot().catch(logFailure('the analytics tags could not start'));

  return {
    ready,
    stop() {
      stopped = true;
      queue.sendTo(DISCARD);
      document.removeEventListener('shop-analytics', onEvent);
      unsubscribe();
      layer?.stop();
    },
  };
}
