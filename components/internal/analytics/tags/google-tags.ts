// The page's `dataLayer` and the `gtag()` command queue that gtag.js and gtm.js read. Commands are pushed as
// `arguments` objects, exactly as Google's own snippet does (gtag.js ignores plain arrays). Shopkit's consent default
// goes in front of anything the page queued before a Google tag loaded, so it is the first entry either tag reads.
import { isSearchEvent, type ShopkitAnalyticsEvent } from '../commerce-events.ts';

type DataLayer = unknown[];
type GtagWindow = { dataLayer?: DataLayer; gtag?: (...args: unknown[]) => void } & Record<string, unknown>;

const page = (): GtagWindow => globalThis as unknown as GtagWindow;

export function dataLayer(): DataLayer {
  const target = page();
  if (!Array.isArray(target.dataLayer)) target.dataLayer = [];
  return target.dataLayer;
}

/** A command as gtag.js expects it in the dataLayer: the `arguments` object of a call. */
function asArguments(..._command: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params -- the arguments object itself is what gtag.js reads
  return arguments;
}

/** The gtag() command: `gtag('consent', 'update', {...})`, `gtag('event', 'add_to_cart', {...})`. */
export function gtag(...command: unknown[]): void {
  dataLayer().push(asArguments(...command));
}

/** Makes `window.gtag` available to the page's own scripts and to tags that expect it. */
export function exposeGtag(): void {
  page().gtag ??= gtag;
}

/** Queues commands before everything else still waiting in the dataLayer (no Google tag has read it yet). */
export function gtagFirst(...commands: unknown[][]): void {
  const queue = dataLayer();
  const untouched = queue.push === Array.prototype.push;
  const entries = commands.map((command) => asArguments(...command));
  if (untouched) queue.splice(0, 0, ...entries);
  else for (const entry of entries) queue.push(entry);
}

/** Starts a GTM container: the `gtm.js` event its snippet would push. */
export function startGtm(): void {
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
}

/** Starts GA4 through gtag.js: the time and the measurement id's config (which sends the page view). */
export function startGa4(measurementId: string): void {
  gtag('js', new Date());
  gtag('config', measurementId);
}

/** Stops or resumes GA4 entirely (Google's documented `ga-disable-<id>` switch). */
export function setGa4Disabled(measurementId: string, disabled: boolean): void {
  page()[`ga-disable-${measurementId}`] = disabled;
}

/** A commerce event for GA4 through gtag, addressed to its measurement id. */
export function sendGa4Event(measurementId: string, event: ShopkitAnalyticsEvent): void {
  gtag('event', event.name, { ...event.params, send_to: measurementId });
}

/**
 * A commerce event for GTM in GA4's ecommerce data layer shape (the previous ecommerce object cleared first); a search
 * event with its `search_term` beside the event's name, as GA4's search events are pushed.
 */
export function pushGtmEvent(event: ShopkitAnalyticsEvent): void {
  if (isSearchEvent(event)) {
    dataLayer().push({ event: event.name, ...event.params });
    return;
  }
  dataLayer().push({ ecommerce: null });
  dataLayer().push({ event: event.name, ecommerce: event.params });
}
