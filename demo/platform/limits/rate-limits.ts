// Rate limits on the commerce API's writes, per client address and per publishable key: creating carts, changing
// carts, creating checkouts, recording consent decisions, asking for sign-in codes and checking them (the codes of
// one e-mail address have limits of their own, in the database: customers/start-sign-in.ts, check-sign-in.ts). Each limit is a token bucket (`count` per `windowMs`, bursting to `count`); a request
// over either limit is a 429 with `Retry-After` in seconds. Defaults are far above what shoppers do; `null` turns a
// limit off. Limits are kept per process, in memory (docs/platform.md, "Rate limits").
import { ApiError } from '../http/api-error.ts';
import { createBucketTable, type BucketRule, type BucketTable } from './create-bucket-table.ts';

export const RATE_LIMIT_KINDS = [
  'cart-create',
  'cart-write',
  'checkout-create',
  'consent-record',
  'sign-in',
  'sign-in-verify',
] as const;
export type RateLimitKind = (typeof RATE_LIMIT_KINDS)[number];
export type RateLimitName = `${'address' | 'key'}.${RateLimitKind}`;
export type RateLimitSettings = Record<RateLimitName, BucketRule | null>;

const MINUTE = 60_000;
export const DEFAULT_RATE_LIMITS: Readonly<RateLimitSettings> = Object.freeze({
  'address.cart-create': { count: 120, windowMs: MINUTE },
  'address.cart-write': { count: 600, windowMs: MINUTE },
  'address.checkout-create': { count: 60, windowMs: MINUTE },
  'address.consent-record': { count: 30, windowMs: MINUTE },
  'address.sign-in': { count: 10, windowMs: 10 * MINUTE },
  'address.sign-in-verify': { count: 30, windowMs: 10 * MINUTE },
  'key.cart-create': { count: 6_000, windowMs: MINUTE },
  'key.cart-write': { count: 30_000, windowMs: MINUTE },
  'key.checkout-create': { count: 3_000, windowMs: MINUTE },
  'key.consent-record': { count: 3_000, windowMs: MINUTE },
  'key.sign-in': { count: 3_000, windowMs: MINUTE },
  'key.sign-in-verify': { count: 6_000, windowMs: MINUTE },
});

/** Buckets kept per limit before the least recently used is dropped. */
export const MAX_TRACKED_CLIENTS = 10_000;

const DESCRIPTIONS: Record<RateLimitKind, string> = {
  'cart-create': 'carts created',
  'cart-write': 'cart changes',
  'checkout-create': 'checkouts started',
  'consent-record': 'consent decisions recorded',
  'sign-in': 'sign-in codes asked for',
  'sign-in-verify': 'sign-in codes checked',
};

export interface RateLimiter {
  /** Throws a 429 ApiError when `kind` is over a limit for this address or key. */
  check(kind: RateLimitKind, who: { address: string; key: string }): void;
  /** Requests refused so far, per limit. */
  refused(): Partial<Record<RateLimitName, number>>;
}

export function resolveRateLimits(input: Partial<Record<string, BucketRule | null>> = {}): RateLimitSettings {
  const settings: RateLimitSettings = { ...DEFAULT_RATE_LIMITS };
  for (const [name, rule] of Object.entries(input)) {
    if (!Object.hasOwn(DEFAULT_RATE_LIMITS, name))
      throw new RangeError(
        `rateLimits: ${JSON.stringify(name)} is not a limit (use ${Object.keys(DEFAULT_RATE_LIMITS).join(', ')})`,
      );
    if (rule !== null && (!isWhole(rule?.count) || !isWhole(rule?.windowMs)))
      throw new RangeError(`rateLimits.${name} must be {count, windowMs} with whole numbers from 1, or null (off)`);
    settings[name as RateLimitName] = rule ?? null;
  }
  return settings;
}

const isWhole = (value: unknown) => Number.isInteger(value) && (value as number) >= 1;

/** The kind of limit a commerce API route falls under, or null: reads are not limited here. */
export function describeRateLimitKind(method: string, pattern: string): RateLimitKind | null {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return null;
  if (pattern === '/v2/cart' || pattern === '/v2/cart/') return method === 'POST' ? 'cart-create' : null;
  if (pattern.startsWith('/v2/cart/')) return 'cart-write';
  if (pattern === '/v2/checkout' && method === 'POST') return 'checkout-create';
  if (pattern === '/v2/consent' && method === 'POST') return 'consent-record';
  if (pattern === '/v2/customer/sign-in' && method === 'POST') return 'sign-in';
  if (pattern === '/v2/customer/sign-in/verify' && method === 'POST') return 'sign-in-verify';
  return null;
}

export function createRateLimiter(settings: RateLimitSettings, now: () => number): RateLimiter {
  const tables = new Map<RateLimitName, BucketTable>();
  const refusals: Partial<Record<RateLimitName, number>> = {};
  for (const [name, rule] of Object.entries(settings) as Array<[RateLimitName, BucketRule | null]>) {
    if (rule) tables.set(name, createBucketTable(rule, { maxEntries: MAX_TRACKED_CLIENTS, now }));
  }
  function take(name: RateLimitName, id: string, kind: RateLimitKind, scope: string): void {
    const waitMs = tables.get(name)?.take(id) ?? 0;
    if (waitMs === 0) return;
    refusals[name] = (refusals[name] ?? 0) + 1;
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    const rule = settings[name]!;
    throw new ApiError(
      'rate_limited',
      `too many ${DESCRIPTIONS[kind]} for ${scope}: at most ${rule.count} per ${rule.windowMs / 1000} s; retry in ${seconds} s`,
      { headers: { 'Retry-After': String(seconds) }, details: { limit: name, retryAfterSeconds: seconds } },
    );
  }
  return {
    check(kind, who) {
      take(`address.${kind}`, who.address, kind, 'this client address');
      take(`key.${kind}`, who.key, kind, 'this publishable key');
    },
    refused: () => ({ ...refusals }),
  };
}

/** `address.cart-create=120/60s,key.cart-write=off` (CLI): windows in s, m or h. */
export function parseRateLimits(text: string): Partial<RateLimitSettings> {
  const limits: Partial<RateLimitSettings> = {};
  for (const pair of text.split(',').filter(Boolean)) {
    const [name = '', value = ''] = pair.split('=');
    if (!Object.hasOwn(DEFAULT_RATE_LIMITS, name))
      throw new Error(
        `--rate-limits: unknown limit ${JSON.stringify(name)} (use ${Object.keys(DEFAULT_RATE_LIMITS).join(', ')})`,
      );
    if (value === 'off') {
      limits[name as RateLimitName] = null;
      continue;
    }
    const match = /^(\d{1,9})\/(\d{1,6})(s|m|h)$/.exec(value);
    if (!match || Number(match[1]) < 1 || Number(match[2]) < 1)
      throw new Error(
        `--rate-limits: ${name} must be <count>/<window> like 120/60s, 10/1m or off (got ${JSON.stringify(value)})`,
      );
    const unit = { s: 1_000, m: 60_000, h: 3_600_000 }[match[3] as 's' | 'm' | 'h'];
    limits[name as RateLimitName] = { count: Number(match[1]), windowMs: Number(match[2]) * unit };
  }
  return limits;
}
