// Idempotency-Key: the same key with the same request replays the stored answer; with another request it is a 422.
// The key is claimed (a unique (shop, key) row) in the request's own transaction before the handler runs, so two
// processes can never both run one key: the second waits for the first to commit, then replays its answer. A
// handler that fails leaves no claim (its transaction rolls back), so the key may be retried. Answers are kept
// 24 hours, per shop (a rotated key keeps its history), deflated, and at most MAX_STORED_ANSWER_BYTES each.
import { createHash } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { Tx } from '../db/database.ts';
import { ApiError, describeValue } from '../http/api-error.ts';
import type { Reply } from '../http/respond.ts';
import { claimIdempotencyKey, recordIdempotentAnswer } from '../repo/idempotency-keys.ts';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** The deflated body of a stored answer; the answers this API gives (a cart holds at most 100 lines) stay far below. */
export const MAX_STORED_ANSWER_BYTES = 256 * 1024;

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

export interface IdempotentRequest {
  shopId: string;
  key: string;
  fingerprint: string;
  now: number;
}

/** Claims the key for this transaction; returns the answer to replay instead when it was used before. */
export async function claimOrReplay(tx: Tx, request: IdempotentRequest): Promise<Reply | null> {
  const existing = await claimIdempotencyKey(tx, {
    shopId: request.shopId,
    key: request.key,
    fingerprint: request.fingerprint,
    createdAt: new Date(request.now).toISOString(),
    expiredBefore: new Date(request.now - IDEMPOTENCY_TTL_MS).toISOString(),
  });
  if (!existing) return null;
  if (existing.fingerprint !== request.fingerprint) {
    throw new ApiError('idempotency_key_reused', 'this Idempotency-Key was already used for a different request', {
      details: { field: 'Idempotency-Key' },
    });
  }
  if (existing.status === null)
    throw new ApiError('unavailable', 'a request with this Idempotency-Key is still running; retry it shortly', {
      headers: { 'Retry-After': '1' },
    });
  const headers = { 'Idempotent-Replayed': 'true' };
  return existing.body === null
    ? { status: existing.status, headers }
    : { status: existing.status, body: inflateBody(existing.body), headers };
}

/** Stores the answer under the key this transaction claimed. */
export async function rememberAnswer(tx: Tx, request: IdempotentRequest, reply: Reply): Promise<void> {
  await recordIdempotentAnswer(tx, {
    shopId: request.shopId,
    key: request.key,
    status: reply.status,
    body: reply.body === undefined ? null : deflateBody(reply.body),
  });
}

export function deflateBody(body: unknown, limit = MAX_STORED_ANSWER_BYTES): string {
  const packed = deflateRawSync(JSON.stringify(body));
  if (packed.length > limit)
    throw new ApiError(
      'internal',
      `the answer is too large to keep for Idempotency-Key replays (${packed.length} bytes)`,
    );
  return packed.toString('base64');
}

export const inflateBody = (stored: string): unknown =>
  JSON.parse(inflateRawSync(Buffer.from(stored, 'base64')).toString('utf8'));
