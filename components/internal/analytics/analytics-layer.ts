// The analytics layer of a page once it has work to do: its tags start (tag-start.ts), or a decision has to be
// recorded. A chunk of its own, fetched by start-analytics.ts only then, so a first visit that has not answered the
// banner loads and reads nothing for analytics. It learns the page's tags (the page's own settings, else the shop's),
// imports the tag runtime when there is one and points the page's event queue at it, and on every decision records
// it in the shop's consent log (when the shop keeps one) and deletes the cookies of the categories now denied.
import type { ConsentState, ShopkitClient } from '../../../src/index.ts';
import { readShopOnce } from '../config/shop-read.ts';
import { logFailure } from './log-failure.ts';
import type { TagRuntimeSpec } from './tags/tag-runtime.ts';
import type { ResolvedTrackingOptions } from './tracking-options.ts';
import { chooseTagOrigins, chooseTrackingIds, needsShopTracking } from './choose-tracking-ids.ts';
import { clearDenied } from '../consent/clear-denied.ts';
import { DISCARD, type EventQueue } from './event-queue.ts';
import { RUNTIME_KEY, runtimeSlot } from './runtime-slot.ts';
import { decideTagStart } from './tag-start.ts';

export interface AnalyticsLayer {
  /** Resolves once the page knows its tags (and the runtime runs, if it has any). */
  readonly ready: Promise<void>;
  /** A new decision of the shopper: the tags follow it, the log records it, denied cookies go. */
  decide(state: ConsentState): void;
  stop(): void;
}

export interface AnalyticsLayerSpec {
  client: ShopkitClient;
  /** The page's checked tracking settings. */
  settings: ResolvedTrackingOptions;
  /** The page's event queue: it keeps the events until the layer knows whether the page has tags. */
  queue: EventQueue;
  seams?: Pick<TagRuntimeSpec, 'loadScript'>;
}

/** Records a decision in the shop's consent log, when the shop keeps one (`shop.tracking.consentLog`). */
async function recordDecision(client: ShopkitClient, state: ConsentState): Promise<void> {
  const shop = await readShopOnce(client);
  if (shop.tracking?.consentLog) await client.consent.record(state);
}

export function startAnalyticsLayer({ client, settings, queue, seams = {} }: AnalyticsLayerSpec): AnalyticsLayer {
  let spec: TagRuntimeSpec | null = null;
  let latest: ConsentState | null = null;
  let booted = false;
  let stopped = false;

  // The runtime starts with the first state that may need it; it is made with the newest decision, also one taken
  // while its code was on the way.
  const startRuntime = async (state: ConsentState): Promise<void> => {
    latest = state;
    if (!spec || stopped || runtimeSlot[RUNTIME_KEY] || decideTagStart(settings, state) === 'none') return;
    const { createTagRuntime } = await import('./tags/tag-runtime.ts');
    if (!stopped) runtimeSlot[RUNTIME_KEY] ??= createTagRuntime(spec, latest);
  };

  // The queue's events go to the runtime; without a runtime nothing may have them.
  const pointQueue = (): void => {
    const runtime = runtimeSlot[RUNTIME_KEY];
    if (stopped) return;
    if (runtime) queue.sendTo((event) => runtime.send(event));
    else queue.sendTo(DISCARD);
  };

  const boot = async (): Promise<void> => {
    const shop = needsShopTracking(settings) ? await readShopOnce(client).catch(() => null) : null;
    const tracking = settings.enabled ? (shop?.tracking ?? null) : null;
    const ids = chooseTrackingIds(settings, tracking);
    if (settings.enabled && Object.values(ids).some((id) => id !== null))
      spec = { ...settings, ...chooseTagOrigins(settings, tracking), ids, ...seams };
    await startRuntime(latest ?? (await client.consent.read()));
    booted = true;
    pointQueue();
  };
  const ready = boot().catch(logFailure('the analytics tags could not start'));

  return {
    ready,
    decide(state) {
      if (stopped) return;
      const runtime = runtimeSlot[RUNTIME_KEY];
      latest = state;
      if (runtime) runtime.update(state);
      else if (booted) {
        queue.keep();
        startRuntime(state).then(pointQueue, logFailure('the analytics tags could not start'));
      }
      void clearDenied(state).catch(logFailure('deleting the tracking cookies failed'));
      void recordDecision(client, state).catch(logFailure('the consent log did not record the decision'));
    },
    stop() {
      stopped = true;
    },
  };
}
