// Webhook delivery policy (docs/back-office.md): one GET per attempt, 200 within 5 s counts as delivered; anything
// else is retried after 10 s, 30 s, 90 s, 4.5 min, 13.5 min, 30 min and 30 min (8 attempts, about 80 minutes in all),
// then given up and logged. Deliveries are at least once: a receiver that answered late may see an event again.
export interface WebhookPolicy {
  /** An attempt that has not answered within this many ms counts as failed. */
  timeoutMs: number;
  /** Wait before retry n (n = 1..length); attempts = length + 1. */
  retryDelaysMs: readonly number[];
}

export const WEBHOOK_POLICY: WebhookPolicy = Object.freeze({
  timeoutMs: 5_000,
  retryDelaysMs: Object.freeze([10_000, 30_000, 90_000, 270_000, 810_000, 1_800_000, 1_800_000]),
});

/** Ms to wait after `failedAttempts` failures, or null when the delivery is to be given up. */
export function describeRetryDelay(policy: WebhookPolicy, failedAttempts: number): number | null {
  return policy.retryDelaysMs[failedAttempts - 1] ?? null;
}

export const WEBHOOK_LOG_LIMIT = 200;
