// The page's one queue of commerce events on their way to its tags. Every `shop-analytics` event enters it from the
// first moment. While the page still finds out whether it has tags (and starts them), the queue keeps the events,
// bounded: past MAX_QUEUED_EVENTS the oldest go first. Once the tag runtime runs, the queue hands it what it kept and
// then every new event at once. When the shopper's decision lets no tag have them, it sends them to DISCARD.
import type { ShopkitAnalyticsEvent } from './commerce-events.ts';

export const MAX_QUEUED_EVENTS = 100;

export type Send = (event: ShopkitAnalyticsEvent) => void;

export interface EventQueue {
  push(event: ShopkitAnalyticsEvent): void;
  /** Keeps the events from now on (after DISCARD, or while the tag runtime starts again). */
  keep(): void;
  /** Hands the kept events to `send`, in the order they happened, and every later one at once. */
  sendTo(send: Send): void;
}

/** Where the events go when the shopper's decision lets no tag have them: `queue.sendTo(DISCARD)`. */
export const DISCARD: Send = () => {};

export function createEventQueue(): EventQueue {
  let kept: ShopkitAnalyticsEvent[] = [];
  let target: Send | null = null;
  return {
    push(event) {
      if (target) return target(event);
      kept.push(event);
      if (kept.length > MAX_QUEUED_EVENTS) kept.shift();
    },
    keep() {
      target = null;
    },
    sendTo(send) {
      const waiting = kept;
      kept = [];
      target = send;
      for (const event of waiting) send(event);
    },
  };
}
