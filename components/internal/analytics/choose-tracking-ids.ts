// Which tags a page loads, and from where, once the analytics layer runs: the page's own tracking settings where it
// made a choice, else the shop's (a local platform hands out its stand-in tag origins there), else the vendors' own
// origins. Part of the lazily loaded layer, not of what every page carries (tracking-options.ts).
import type { ShopTracking } from '../../../src/index.ts';
import {
  DEFAULT_GOOGLE_TAG_ORIGIN,
  DEFAULT_META_PIXEL_ORIGIN,
  parseTagOrigin,
  TRACKING_ID_FIELDS,
  TRACKING_ID_PATTERNS,
  type ResolvedTrackingOptions,
  type TrackingIdField,
} from './tracking-options.ts';

/** The tags this page loads: the page's own choice where it made one, else the shop's setting. */
export function chooseTrackingIds(
  options: ResolvedTrackingOptions,
  shop: ShopTracking | null,
): Record<TrackingIdField, string | null> {
  const pick = (field: TrackingIdField): string | null => {
    const own = options.ids[field];
    if (own !== undefined) return own;
    const fromShop = shop?.[field] ?? null;
    return fromShop !== null && TRACKING_ID_PATTERNS[field].test(fromShop) ? fromShop : null;
  };
  return {
    ga4MeasurementId: pick('ga4MeasurementId'),
    gtmContainerId: pick('gtmContainerId'),
    metaPixelId: pick('metaPixelId'),
  };
}

export interface TagOrigins {
  googleTagOrigin: string;
  metaPixelOrigin: string;
}

/** Where the tag scripts come from: the page's origin where it said one, else the shop's, else the vendor's. */
export function chooseTagOrigins(options: ResolvedTrackingOptions, shop: ShopTracking | null): TagOrigins {
  const pick = (field: keyof TagOrigins, vendor: string): string =>
    options[field] ?? parseTagOrigin(`${field} (the shop's)`, shop?.[field] ?? vendor);
  return {
    googleTagOrigin: pick('googleTagOrigin', DEFAULT_GOOGLE_TAG_ORIGIN),
    metaPixelOrigin: pick('metaPixelOrigin', DEFAULT_META_PIXEL_ORIGIN),
  };
}

/** Whether the page still needs the shop's settings to know its tags, or where a tag it names comes from. */
export function needsShopTracking(options: ResolvedTrackingOptions): boolean {
  if (!options.enabled) return false;
  if (TRACKING_ID_FIELDS.some((field) => options.ids[field] === undefined)) return true;
  const unsaidOrigin = options.googleTagOrigin === null || options.metaPixelOrigin === null;
  return unsaidOrigin && TRACKING_ID_FIELDS.some((field) => options.ids[field] !== null);
}
