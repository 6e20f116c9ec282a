// Reads a request body with a size limit (413 beyond it) and parses JSON (400 on anything else).
import type { IncomingMessage } from 'node:http';
import { ApiError } from './api-error.ts';

export const MAX_BODY_BYTES = 64 * 1024;

export async function readRawBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) {
    req.resume();
    throw tooLarge(limit);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) {
        req.resume();
        throw tooLarge(limit);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // The client went away or was cut off (server-limits.ts): nobody is left to answer, and nothing changed.
    throw new ApiError('invalid_request', 'the request ended before its body did', { details: { field: 'body' } });
  }
  return Buffer.concat(chunks);
}

/** The body as JSON, or `undefined` when there is none. */
export function parseJsonBody(raw: Buffer, contentType: string | undefined): unknown {
  if (raw.length === 0) return undefined;
  if (contentType !== undefined && !/^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType)) {
    throw new ApiError(
      'invalid_request',
      `content-type must be application/json (got ${JSON.stringify(contentType.slice(0, 60))})`,
      {
        details: { field: 'content-type' },
      },
    );
  }
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new ApiError('invalid_request', 'body is not valid JSON', { details: { field: 'body' } });
  }
}

function tooLarge(limit: number): ApiError {
  return new ApiError('payload_too_large', `body exceeds ${limit} bytes`, { details: { limitBytes: limit } });
}
