// Hosted-checkout URL rules (docs/design.md "Hosted checkout"): an explicit `checkoutUrl` replaces the origin of a
// checkout-v2 handoff (keeping path and query) and never applies to a legacy one; the final URL must be http(s)
// (https unless loopback), carry no credentials, and point at the default or the configured checkout origin.
import { ShopkitCheckoutError } from '../errors/shopkit-checkout-error.ts';
import type { CheckoutUrlKind } from '../types.ts';

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

function originOf(url: string): string | null {
  try { return new URL(url).origin; } catch { return null; }
}

export function validateCheckoutUrl(url: string, kind: CheckoutUrlKind, trustedOrigins: readonly string[]): string {
  let parsed: URL;
  try { parsed = new URL(url); } catch { throw new ShopkitCheckoutError('invalid_url', `checkout (${kind}): bad URL`, { context: { kind } }); }
  const fail = (reason: string, detail: string) => {
    throw new ShopkitCheckoutError(reason, `checkout (${kind}): ${detail} (${parsed.origin})`, { context: { kind, origin: parsed.origin } });
  };
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') fail('unsafe_url', 'not http(s)');
  if (parsed.protocol === 'http:' && !LOOPBACK.test(parsed.hostname)) fail('unsafe_url', 'http only on loopback');
  if (parsed.username || parsed.password) fail('unsafe_url', 'credentials in URL');
  if (!trustedOrigins.includes(parsed.origin)) fail('untrusted_origin', 'untrusted origin');
  return parsed.href;
}

export function trustedCheckoutOrigins(defaultUrl: string, configuredUrl: string): string[] {
  return [...new Set([originOf(defaultUrl), originOf(configuredUrl)].filter((origin): origin is string => origin !== null))];
}

/** The handoff URL with the configured checkout base applied (v2 only) and the query parameters appended. */
export function composeHandoffUrl(url: string, kind: CheckoutUrlKind, explicitBase: string | null, params: Record<string, string | null>): string {
  const original = new URL(url);
  const target = kind === 'v2' && explicitBase !== null
    ? new URL(`${explicitBase.replace(/\/+$/, '')}${original.pathname}${original.search}${original.hash}`)
    : original;
  for (const [name, value] of Object.entries(params)) if (value !== null) target.searchParams.set(name, value);
  return target.href;
}
