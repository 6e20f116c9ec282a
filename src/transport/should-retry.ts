// The pure retry decision (after stripe-node's `_shouldRetry`): network errors, timeouts, 429 and 5xx are transient
// and retried while the budget lasts. A 401 is never retried here; the key refresh handles it outside the budget.

export interface AttemptOutcome {
  /** HTTP status of the answer, or null when there was none (network error or timeout). */
  status: number | null;
  /** How many retries were already made for this logical request. */
  retriesMade: number;
  maxRetries: number;
}

export function shouldRetry({ status, retriesMade, maxRetries }: AttemptOutcome): boolean {
  if (retriesMade >= maxRetries) return false;
  return status === null || status === 429 || (status >= 500 && status <= 599);
}
