// Which tags a page loads, once the analytics layer runs: the page's own tracking settings where it made a choice,
// else the shop's. Part of the lazily loaded layer, not of what every page carries (tracking-options.ts).
import type { ShopTracking } from '../../../src/index.ts';
import {
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

/** Whether the page still needs the shop's settings to know its tags. */
export const needsShopTracking = (options: ResolvedTrackingOptions): boolean =>
  options.enabled && TRACKING_ID_FIELDS.some((field) => options.ids[field] === undefined);
