// A shop's tracking settings as the control panel and the admin API take them: each tag id in its documented format
// (the same patterns the storefront client checks, docs/design.md "Tracking settings") or empty for none, and the
// consent log switch. A bad value is refused naming the field and quoting the value.
import { invalid } from '../http/api-error.ts';
import type { TrackingRecord } from '../state/types.ts';

export const TRACKING_ID_PATTERNS = {
  ga4MeasurementId: /^G-[A-Z0-9]{4,20}$/,
  gtmContainerId: /^GTM-[A-Z0-9]{4,12}$/,
  metaPixelId: /^[0-9]{6,20}$/,
} as const;

const RULES: Record<keyof typeof TRACKING_ID_PATTERNS, string> = {
  ga4MeasurementId: 'must be "G-" and 4-20 capital letters or digits (such as G-AB12CD34EF), or empty',
  gtmContainerId: 'must be "GTM-" and 4-12 capital letters or digits (such as GTM-AB12CD3), or empty',
  metaPixelId: 'must be 6-20 digits, or empty',
};

/** Applies a partial change to the current settings; ids are trimmed, and "" or null means none. */
export function applyTrackingChange(current: TrackingRecord, change: Record<string, unknown>): TrackingRecord {
  const next = { ...current };
  for (const field of Object.keys(change)) {
    if (field !== 'consentLog' && !(field in TRACKING_ID_PATTERNS))
      throw invalid(field, field, 'is not a tracking setting');
  }
  for (const field of Object.keys(TRACKING_ID_PATTERNS) as Array<keyof typeof TRACKING_ID_PATTERNS>) {
    if (!(field in change)) continue;
    const value = change[field];
    const text = typeof value === 'string' ? value.trim() : value;
    if (text === '' || text === null) next[field] = null;
    else if (typeof text === 'string' && TRACKING_ID_PATTERNS[field].test(text)) next[field] = text;
    else throw invalid(field, value, RULES[field]);
  }
  if ('consentLog' in change) {
    if (typeof change.consentLog !== 'boolean') throw invalid('consentLog', change.consentLog, 'must be true or false');
    next.consentLog = change.consentLog;
  }
  return next;
}
