// How many webhook attempts one process makes at once: at most `total`, and at most `perHost` to one receiver host
// (the URL's host and port), so a receiver that is slow or down, or a shop that queues a burst, holds only its own
// share and every other receiver keeps being attempted on time (docs/platform.md, "Webhook outbox").
export interface WebhookConcurrency {
  /** Attempts in flight at once in one process. */
  total: number;
  /** Attempts in flight at once to one receiver host. */
  perHost: number;
}

export const WEBHOOK_CONCURRENCY: WebhookConcurrency = Object.freeze({ total: 64, perHost: 8 });

/** Fills the defaults; throws a RangeError naming the option when a limit is not a whole number from 1 to 1000. */
export function resolveWebhookConcurrency(given: Partial<WebhookConcurrency> = {}): WebhookConcurrency {
  const limits = { ...WEBHOOK_CONCURRENCY, ...given };
  for (const [name, value] of Object.entries(limits))
    if (!Number.isInteger(value) || value < 1 || value > 1000)
      throw new RangeError(`webhooks.concurrency.${name} must be a whole number from 1 to 1000 (got ${String(value)})`);
  return { total: limits.total, perHost: Math.min(limits.perHost, limits.total) };
}

/**
 * The receiver host of a delivery URL (`hooks.example.com`, `127.0.0.1:4000`, `[::1]:8080`); a URL that does not
 * parse is its own host (its attempt fails and is logged like any other).
 */
export function describeReceiverHost(url: string): string {
  return URL.canParse(url) ? new URL(url).host : url;
}

export interface AttemptSlots {
  readonly inUse: number;
  /** Slots free overall. */
  free(): number;
  /** The candidates that would fit in the free slots, in their order (takes nothing). */
  fit<T>(candidates: readonly T[], hostOf: (candidate: T) => string): T[];
  /** The hosts whose every slot is taken. */
  fullHosts(): string[];
  take(host: string): void;
  release(host: string): void;
}

export function createAttemptSlots(limits: WebhookConcurrency): AttemptSlots {
  const perHost = new Map<string, number>();
  let inUse = 0;
  return {
    get inUse() {
      return inUse;
    },
    free: () => limits.total - inUse,
    fit(candidates, hostOf) {
      const planned = new Map<string, number>();
      let total = inUse;
      return candidates.filter((candidate) => {
        const host = hostOf(candidate);
        const count = (perHost.get(host) ?? 0) + (planned.get(host) ?? 0);
        if (total >= limits.total || count >= limits.perHost) return false;
        planned.set(host, (planned.get(host) ?? 0) + 1);
        total += 1;
        return true;
      });
    },
    fullHosts: () => [...perHost].filter(([, count]) => count >= limits.perHost).map(([host]) => host),
    take(host) {
      perHost.set(host, (perHost.get(host) ?? 0) + 1);
      inUse += 1;
    },
    release(host) {
      const left = (perHost.get(host) ?? 1) - 1;
      if (left > 0) perHost.set(host, left);
      else perHost.delete(host);
      inUse = Math.max(0, inUse - 1);
    },
  };
}

export interface SlotReservation {
  /** Fits `candidates` in the free slots and takes a slot for each that fits, in one step; returns those. */
  take<T extends { id: string; url: string }>(candidates: readonly T[]): T[];
  /** Frees the slots taken for deliveries that are not among `leased` (they stay taken for the leased ones). */
  keep(leased: ReadonlyArray<{ id: string }>): void;
}

/**
 * Slots taken for deliveries about to be leased. Fitting and taking happen in one synchronous step, so two leases
 * running at once (a pass and a commit's own deliveries) never count the same free slot. `take` again starts over (a
 * transaction that is run again).
 */
export function createSlotReservation(slots: AttemptSlots): SlotReservation {
  let held: Array<{ id: string; url: string }> = [];
  const keep = (leased: ReadonlyArray<{ id: string }>) => {
    const ids = new Set(leased.map((delivery) => delivery.id));
    for (const delivery of held) if (!ids.has(delivery.id)) slots.release(describeReceiverHost(delivery.url));
    held = [];
  };
  return {
    keep,
    take(candidates) {
      keep([]);
      const fitting = slots.fit(candidates, (delivery) => describeReceiverHost(delivery.url));
      for (const delivery of fitting) slots.take(describeReceiverHost(delivery.url));
      held = fitting;
      return fitting;
    },
  };
}
