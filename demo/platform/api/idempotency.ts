// Idempotency-Key: the same key with the same request replays the stored answer; with another request it is a 422.
// Answers are kept 24 hours, per shop (so a rotated key keeps its history).
import { createHash } from 'node:crypto';
import { ApiError, describeValue } from '../http/api-error.ts';
import type { IdempotencyRecord, PlatformState } from '../state/types.ts';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export function parseIdempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!/^[\x21-\x7e]{1,255}$/.test(value)) {
    throw new ApiError(
      'invalid_request',
      `Idempotency-Key must be 1-255 visible ASCII characters (got ${describeValue(value)})`,
      {
        details: { field: 'Idempotency-Key' },
      },
    );
  }
  return value;
}

export function fingerprintRequest(method: string, url: string, raw: Buffer): string {
  return createHash('sha256').update(`${method} ${url}\n`).update(raw).digest('hex');
}

/** The stored answer to replay, or null when the key is new. Throws 422 when the key was used for another request. */
export function findReplay(
  state: PlatformState,
  scopeKey: string,
  fingerprint: string,
  now: number,
): IdempotencyRecord | null {
  pruneIdempotency(state, now);
  const record = state.idempotency[scopeKey];
  if (!record || isExpired(record, now)) return null;
  if (record.fingerprint !== fingerprint) {
    throw new ApiError('idempotency_key_reused', 'this Idempotency-Key was already used for a different request', {
      details: { field: 'Idempotency-Key' },
    });
  }
  return record;
}

export function rememberAnswer(
  state: PlatformState,
  scopeKey: string,
  fingerprint: string,
  status: number,
  body: unknown,
  now: number,
): void {
  state.idempotency[scopeKey] = { fingerprint, status, body, createdAt: new Date(now).toISOString() };
}

const isExpired = (record: IdempotencyRecord, now: number): boolean =>
  now - Date.parse(record.createdAt) > IDEMPOTENCY_TTL_MS;

/**
 * Drops expired answers. Records are added in time order (and a state file keeps that order), so the expired ones
 * are at the front: stop at the first live one, which keeps a mutation O(expired) instead of O(every record kept).
 */
function pruneIdempotency(state: PlatformState, now: number): void {
  for (const key in state.idempotency) {
    if (!isExpired(state.idempotency[key]!, now)) return;
    delete state.idempotency[key];
  }
}
