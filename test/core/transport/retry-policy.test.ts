import { expect } from 'chai';
import {
  MAX_BACKOFF_MS,
  MAX_RETRY_AFTER_MS,
  parseRetryAfter,
  retryDelayMs,
} from '../../../src/transport/retry-delay.ts';
import { shouldRetry } from '../../../src/transport/should-retry.ts';

describe('shouldRetry', () => {
  const table: Array<[number | null, number, number, boolean]> = [
    [null, 0, 2, true],
    [429, 0, 2, true],
    [500, 1, 2, true],
    [503, 0, 2, true],
    [599, 0, 2, true],
    [503, 2, 2, false],
    [null, 0, 0, false],
    [400, 0, 2, false],
    [401, 0, 2, false],
    [403, 0, 2, false],
    [404, 0, 2, false],
    [409, 0, 2, false],
    [422, 0, 2, false],
  ];
  for (const [status, retriesMade, maxRetries, expected] of table) {
    it(`${expected ? 'retries' : 'does not retry'} status ${status ?? 'none'} after ${retriesMade} of ${maxRetries} retries`, () => {
      expect(shouldRetry({ status, retriesMade, maxRetries })).to.equal(expected);
    });
  }
});

describe('retry delay', () => {
  const now = Date.UTC(2026, 0, 15, 12, 0, 0);

  it('reads Retry-After in seconds, not milliseconds', () => {
    expect(parseRetryAfter('3', now)).to.equal(3000);
  });
  it('reads Retry-After as an HTTP date', () => {
    expect(parseRetryAfter(new Date(now + 7000).toUTCString(), now)).to.equal(7000);
    expect(parseRetryAfter(new Date(now - 7000).toUTCString(), now)).to.equal(0);
  });
  it('ignores an absent or unreadable Retry-After', () => {
    expect(parseRetryAfter(null, now)).to.equal(null);
    expect(parseRetryAfter('soon', now)).to.equal(null);
  });
  it('lets Retry-After win over backoff, capped', () => {
    expect(retryDelayMs(0, '2', now, () => 0)).to.equal(2000);
    expect(retryDelayMs(0, '3600', now, () => 0)).to.equal(MAX_RETRY_AFTER_MS);
  });
  it('doubles the backoff with jitter between half and all of it', () => {
    expect(retryDelayMs(0, null, now, () => 0)).to.equal(150);
    expect(retryDelayMs(0, null, now, () => 1)).to.equal(300);
    expect(retryDelayMs(1, null, now, () => 0)).to.equal(300);
    expect(retryDelayMs(2, null, now, () => 1)).to.equal(1200);
  });
  it('caps the backoff', () => {
    expect(retryDelayMs(20, null, now, () => 1)).to.equal(MAX_BACKOFF_MS);
  });
});
