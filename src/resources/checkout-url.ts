// Hosted-checkout URL rules (docs/design.md "Hosted checkout"): an explicit `checkoutUrl` replaces the origin of a
// checkout-v2 handoff (keeping path and query) and never applies to a legacy one; the final URL must be http(s)
// (https unless loopback), carry no credentials, and point at the default or the configured checkout origin.
import { httpUrl } from '../config/normalize-api-url.ts';
import { ShopkitCheckoutError } from '../errors/shopkit-checkout-error.ts';
import type { CheckoutUrlKind } from '../types.ts';

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/** Why a checkout URL may not be followed, or null when it may. */
function refusal(url: string, parsed: URL | null, trustedOrigins: readonly string[]): string | null {
  if (!parsed) return 'invalid_url';
  const secure = parsed.protocol === 'https:' || LOOPBACK.test(parsed.hostname);
  if (!httpUrl(url) || !secure) return 'unsafe_url';
  if (!trustedOrigins.includes(parsed.origin)) return 'untrusted_origin';
  return null;
}

export function validateCheckoutUrl(url: string, kind: CheckoutUrlKind, trustedOrigins: readonly string[]): string {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  const reason = refusal(url, parsed, trustedOrigins);
  if (reason || !parsed) {
    const why = reason ?? 'invalid_url';
    throw new ShopkitCheckoutError(why, `checkout (${kind}): ${why.replace('_', ' ')} ${parsed?.origin ?? ''}`, {
      context: { kind, origin: parsed?.origin },
    });
  }
  return parsed.href;
}

/** The origins a handoff may go to: the default checkout's and the configured one's (both validated http(s) URLs). */
export const trustedCheckoutOrigins = (defaultUrl: string, configuredUrl: string): string[] => [
  ...new Set([new URL(defaultUrl).origin, new URL(configuredUrl).origin]),
];

/** The handoff URL with the configured checkout base applied (v2 only) and the query parameters appended. */
export function composeHandoffUrl(
  url: string,
  kind: CheckoutUrlKind,
  explicitBase: string | null,
  params: Record<string, string | null>,
): string {
  const original = new URL(url);
  const target =
    kind === 'v2' && explicitBase !== null
      ? new URL(`${explicitBase.replace(/\/+$/, '')}${original.pathname}${original.search}${original.hash}`)
      : original;
  for (const [name, value] of Object.entries(params)) if (value !== null) target.searchParams.set(name, value);
  return target.href;
}
