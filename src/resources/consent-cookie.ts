// The consent cookie: `v1.<revision>.<categories>.<decidedAt>`, categories the granted optional ones joined by `-`
// (`analytics-marketing`, `analytics`, `marketing` or `none`), decidedAt in Unix seconds.
import type { ConsentChoice, ConsentState } from '../types.ts';

export function undecided(revision: number): ConsentState {
  return { decided: false, revision, categories: { necessary: true, analytics: false, marketing: false } };
}

export function serializeConsent(choice: ConsentChoice, revision: number, decidedAtSeconds: number): string {
  const granted =
    [choice.analytics && 'analytics', choice.marketing && 'marketing'].filter(Boolean).join('-') || 'none';
  return `v1.${revision}.${granted}.${Math.floor(decidedAtSeconds)}`;
}

/** The decision in a cookie value; undecided when missing, malformed or recorded at a lower revision. */
export function parseConsent(value: string | null, revision: number): ConsentState {
  const match = value ? /^v1\.(\d+)\.(none|analytics|marketing|analytics-marketing)\.(\d+)$/.exec(value) : null;
  if (!match || Number(match[1]) < revision) return undecided(revision);
  const granted = match[2]!;
  return {
    decided: true,
    revision: Number(match[1]),
    categories: { necessary: true, analytics: granted.includes('analytics'), marketing: granted.includes('marketing') },
    decidedAt: new Date(Number(match[3]) * 1000),
  };
}
