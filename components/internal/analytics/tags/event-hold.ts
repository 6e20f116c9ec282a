// Commerce events waiting for the shopper's decision, per tag: sent to the tags the decision allows, dropped for the
// others. Bounded, so a page left open and undecided cannot grow it without end: at most MAX_HELD entries (a hundred
// events for each of the three tags); past that the oldest go first.
import type { ShopkitAnalyticsEvent } from '../commerce-events.ts';

export type Destination = 'ga4' | 'gtm' | 'meta';

export const MAX_HELD = 300;

export interface EventHold {
  keep(destination: Destination, event: ShopkitAnalyticsEvent): void;
  /** Sends what is held for the allowed tags, in the order it happened, and forgets everything. */
  release(allowed: ReadonlySet<Destination>): void;
  readonly size: number;
}

export function createEventHold(deliver: (destination: Destination, event: ShopkitAnalyticsEvent) => void): EventHold {
  let held: Array<{ destination: Destination; event: ShopkitAnalyticsEvent }> = [];
  return {
    keep(destination, event) {
      held.push({ destination, event });
      if (held.length > MAX_HELD) held.shift();
    },
    release(allowed) {
      const waiting = held;
      held = [];
      for (const { destination, event } of waiting) if (allowed.has(destination)) deliver(destination, event);
    },
    get size() {
      return held.length;
    },
  };
}
