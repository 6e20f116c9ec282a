// When a page's tags start: the one rule that start-analytics.ts (whether to fetch the analytics layer on load) and
// analytics-layer.ts (whether to start the tag runtime) follow. In advanced mode Google's tags start at once with
// denied defaults; in basic mode they start with a decision that grants analytics or marketing, and while the shopper
// has not decided the events wait for the decision; a decision that grants neither, or tracking turned off, starts
// nothing until the shopper changes it.
import type { ConsentState } from '../../../src/index.ts';
import type { ResolvedTrackingOptions } from './tracking-options.ts';

export type TagStart = 'start' | 'wait' | 'none';

/** Whether the tags start before the shopper decides, so the page need not read the decision first. */
export const startsBeforeDecision = (settings: Pick<ResolvedTrackingOptions, 'mode'>): boolean =>
  settings.mode === 'advanced';

/** Whether a decision lets any tag run in basic mode: GA4 and GTM with analytics, GTM and Meta with marketing. */
export const grantsTracking = (state: ConsentState): boolean =>
  state.decided && (state.categories.analytics || state.categories.marketing);

export function decideTagStart(
  settings: Pick<ResolvedTrackingOptions, 'mode' | 'enabled'>,
  state: ConsentState,
): TagStart {
  if (startsBeforeDecision(settings)) return 'start';
  if (!settings.enabled) return 'none';
  if (!state.decided) return 'wait';
  return grantsTracking(state) ? 'start' : 'none';
}
