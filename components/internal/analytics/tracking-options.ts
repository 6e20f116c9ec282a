// What a page says about its analytics tags: the consent mode, each tag's id (or that it is off for this page) and
// the origins the tag scripts come from. Ids and origins left unsaid come from the shop's settings (`shop.tracking`),
// origins then from the vendors' defaults. Checked first, then built: every message names the field and quotes the
// value.
import { ShopkitConfigError } from '../../../src/index.ts';

export type ShopkitConsentMode = 'basic' | 'advanced';

/** `Shopkit.configure(config, {tracking})`: an id, `null` for off on this page, or left out for the shop's setting. */
export interface ShopkitTrackingOptions {
  /** `basic` (default): no Google or Meta script before consent. `advanced`: Google tags load with denied defaults. */
  mode?: ShopkitConsentMode;
  ga4MeasurementId?: string | null;
  gtmContainerId?: string | null;
  metaPixelId?: string | null;
  /** Where gtag.js and gtm.js come from (default: the shop's setting, else `https://www.googletagmanager.com`). */
  googleTagOrigin?: string;
  /** Where fbevents.js comes from (default: the shop's setting, else `https://connect.facebook.net`). */
  metaPixelOrigin?: string;
  /** `false`: no tags on this page, and the shop's settings are not read for them. */
  enabled?: boolean;
}

export const DEFAULT_GOOGLE_TAG_ORIGIN = 'https://www.googletagmanager.com';
export const DEFAULT_META_PIXEL_ORIGIN = 'https://connect.facebook.net';

/** The id formats, shared with the platform's checks (docs/design.md, "Tracking settings"). */
export const TRACKING_ID_PATTERNS = {
  ga4MeasurementId: /^G-[A-Z0-9]{4,20}$/,
  gtmContainerId: /^GTM-[A-Z0-9]{4,12}$/,
  metaPixelId: /^[0-9]{6,20}$/,
} as const;

export type TrackingIdField = keyof typeof TRACKING_ID_PATTERNS;
export const TRACKING_ID_FIELDS = Object.keys(TRACKING_ID_PATTERNS) as TrackingIdField[];

const ID_EXAMPLES: Record<TrackingIdField, string> = {
  ga4MeasurementId: '"G-" and 4-20 capital letters or digits, such as "G-AB12CD34EF"',
  gtmContainerId: '"GTM-" and 4-12 capital letters or digits, such as "GTM-AB12CD3"',
  metaPixelId: '6-20 digits',
};

/** The page's settings, checked: ids undefined and origins null where the shop decides. */
export interface ResolvedTrackingOptions {
  enabled: boolean;
  mode: ShopkitConsentMode;
  ids: Partial<Record<TrackingIdField, string | null>>;
  googleTagOrigin: string | null;
  metaPixelOrigin: string | null;
}

function fail(field: string, detail: string, value: unknown): never {
  throw new ShopkitConfigError(`tracking.${field}`, `${detail}; got ${JSON.stringify(value)}`);
}

/** An http(s) origin without path, query or credentials; plain http only on loopback (tests, local stand-ins). */
export function parseTagOrigin(field: string, value: unknown): string {
  let url: URL | null = null;
  try {
    url = typeof value === 'string' ? new URL(value) : null;
  } catch {
    url = null;
  }
  const loopback = url && /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(url.hostname);
  const valid =
    url &&
    (url.protocol === 'https:' || (url.protocol === 'http:' && loopback)) &&
    !url.username &&
    !url.password &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash;
  if (!valid) fail(field, 'expected an https origin such as "https://www.googletagmanager.com"', value);
  return url!.origin;
}

export function resolveTrackingOptions(options: ShopkitTrackingOptions = {}): ResolvedTrackingOptions {
  if (typeof options !== 'object' || options === null) fail('options', 'expected an object', options);
  const mode = options.mode ?? 'basic';
  if (mode !== 'basic' && mode !== 'advanced') fail('mode', 'expected "basic" or "advanced"', mode);
  if (options.enabled !== undefined && typeof options.enabled !== 'boolean')
    fail('enabled', 'expected true or false', options.enabled);
  const ids: ResolvedTrackingOptions['ids'] = {};
  for (const field of TRACKING_ID_FIELDS) {
    const value = options[field];
    if (value === undefined) continue;
    if (value !== null && !(typeof value === 'string' && TRACKING_ID_PATTERNS[field].test(value)))
      fail(field, `expected ${ID_EXAMPLES[field]}, or null for none`, value);
    ids[field] = value;
  }
  return {
    enabled: options.enabled ?? true,
    mode,
    ids,
    googleTagOrigin:
      options.googleTagOrigin === undefined ? null : parseTagOrigin('googleTagOrigin', options.googleTagOrigin),
    metaPixelOrigin:
      options.metaPixelOrigin === undefined ? null : parseTagOrigin('metaPixelOrigin', options.metaPixelOrigin),
  };
}
