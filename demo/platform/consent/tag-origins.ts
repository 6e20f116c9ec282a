// Where the storefront pages of every shop load their tag scripts from when a page does not say: a platform started
// with stand-ins for Google's and Meta's scripts (`npm start`, demo/tags/) hands their origins out with each shop's
// tracking settings (`shop.tracking.googleTagOrigin`, `metaPixelOrigin` on GET /v2/shop), so no page served against
// it contacts Google or Meta, whatever ids the shop keeps. Without them both are null: the vendors' own origins.
import { normalizeStorefrontOrigin } from '../storefront/storefront-origins.ts';
import type { TagOrigins } from '../platform-context.ts';
import type { TrackingRecord } from '../state/types.ts';

export type { TagOrigins };

/** The origins as given at start, each checked (an http(s) origin, nothing else); null for none. */
export function resolveTagOrigins(origins: TagOrigins | null | undefined): TagOrigins | null {
  if (!origins) return null;
  return {
    google: normalizeStorefrontOrigin(origins.google, 'tagOrigins.google'),
    meta: normalizeStorefrontOrigin(origins.meta, 'tagOrigins.meta'),
  };
}

/** A shop's tracking settings as its storefront pages read them: the tag origins beside the shop's own settings. */
export function presentTracking(tracking: TrackingRecord, origins: TagOrigins | null) {
  return { ...tracking, googleTagOrigin: origins?.google ?? null, metaPixelOrigin: origins?.meta ?? null };
}
