// The control panel's Discounts section: GET /panel/discounts (the list), /panel/discounts/new and
// /panel/discounts/<id> (the form); POST /panel/discounts (create), /panel/discounts/<id> (save) and
// /panel/discounts/<id>/disable|enable. A refused save answers the form again with what the merchant typed and the
// error naming the field (marked invalid), so nothing typed is lost.
import { html } from '../checkout/html.ts';
import type { Tx } from '../db/database.ts';
import { createDiscount, updateDiscount } from '../discounts/save-discount.ts';
import type { DiscountDraft } from '../discounts/parse-discount-input.ts';
import { ApiError } from '../http/api-error.ts';
import { listCategories } from '../repo/categories.ts';
import { findDiscount, listDiscounts } from '../repo/discount-codes.ts';
import { currencyExponent } from '../state/money.ts';
import type { ShopRecord, StorefrontRecord } from '../state/types.ts';
import {
  DISCOUNT_LABELS,
  EMPTY_DISCOUNT_FORM,
  type DiscountFormValues,
  draftInputOf,
  formValuesFrom,
  formValuesOf,
} from './discount-form-values.ts';
import { type DiscountChoices, discountForm, discountsPage } from './discount-pages.ts';
import { panelPage } from './panel-layout.ts';
import type { PanelResult } from './panel-context.ts';
import { createPanelMessage as message, type PanelMessage } from './panel-messages.ts';

const SECTION = '/panel/discounts';

export interface PanelMessages {
  notice: string | null;
  error: string | null;
}

async function choicesOf(tx: Tx, shopId: string): Promise<DiscountChoices> {
  const rows = await tx.db.selectFrom('storefronts').selectAll().where('shopId', '=', shopId).orderBy('name').execute();
  const storefronts = rows.map((row): StorefrontRecord => ({ ...row, active: row.active === 1, prices: {} }));
  return { storefronts, categories: await listCategories(tx, shopId) };
}

const page = (
  shop: ShopRecord,
  title: string,
  messages: PanelMessages,
  content: ReturnType<typeof html>,
  status = 200,
) => ({
  status,
  html: panelPage({ title, current: SECTION, shopName: shop.name, ...messages }, content),
});

/** A GET page of the section, or null when the path is not one. */
export async function renderDiscountPage(
  tx: Tx,
  shop: ShopRecord,
  path: string,
  messages: PanelMessages,
  now: number,
): Promise<PanelResult | null> {
  if (path !== SECTION && !path.startsWith(`${SECTION}/`)) return null;
  const choices = await choicesOf(tx, shop.id);
  if (path === SECTION)
    return page(shop, 'Discount codes', messages, discountsPage(await listDiscounts(tx, shop.id), shop, choices, now));
  if (path === `${SECTION}/new`)
    return page(
      shop,
      'Create a discount code',
      messages,
      discountForm({ shop, values: EMPTY_DISCOUNT_FORM, choices, editing: null }),
    );
  const id = /^\/panel\/discounts\/([\w-]+)$/.exec(path)?.[1];
  const code = id ? await findDiscount(tx, shop.id, id) : null;
  if (!code) return null;
  const values = formValuesOf(code, currencyExponent(shop.baseCurrency));
  return page(shop, `Edit ${code.code}`, messages, discountForm({ shop, values, choices, editing: code }));
}

const back = (message: PanelMessage): PanelResult => ({ redirect: SECTION, message });

/** The form again, 400, with the error and the field it names. */
async function refused(
  tx: Tx,
  shop: ShopRecord,
  values: DiscountFormValues,
  editingId: string | null,
  error: ApiError,
) {
  const label = String(error.extras.details?.field ?? '');
  const field = (Object.keys(DISCOUNT_LABELS) as Array<keyof DiscountDraft>).find(
    (key) => DISCOUNT_LABELS[key] === label,
  );
  const editing = editingId ? await findDiscount(tx, shop.id, editingId) : null;
  const form = discountForm({
    shop,
    values,
    choices: await choicesOf(tx, shop.id),
    editing,
    invalidField: field ?? null,
  });
  const title = editing ? `Edit ${editing.code}` : 'Create a discount code';
  return page(shop, title, { notice: null, error: error.message }, form, 400);
}

/** A POST of the section, in the panel's transaction; null when the path is not one. */
export async function handleDiscountAction(
  tx: Tx,
  shop: ShopRecord,
  path: string,
  form: URLSearchParams,
  now: number,
): Promise<PanelResult | null> {
  const match = /^\/panel\/discounts(?:\/([\w-]+))?(?:\/(disable|enable))?$/.exec(path);
  if (!match) return null;
  const [, id, toggle] = match;
  const existing = id ? await findDiscount(tx, shop.id, id, { lock: true }) : null;
  if (id && !existing) return back(message('discount-missing', {}));
  if (existing && toggle) {
    await updateDiscount(tx, existing, { disabled: toggle === 'disable' }, now);
    return back(message(toggle === 'disable' ? 'discount-disabled' : 'discount-enabled', { code: existing.code }));
  }
  const values = formValuesFrom(form);
  const input = draftInputOf(values, currencyExponent(shop.baseCurrency));
  const name = (field: keyof DiscountDraft) => DISCOUNT_LABELS[field];
  try {
    const saved = existing
      ? await updateDiscount(tx, existing, input, now, name)
      : await createDiscount(tx, shop.id, input, now, name);
    return back(message(existing ? 'discount-saved' : 'discount-created', { code: saved.code }));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    return refused(tx, shop, values, id ?? null, error);
  }
}
