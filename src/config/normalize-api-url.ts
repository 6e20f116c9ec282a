import { expected } from './redact.ts';

/** Strips trailing slashes and one trailing `/v2`, because every request path carries its own `/v2`. */
export function normalizeApiUrl(url: string): string {
  return url.trim().replace(/\/*(\/v2)?\/*$/i, '');
}

/** The parsed URL when `value` is an absolute http(s) URL without credentials, else null. */
export function httpUrl(value: unknown): URL | null {
  const url = typeof value === 'string' && URL.canParse(value) ? new URL(value) : null;
  return url && /^https?:$/.test(url.protocol) && !url.username && !url.password ? url : null;
}

/** Validates an http(s) origin-like URL for a config field and returns it without a trailing slash. */
export function parseHttpUrl(value: unknown, field: string): string {
  if (!httpUrl(value)) throw expected(field, 'an http(s) URL', value);
  return (value as string).trim().replace(/\/+$/, '');
}
