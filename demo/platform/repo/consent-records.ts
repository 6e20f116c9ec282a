// The consent log: one row per decision, unique per shop and consent id, so a retried or replayed record adds
// nothing. Listed newest first, a page at a time; exported whole in pages for the CSV download.
import type { Selectable } from 'kysely';
import type { Tx } from '../db/database.ts';
import type { ConsentRecordsTable } from '../db/tables.ts';
import type { ConsentRecord } from '../state/types.ts';

/** The row as it is, but for the shop (the caller knows it) and the two flags, which SQL keeps as 0 or 1. */
const toRecord = ({ shopId: _shop, ...row }: Selectable<ConsentRecordsTable>): ConsentRecord & { seq: number } => ({
  ...row,
  analytics: row.analytics === 1,
  marketing: row.marketing === 1,
});

export async function findConsentRecord(tx: Tx, shopId: string, consentId: string): Promise<ConsentRecord | null> {
  const row = await tx.db
    .selectFrom('consentRecords')
    .selectAll()
    .where('shopId', '=', shopId)
    .where('consentId', '=', consentId)
    .executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** Stores a decision unless its id is already in the shop's log; returns the stored record and whether it is new. */
export async function recordConsent(
  tx: Tx,
  shopId: string,
  record: ConsentRecord,
): Promise<{ record: ConsentRecord; created: boolean }> {
  const inserted = await tx.db
    .insertInto('consentRecords')
    .values({
      shopId,
      ...record,
      analytics: record.analytics ? 1 : 0,
      marketing: record.marketing ? 1 : 0,
    })
    .onConflict((oc) => oc.columns(['shopId', 'consentId']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { record, created: true };
  return { record: (await findConsentRecord(tx, shopId, record.consentId))!, created: false };
}

/** A page of the log, newest first; `before` is the `seq` of the last record of the previous page. */
export async function listConsentRecords(
  tx: Tx,
  shopId: string,
  options: { limit: number; before?: number | null },
): Promise<Array<ConsentRecord & { seq: number }>> {
  let query = tx.db.selectFrom('consentRecords').selectAll().where('shopId', '=', shopId);
  if (options.before) query = query.where('seq', '<', options.before);
  const rows = await query.orderBy('seq', 'desc').limit(options.limit).execute();
  return rows.map(toRecord);
}

export async function countConsentRecords(tx: Tx, shopId: string): Promise<number> {
  const row = await tx.db
    .selectFrom('consentRecords')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('shopId', '=', shopId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
