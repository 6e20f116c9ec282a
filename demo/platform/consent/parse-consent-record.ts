// The body of `POST /v2/consent`, checked field by field (a 400 names the field and quotes the value): a decision as
// the storefront client made it. Unknown fields are refused, so a client cannot smuggle data into the log.
import { ApiError, invalid } from '../http/api-error.ts';
import { requireObject } from '../api/params.ts';

export const CONSENT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
export const MAX_CONSENT_BODY_BYTES = 1024;
const FIELDS = ['consentId', 'revision', 'categories', 'decidedAt'];
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
const EARLIEST = Date.UTC(2020, 0, 1);

export interface ConsentRecordInput {
  consentId: string;
  revision: number;
  analytics: boolean;
  marketing: boolean;
  decidedAt: string;
}

export function parseConsentRecord(body: unknown, now: number): ConsentRecordInput {
  const input = requireObject(body);
  const unknown = Object.keys(input).find((field) => !FIELDS.includes(field));
  if (unknown)
    throw new ApiError('invalid_request', `${unknown.slice(0, 40)} is not a field of a consent record`, {
      details: { field: unknown.slice(0, 40) },
    });
  const { consentId, revision, categories, decidedAt } = input;
  if (typeof consentId !== 'string' || !CONSENT_ID_PATTERN.test(consentId))
    throw invalid('consentId', consentId, 'must be a version 4 UUID in lower case');
  if (!Number.isInteger(revision) || (revision as number) < 1 || (revision as number) > 1_000_000)
    throw invalid('revision', revision, 'must be a whole number from 1 to 1000000');
  const chosen = requireObject(categories, 'categories');
  if (Object.keys(chosen).some((name) => name !== 'analytics' && name !== 'marketing'))
    throw invalid('categories', Object.keys(chosen).join(','), 'may hold only analytics and marketing');
  for (const name of ['analytics', 'marketing'])
    if (typeof chosen[name] !== 'boolean') throw invalid(`categories.${name}`, chosen[name], 'must be true or false');
  const time = typeof decidedAt === 'string' && ISO_TIME.test(decidedAt) ? Date.parse(decidedAt) : NaN;
  // The shopper's clock decides decidedAt; only times that cannot be a decision (before 2020, or a day ahead) are out.
  if (!(time >= EARLIEST && time <= now + 86_400_000))
    throw invalid('decidedAt', decidedAt, 'must be an ISO 8601 UTC time such as 2026-01-15T12:00:00.000Z');
  return {
    consentId,
    revision: revision as number,
    analytics: chosen.analytics as boolean,
    marketing: chosen.marketing as boolean,
    decidedAt: new Date(time).toISOString(),
  };
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
