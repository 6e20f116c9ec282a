// The body of `POST /v2/consent`: a decision as the storefront client made it. Its shape (the fields, none unknown so
// a client cannot smuggle data into the log; a version 4 UUID; the revision's range; the two categories as booleans)
// is checked against openapi.json's ConsentRecordInput before the handler runs. Here: what the contract cannot say,
// that `decidedAt` is a UTC time a decision can have (a 400 names the field and quotes the value).
import { invalid } from '../http/api-error.ts';

export const MAX_CONSENT_BODY_BYTES = 1024;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
const EARLIEST = Date.UTC(2020, 0, 1);

/** The body as the contract lets it through. */
export interface ConsentRecordBody {
  consentId: string;
  revision: number;
  categories: { analytics: boolean; marketing: boolean };
  decidedAt: string;
}

export interface ConsentRecordInput {
  consentId: string;
  revision: number;
  analytics: boolean;
  marketing: boolean;
  decidedAt: string;
}

export function parseConsentRecord(body: ConsentRecordBody, now: number): ConsentRecordInput {
  const { consentId, revision, categories, decidedAt } = body;
  const time = ISO_TIME.test(decidedAt) ? Date.parse(decidedAt) : NaN;
  // The shopper's clock decides decidedAt; only times that cannot be a decision (before 2020, or a day ahead) are out.
  if (!(time >= EARLIEST && time <= now + 86_400_000))
    throw invalid('decidedAt', decidedAt, 'must be an ISO 8601 UTC time such as 2026-01-15T12:00:00.000Z');
  const { analytics, marketing } = categories;
  return { consentId, revision, analytics, marketing, decidedAt: new Date(time).toISOString() };
}

/** The page origin an `Origin` header names (`https://shop.example`), or null for anything else. */
export function parsePageOrigin(header: string | undefined): string | null {
  if (!header || header.length > 200 || header === 'null') return null;
  try {
    const url = new URL(header);
    return /^https?:$/.test(url.protocol) && url.origin === header ? url.origin : null;
  } catch {
    return null;
  }
}
