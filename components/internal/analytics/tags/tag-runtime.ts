// The tags of one page, driven by the shopper's consent: the consent default before anything else, the stored
// decision replayed before any tag loads, each tag loaded once its consent allows (basic mode) or at once with denied
// defaults (advanced mode, Google only: Meta has no cookieless mode), and each commerce event sent to the tags that
// may receive it. Loaded only on pages that have a tag to run.
import type { ConsentState } from '../../../../src/index.ts';
import type { ShopkitAnalyticsEvent } from '../commerce-events.ts';
import { describeConsentDefault, describeConsentSignals } from './consent-signals.ts';
import {
  gtag,
  gtagFirst,
  exposeGtag,
  pushGtmEvent,
  sendGa4Event,
  setGa4Disabled,
  startGa4,
  startGtm,
} from './google-tags.ts';
import { fbq, sendMetaEvent } from './meta-pixel.ts';
import { createEventHold, type Destination } from './event-hold.ts';
import { allowTagScripts, loadTagScript } from './tag-script.ts';
import { gtagScriptUrl, gtmScriptUrl, metaPixelScriptUrl } from './tag-urls.ts';
import type { ShopkitConsentMode, TrackingIdField } from '../tracking-options.ts';

export interface TagRuntimeSpec {
  mode: ShopkitConsentMode;
  ids: Record<TrackingIdField, string | null>;
  googleTagOrigin: string;
  metaPixelOrigin: string;
  /** Inserts a tag's script (default: `loadTagScript` through the `shopkit-tags` policy); replaceable in tests. */
  loadScript?: (url: string) => Promise<void>;
}

export interface TagRuntime {
  /** A new decision: consent update, tags stopped or loaded, held events sent or dropped. */
  update(state: ConsentState): void;
  send(event: ShopkitAnalyticsEvent): void;
}

/** The tags that may receive events now; undecided: none in basic mode, Google's in advanced mode. */
export function allowedDestinations(mode: ShopkitConsentMode, state: ConsentState): Set<Destination> {
  const { analytics, marketing } = state.decided ? state.categories : { analytics: false, marketing: false };
  const allowed = new Set<Destination>();
  if (analytics || mode === 'advanced') allowed.add('ga4');
  if (analytics || marketing || mode === 'advanced') allowed.add('gtm');
  if (marketing) allowed.add('meta');
  return allowed;
}

const reported = new Set<string>();

/** Logs why a tag did not load, each reason once. */
function reportLoadFailure(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (reported.has(message)) return;
  reported.add(message);
  console.error(message);
}

export function createTagRuntime(spec: TagRuntimeSpec, initial: ConsentState): TagRuntime {
  const { ga4MeasurementId: ga4, gtmContainerId: gtm, metaPixelId: meta } = spec.ids;
  const configured = new Set<Destination>();
  if (ga4) configured.add('ga4');
  if (gtm) configured.add('gtm');
  if (meta) configured.add('meta');
  const loaded = new Set<Destination>();
  let state = initial;

  const urls: Record<Destination, string | null> = {
    ga4: ga4 && gtagScriptUrl(spec.googleTagOrigin, ga4),
    gtm: gtm && gtmScriptUrl(spec.googleTagOrigin, gtm),
    meta: meta && metaPixelScriptUrl(spec.metaPixelOrigin),
  };
  allowTagScripts(Object.values(urls).filter((url): url is string => url !== null));

  const deliver = (destination: Destination, event: ShopkitAnalyticsEvent): void => {
    if (destination === 'ga4') sendGa4Event(ga4!, event);
    else if (destination === 'gtm') pushGtmEvent(event);
    else sendMetaEvent(event);
  };
  const hold = createEventHold(deliver);

  function load(destination: Destination): void {
    if (loaded.has(destination) || !configured.has(destination)) return;
    loaded.add(destination);
    if (destination === 'ga4') startGa4(ga4!);
    else if (destination === 'gtm') startGtm();
    else {
      fbq('init', meta);
      fbq('track', 'PageView');
    }
    (spec.loadScript ?? loadTagScript)(urls[destination]!).catch(reportLoadFailure);
  }

  function apply(next: ConsentState): void {
    state = next;
    const allowed = allowedDestinations(spec.mode, state);
    if ((ga4 || gtm) && state.decided) gtag('consent', 'update', describeConsentSignals(state.categories));
    if (meta && state.decided) fbq('consent', state.categories.marketing ? 'grant' : 'revoke');
    // In basic mode a GA4 tag already running stops entirely when analytics is withdrawn (no cookieless pings).
    if (ga4 && loaded.has('ga4') && spec.mode === 'basic') setGa4Disabled(ga4, !allowed.has('ga4'));
    for (const destination of allowed) load(destination);
    if (state.decided) hold.release(allowed);
  }

  if (ga4 || gtm) {
    exposeGtag();
    gtagFirst(['consent', 'default', describeConsentDefault()], ['set', 'ads_data_redaction', true]);
  }
  if (meta) fbq('consent', 'revoke');
  apply(initial);

  return {
    update: apply,
    send(event) {
      const allowed = allowedDestinations(spec.mode, state);
      for (const destination of configured) {
        if (allowed.has(destination)) deliver(destination, event);
        else if (!state.decided) hold.keep(destination, event);
      }
    },
  };
}
