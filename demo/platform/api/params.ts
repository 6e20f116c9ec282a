// Reading query parameters and body fields. What openapi.json says about a request (types, ranges, lengths, enums,
// required fields) is checked before the handler runs (http/request-contract.ts); the readers here trust it and add
// only what the contract cannot say. Every failure is a 400 naming the field and the value.
import type { Tx } from '../db/database.ts';
import { ApiError, invalid } from '../http/api-error.ts';
import { findCategoryId } from '../repo/categories.ts';

export const MAX_LINE_QUANTITY = 999;
const STOREFRONT_ID = /^sf_[0-9A-HJKMNP-TV-Z]{26}$/i;

export function requireObject(body: unknown, field = 'body'): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw invalid(field, body, 'must be a JSON object');
  return body as Record<string, unknown>;
}

export function readString(
  source: Record<string, unknown>,
  field: string,
  options: { required: true; max?: number },
): string;
export function readString(
  source: Record<string, unknown>,
  field: string,
  options?: { required?: false; max?: number },
): string | undefined;
export function readString(
  source: Record<string, unknown>,
  field: string,
  options: { required?: boolean; max?: number } = {},
): string | undefined {
  const value = source[field];
  const name = field;
  if (value === undefined || value === null) {
    if (options.required) throw invalid(name, value, 'is required');
    return undefined;
  }
  if (typeof value !== 'string' || value.length === 0) throw invalid(name, value, 'must be a non-empty string');
  if (value.length > (options.max ?? 200))
    throw invalid(name, value, `must be at most ${options.max ?? 200} characters`);
  return value;
}

/** `?limit=` (the contract: an integer 1-200), 50 when absent. */
export const readLimit = (query: URLSearchParams): number => Number(query.get('limit') || 50);

/** `?minPrice=` / `?maxPrice=` (the contract: a non-negative integer in minor units), null when absent. */
export function readMinor(query: URLSearchParams, field: string): number | null {
  const raw = query.get(field);
  return raw ? Number(raw) : null;
}

export function parseStorefrontId(value: unknown, field: string): string {
  if (typeof value !== 'string' || !STOREFRONT_ID.test(value))
    throw invalid(field, value, 'must be sf_ followed by 26 Crockford base32 characters');
  return value.toUpperCase().replace(/^SF_/, 'sf_');
}

/** `{id, surface?}` from a body (the contract: StorefrontInput), or null when absent; the id in its canonical case. */
export function readAttribution(
  source: Record<string, unknown>,
  field: string,
): { id: string; surface: string } | null {
  const value = source[field] as { id: string; surface?: string } | undefined | null;
  if (value === undefined || value === null) return null;
  return { id: parseStorefrontId(value.id, `${field}.id`), surface: value.surface ?? 'shopkit' };
}

/** Opaque paging cursor: an offset, base64url-encoded. */
export function encodeCursor(offset: number): string {
  return Buffer.from(`o:${offset}`).toString('base64url');
}

export function parseCursor(query: URLSearchParams): number {
  const raw = query.get('cursor');
  if (raw === null || raw === '') return 0;
  const decoded = /^[A-Za-z0-9_-]{1,40}$/.test(raw) ? Buffer.from(raw, 'base64url').toString('utf8') : '';
  const match = /^o:(\d{1,9})$/.exec(decoded);
  if (!match)
    throw new ApiError(
      'invalid_request',
      `cursor is not one this API returned (got ${JSON.stringify(raw.slice(0, 40))})`,
      { details: { field: 'cursor' } },
    );
  return Number(match[1]);
}

/** The cursor of the page before the one at `offset` (null on the first page). */
export const previousCursor = (offset: number, limit: number): string | null =>
  offset > 0 ? encodeCursor(Math.max(0, offset - limit)) : null;

export function page<T>(
  items: T[],
  offset: number,
  limit: number,
): { data: T[]; nextCursor: string | null; previousCursor: string | null } {
  const data = items.slice(offset, offset + limit);
  return {
    data,
    nextCursor: offset + limit < items.length ? encodeCursor(offset + limit) : null,
    previousCursor: previousCursor(offset, limit),
  };
}

/** `?category=`: a category id or slug of the shop, as its id; an unknown one is kept (and matches nothing). */
export async function parseCategory(request: {
  query: URLSearchParams;
  tx: Tx;
  shop: { id: string };
}): Promise<string | null> {
  const raw = request.query.get('category');
  if (!raw) return null;
  return (await findCategoryId(request.tx, request.shop.id, raw)) ?? raw;
}
