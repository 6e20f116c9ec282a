// Failed panel logins are throttled per client address with exponential backoff: FREE_FAILURES wrong passwords cost
// nothing, then each one makes the address wait 1 s, 2 s, 4 s, ... up to 15 min before the next try is even checked;
// a success forgets the address, and so do 24 quiet hours. At most MAX_TRACKED_ADDRESSES addresses are remembered
// (least recently seen dropped), so a flood of addresses cannot grow it.
export interface LoginThrottleOptions {
  now: () => number;
  freeFailures?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  forgetAfterMs?: number;
  maxTrackedAddresses?: number;
}

export interface LoginThrottle {
  /** Ms this address must still wait before a login is checked (0: it may try now). */
  waitMs(address: string): number;
  /** Records a wrong password; returns the ms the address must now wait. */
  fail(address: string): number;
  succeed(address: string): void;
  readonly size: number;
}

interface Record {
  failures: number;
  blockedUntil: number;
  lastAt: number;
}

export const LOGIN_THROTTLE_DEFAULTS = Object.freeze({
  freeFailures: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 24 * 60 * 60_000,
  maxTrackedAddresses: 10_000,
});

export function createLoginThrottle(options: LoginThrottleOptions): LoginThrottle {
  const settings = { ...LOGIN_THROTTLE_DEFAULTS, ...options };
  const records = new Map<string, Record>();
  const current = (address: string): Record | null => {
    const record = records.get(address);
    if (!record) return null;
    if (settings.now() - record.lastAt > settings.forgetAfterMs) {
      records.delete(address);
      return null;
    }
    return record;
  };
  return {
    waitMs(address) {
      return Math.max(0, (current(address)?.blockedUntil ?? 0) - settings.now());
    },
    fail(address) {
      const now = settings.now();
      const record = current(address) ?? { failures: 0, blockedUntil: 0, lastAt: now };
      record.failures += 1;
      record.lastAt = now;
      const over = record.failures - settings.freeFailures;
      const delay = over > 0 ? Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** Math.min(over - 1, 30)) : 0;
      record.blockedUntil = now + delay;
      records.delete(address);
      records.set(address, record);
      if (records.size > settings.maxTrackedAddresses) records.delete(records.keys().next().value as string);
      return delay;
    },
    succeed(address) {
      records.delete(address);
    },
    get size() {
      return records.size;
    },
  };
}
