// The consent cookie. Written as `v2.<revision>.<categories>.<decidedAt>.<consentId>`; read in that form and in the
// earlier `v1.<revision>.<categories>.<decidedAt>`, so a shopper who decided before consent ids existed is not asked
// again (that decision simply has no id). Categories: the granted optional ones joined by `-` (`analytics-marketing`,
// `analytics`, `marketing` or `none`); decidedAt in Unix seconds; consentId a random UUID (version 4, lower case).
import type { ConsentChoice, ConsentState } from '../types.ts';

export const CONSENT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const COOKIE_PATTERN = /^v([12])\.(\d+)\.(none|analytics|marketing|analytics-marketing)\.(\d+)(?:\.([0-9a-f-]{36}))?$/;

export function undecided(revision: number): ConsentState {
  return { decided: false, revision, categories: { necessary: true, analytics: false, marketing: false } };
}

export function serializeConsent(
  choice: ConsentChoice,
  revision: number,
  decidedAtSeconds: number,
  consentId: string,
): string {
  const granted =
    [choice.analytics && 'analytics', choice.marketing && 'marketing'].filter(Boolean).join('-') || 'none';
  return `v2.${revision}.${granted}.${Math.floor(decidedAtSeconds)}.${consentId}`;
}

/** The decision in a cookie value; undecided when missing, malformed or recorded at a lower revision. */
export function parseConsent(value: string | null, revision: number): ConsentState {
  const match = value ? COOKIE_PATTERN.exec(value) : null;
  if (!match || Number(match[2]) < revision) return undecided(revision);
  const [, version, recorded, granted = '', decidedAt, consentId] = match;
  // v1 never carries an id; v2 always carries a well-formed one.
  if (version === '1' ? consentId !== undefined : !CONSENT_ID_PATTERN.test(consentId ?? '')) return undecided(revision);
  const state: ConsentState = {
    decided: true,
    revision: Number(recorded),
    categories: { necessary: true, analytics: granted.includes('analytics'), marketing: granted.includes('marketing') },
    decidedAt: new Date(Number(decidedAt) * 1000),
  };
  if (consentId) state.consentId = consentId;
  return state;
}

/** A random consent id: a version 4 UUID from the platform's cryptographic random source. */
export function createConsentId(bytes: Uint8Array = globalThis.crypto.getRandomValues(new Uint8Array(16))): string {
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
