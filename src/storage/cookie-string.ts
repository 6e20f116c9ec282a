// Pure cookie text helpers shared by the browser cookie adapter, consent and the analytics ids.
import type { CookieAttributes } from '../types.ts';

export interface CookieEntry {
  name: string;
  value: string;
}

export function parseCookies(header: string): CookieEntry[] {
  const out: CookieEntry[] = [];
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      /* keep the raw text */
    }
    if (name) out.push({ name, value });
  }
  return out;
}

/**
 * `name=value; Path=/; Max-Age=n; Domain=d; Secure; SameSite=Lax` (httpOnly cannot be set from a page), from the
 * complete attributes of cookieAttributesFor.
 */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  let text = `${name}=${encodeURIComponent(value)}; Path=${attributes.path}`;
  if (attributes.maxAge !== undefined) text += `; Max-Age=${Math.floor(attributes.maxAge)}`;
  if (attributes.domain) text += `; Domain=${attributes.domain}`;
  if (attributes.secure) text += '; Secure';
  const sameSite = attributes.sameSite!;
  return `${text}; SameSite=${sameSite[0]!.toUpperCase()}${sameSite.slice(1)}`;
}

/** The attributes a cookie of this lifetime is written with: configured ones win, then the spec's defaults. */
export function cookieAttributesFor(
  configured: CookieAttributes,
  maxAge: number,
  secureDefault: boolean,
): CookieAttributes {
  const attributes: CookieAttributes = {
    path: configured.path ?? '/',
    maxAge: Math.floor(configured.maxAge ?? maxAge),
    sameSite: configured.sameSite ?? 'lax',
    secure: configured.secure ?? secureDefault,
    httpOnly: configured.httpOnly ?? false,
  };
  if (configured.domain !== undefined) attributes.domain = configured.domain;
  return attributes;
}
