// The consent log as CSV (RFC 4180: CRLF lines, fields quoted when they hold a comma, quote or line break), one
// header line, then every record newest first. A field that a spreadsheet would read as a formula is prefixed with
// an apostrophe.
import type { Database } from '../db/database.ts';
import { listConsentRecords } from '../repo/consent-records.ts';
import type { ConsentRecord } from '../state/types.ts';

const COLUMNS = [
  'consent_id',
  'recorded_at',
  'decided_at',
  'revision',
  'analytics',
  'marketing',
  'page_origin',
  'client_network',
] as const;
const BATCH = 500;

export function csvField(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(record: ConsentRecord): string {
  const values = [
    record.consentId,
    record.recordedAt,
    record.decidedAt,
    record.revision,
    record.analytics ? 'granted' : 'denied',
    record.marketing ? 'granted' : 'denied',
    record.pageOrigin,
    record.clientNetwork,
  ];
  return `${values.map(csvField).join(',')}\r\n`;
}

/** The whole log of a shop, read in batches (each in its own short transaction). */
export async function* consentLogCsv(db: Database, shopId: string): AsyncGenerator<string> {
  yield `${COLUMNS.join(',')}\r\n`;
  let before: number | null = null;
  for (;;) {
    const page = await db.transaction((tx) => listConsentRecords(tx, shopId, { limit: BATCH, before }));
    if (page.length === 0) return;
    yield page.map(csvLine).join('');
    if (page.length < BATCH) return;
    before = page.at(-1)!.seq;
  }
}
