import { fieldError } from '../errors/shopkit-config-error.ts';
import { quote } from './redact.ts';

/** Strips trailing slashes and one trailing `/v2`, because every request path carries its own `/v2`. */
export function normalizeApiUrl(url: string): string {
  return url.trim().replace(/\/+$/, '').replace(/\/v2$/i, '').replace(/\/+$/, '');
}

/** Validates an http(s) origin-like URL for a config field and returns it without a trailing slash. */
export function parseHttpUrl(value: unknown, field: string): string {
  let url: URL | null = null;
  try { url = typeof value === 'string' ? new URL(value) : null; } catch { url = null; }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) {
    throw fieldError(field, `expected an http(s) URL; got ${quote(value)}`);
  }
  return (value as string).trim().replace(/\/+$/, '');
}
