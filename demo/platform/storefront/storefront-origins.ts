// Where a shop's storefront pages live. A checkout handoff (`successUrl`, `backUrl`, and later `embedOrigin`) may
// only point at one of these origins, so nobody holding the public key can make a genuine checkout page that sends
// the shopper to a site of their choosing. A shop's origins are the ones it listed (control panel, Settings: API;
// admin API), stored, plus the ones the platform was started with (`startPlatform({ storefrontOrigins })`; the demo
// site's in `npm start` and the tests).
import type { Tx } from '../db/database.ts';
import { invalid } from '../http/api-error.ts';
import { listStoredOrigins } from '../repo/storefront-origins.ts';
import type { PlatformContext } from '../platform-context.ts';

export const MAX_STOREFRONT_ORIGINS = 50;

/** What the origin check needs: the request's platform, its transaction and its shop. */
export interface OriginScope {
  platform: Pick<PlatformContext, 'storefrontOrigins'>;
  tx: Tx;
  shop: { id: string };
}

/** An http(s) origin with nothing after the host and port; `https://shop.example/` is accepted as its origin. */
export function normalizeStorefrontOrigin(value: unknown, field: string): string {
  let url: URL;
  try {
    if (typeof value !== 'string' || value.length > 200) throw new TypeError();
    url = new URL(value.trim());
  } catch {
    throw invalid(field, value, 'must be an origin like https://shop.example');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid(field, value, 'must be an http(s) origin');
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== ''))
    throw invalid(field, value, 'must be an origin only (scheme, host and port), with no path, query or credentials');
  return url.origin;
}

/** A list of origins, each normalised, duplicates dropped; names the first bad entry by its index. */
export function normalizeStorefrontOrigins(value: unknown, field = 'origins'): string[] {
  if (!Array.isArray(value) || value.length > MAX_STOREFRONT_ORIGINS)
    throw invalid(field, value, `must be an array of at most ${MAX_STOREFRONT_ORIGINS} origins`);
  return [...new Set(value.map((entry, index) => normalizeStorefrontOrigin(entry, `${field}[${index}]`)))];
}

/** The origins the platform was started with for the shop (held in memory). */
const configuredOrigins = (platform: OriginScope['platform'], shopId: string): string[] =>
  Object.hasOwn(platform.storefrontOrigins, shopId) ? [...(platform.storefrontOrigins[shopId] ?? [])] : [];

/** Every origin the shop's storefront may live on: those it was started with, then those it stored. */
export async function listStorefrontOrigins(scope: OriginScope): Promise<{ configured: string[]; stored: string[] }> {
  return {
    configured: configuredOrigins(scope.platform, scope.shop.id),
    stored: await listStoredOrigins(scope.tx, scope.shop.id),
  };
}

/**
 * The same, with the stored origins as kept briefly (state/shop-reads.ts), for what only links to the shop's pages
 * (an MCP tool's product URLs): no transaction of its own on most calls. Checks of a handoff URL read them afresh.
 */
export async function listStorefrontOriginsBriefly(
  platform: Pick<PlatformContext, 'db' | 'shopReads' | 'storefrontOrigins'>,
  shopId: string,
): Promise<{ configured: string[]; stored: string[] }> {
  const stored = await platform.shopReads.storedOrigins.read(shopId, () =>
    platform.db.transaction((tx) => listStoredOrigins(tx, shopId)),
  );
  return { configured: configuredOrigins(platform, shopId), stored: stored ?? [] };
}

/** Whether `origin` (an origin, or any URL on it) is one of the shop's storefront origins. */
export async function isAllowedStorefrontOrigin(scope: OriginScope, origin: string): Promise<boolean> {
  let wanted: string;
  try {
    wanted = new URL(origin).origin;
  } catch {
    return false;
  }
  const { configured, stored } = await listStorefrontOrigins(scope);
  return configured.includes(wanted) || stored.includes(wanted);
}

/** Throws a 400 naming `field` unless `url` is on one of the shop's storefront origins. */
export async function requireStorefrontOrigin(scope: OriginScope, field: string, url: string): Promise<void> {
  if (await isAllowedStorefrontOrigin(scope, url)) return;
  throw invalid(
    field,
    url,
    `must be on one of shop ${scope.shop.id}'s storefront origins (list the origin in the control panel, ` +
      'Settings: API, or add it with POST /admin/shops/<shop>/storefront-origins {"origin": ...}, which keeps ' +
      'the others)',
  );
}

/** The origins `startPlatform({ storefrontOrigins })` was given, per shop id, each list normalised. */
export function resolveStartupOrigins(input: Record<string, string[]> = {}): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(input).map(([shopId, list]) => [
      shopId,
      normalizeStorefrontOrigins(list, `storefrontOrigins.${shopId}`),
    ]),
  );
}
