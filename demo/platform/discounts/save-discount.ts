// Creating and editing a shop's discount codes, for the admin API and the control panel alike: the draft is checked
// against the shop (its campaign storefronts and categories, codes already taken in any case, uses so far) before
// anything is written, and every refusal is a 400 naming the field and the value.
import type { Tx } from '../db/database.ts';
import { invalid } from '../http/api-error.ts';
import { findDiscount, insertDiscount, isDiscountCodeTaken, saveDiscount } from '../repo/discount-codes.ts';
import { createId } from '../state/create-id.ts';
import type { DiscountCodeRecord } from './discount-types.ts';
import { type DiscountDraft, type DraftContext, parseDiscountDraft } from './parse-discount-input.ts';

/** What a draft may name in this shop. */
async function shopContext(tx: Tx, shopId: string): Promise<Omit<DraftContext, 'name'>> {
  const [storefronts, categories] = await Promise.all([
    tx.db.selectFrom('storefronts').select('id').where('shopId', '=', shopId).execute(),
    tx.db.selectFrom('categories').select('id').where('shopId', '=', shopId).execute(),
  ]);
  return { storefrontIds: storefronts.map((row) => row.id), categoryIds: categories.map((row) => row.id) };
}

/** The merchant-written fields of a stored code, to merge an edit over. */
export const draftOf = ({
  code,
  kind,
  value,
  minimumSubtotal,
  validFrom,
  validTo,
  usageLimit,
  storefrontId,
  categoryIds,
  disabled,
}: DiscountCodeRecord): DiscountDraft => ({
  code,
  kind,
  value,
  minimumSubtotal,
  validFrom,
  validTo,
  usageLimit,
  storefrontId,
  categoryIds,
  disabled,
});

async function checkDraft(
  tx: Tx,
  shopId: string,
  input: Record<string, unknown>,
  existing: DiscountCodeRecord | null,
  name?: DraftContext['name'],
): Promise<DiscountDraft> {
  const draft = parseDiscountDraft(input, { ...(await shopContext(tx, shopId)), name });
  const label = name ?? ((field: string) => field);
  if (await isDiscountCodeTaken(tx, shopId, draft.code, existing?.id ?? null))
    throw invalid(label('code'), draft.code, 'is already used by another code of this shop (codes ignore case)');
  if (existing && draft.usageLimit !== null && draft.usageLimit < existing.uses)
    throw invalid(label('usageLimit'), draft.usageLimit, `must be at least the ${existing.uses} uses so far`);
  return draft;
}

export async function createDiscount(
  tx: Tx,
  shopId: string,
  input: Record<string, unknown>,
  now: number,
  name?: DraftContext['name'],
): Promise<DiscountCodeRecord> {
  const draft = await checkDraft(tx, shopId, input, null, name);
  const at = new Date(now).toISOString();
  const record: DiscountCodeRecord = { ...draft, id: createId('dc'), shopId, uses: 0, createdAt: at, updatedAt: at };
  await insertDiscount(tx, record);
  return record;
}

/** Applies the fields of `changes` over the stored code. */
export async function updateDiscount(
  tx: Tx,
  existing: DiscountCodeRecord,
  changes: Record<string, unknown>,
  now: number,
  name?: DraftContext['name'],
): Promise<DiscountCodeRecord> {
  const draft = await checkDraft(tx, existing.shopId, { ...draftOf(existing), ...changes }, existing, name);
  const record: DiscountCodeRecord = { ...existing, ...draft, updatedAt: new Date(now).toISOString() };
  await saveDiscount(tx, record);
  return (await findDiscount(tx, existing.shopId, existing.id)) ?? record;
}
