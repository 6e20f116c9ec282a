// How long to wait before a retry: `Retry-After` (seconds or an HTTP date) when the server sent one, otherwise capped
// exponential backoff with jitter. Never reads Retry-After as milliseconds.

export const BASE_DELAY_MS = 300;
export const MAX_BACKOFF_MS = 5_000;
export const MAX_RETRY_AFTER_MS = 60_000;

/** Milliseconds to wait from `now`, or null when the header is absent or unreadable. */
export function parseRetryAfter(header: string | null, now: number): number | null {
  const text = header?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * `retriesMade` is 0 before the first retry. Backoff doubles from BASE_DELAY_MS up to MAX_BACKOFF_MS and keeps a
 * random half of it (equal jitter); a Retry-After wins, capped at MAX_RETRY_AFTER_MS.
 */
export function retryDelayMs(
  retriesMade: number,
  retryAfter: string | null,
  now: number,
  random: () => number,
): number {
  const asked = parseRetryAfter(retryAfter, now);
  if (asked !== null) return Math.min(asked, MAX_RETRY_AFTER_MS);
  const ceiling = Math.min(MAX_BACKOFF_MS, BASE_DELAY_MS * 2 ** retriesMade);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
