// Discount codes and their redemptions. A code is found by its upper-cased key (codes match without regard to case);
// a use is counted with one conditional UPDATE inside the paying transaction, so two payments at once can never pass
// the usage limit (the table's check constraint holds it too).
import { forUpdate, type Tx } from '../db/database.ts';
import type { DiscountCodesTable, DiscountRedemptionsTable } from '../db/tables.ts';
import { type DiscountCodeRecord, type DiscountKind, discountKey } from '../discounts/discount-types.ts';
import { fromJson, toJson } from './json-column.ts';

const toCode = ({ codeKey: _key, ...row }: DiscountCodesTable): DiscountCodeRecord => ({
  ...row,
  kind: row.kind as DiscountKind,
  categoryIds: fromJson<string[]>(row.categoryIds),
  disabled: row.disabled === 1,
});

const toRow = (code: DiscountCodeRecord): DiscountCodesTable => ({
  ...code,
  codeKey: discountKey(code.code),
  categoryIds: toJson(code.categoryIds),
  disabled: code.disabled ? 1 : 0,
});

const codes = (tx: Tx, shopId: string) => tx.db.selectFrom('discountCodes').selectAll().where('shopId', '=', shopId);

export async function findDiscountByCode(tx: Tx, shopId: string, code: string): Promise<DiscountCodeRecord | null> {
  const row = await codes(tx, shopId).where('codeKey', '=', discountKey(code)).executeTakeFirst();
  return row ? toCode(row) : null;
}

/** A code by id; `lock` holds it until the transaction ends (an edit, against a payment counting a use). */
export async function findDiscount(
  tx: Tx,
  shopId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<DiscountCodeRecord | null> {
  const query = codes(tx, shopId).where('id', '=', id);
  const row = await (options.lock ? query.$call(forUpdate(tx)) : query).executeTakeFirst();
  return row ? toCode(row) : null;
}

/** The shop's codes among `ids`, in the order of `ids` (unknown ids are left out). */
export async function findDiscounts(tx: Tx, shopId: string, ids: readonly string[]): Promise<DiscountCodeRecord[]> {
  if (ids.length === 0) return [];
  const rows = await codes(tx, shopId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return ids.flatMap((id) => rows.filter((row) => row.id === id).map(toCode));
}

/** Every code of the shop, newest first. */
export async function listDiscounts(tx: Tx, shopId: string): Promise<DiscountCodeRecord[]> {
  return (await codes(tx, shopId).orderBy('createdAt', 'desc').orderBy('code').execute()).map(toCode);
}

/** Whether another code of the shop already uses this code in any case. */
export async function isDiscountCodeTaken(tx: Tx, shopId: string, code: string, exceptId: string | null) {
  let query = tx.db
    .selectFrom('discountCodes')
    .select('id')
    .where('shopId', '=', shopId)
    .where('codeKey', '=', discountKey(code));
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertDiscount(tx: Tx, code: DiscountCodeRecord): Promise<void> {
  await tx.db.insertInto('discountCodes').values(toRow(code)).execute();
}

/** Writes what a merchant may change; `uses` is left to countDiscountUse. */
export async function saveDiscount(tx: Tx, code: DiscountCodeRecord): Promise<void> {
  const { id, shopId, uses: _uses, createdAt: _created, ...fields } = toRow(code);
  await tx.db.updateTable('discountCodes').set(fields).where('id', '=', id).where('shopId', '=', shopId).execute();
}

/** Counts one use of a code unless that would pass its limit; false when the limit is reached. */
export async function countDiscountUse(tx: Tx, id: string): Promise<boolean> {
  const result = await tx.db
    .updateTable('discountCodes')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('id', '=', id)
    .where((eb) => eb.or([eb('usageLimit', 'is', null), eb('uses', '<', eb.ref('usageLimit'))]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** One use of a code by an order, exactly its row. */
export type DiscountRedemption = DiscountRedemptionsTable;

export async function insertRedemption(tx: Tx, redemption: DiscountRedemption): Promise<void> {
  await tx.db.insertInto('discountRedemptions').values(redemption).execute();
}

/** The redemptions of one code, newest first (the panel's usage list). */
export async function listRedemptions(tx: Tx, discountId: string, limit = 50): Promise<DiscountRedemption[]> {
  return tx.db
    .selectFrom('discountRedemptions')
    .selectAll()
    .where('discountId', '=', discountId)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute();
}
