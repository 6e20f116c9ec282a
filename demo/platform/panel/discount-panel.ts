// The control panel's Discounts section: GET /panel/discounts (the list), /panel/discounts/new and
// /panel/discounts/<id> (the form); POST /panel/discounts (create), /panel/discounts/<id> (save) and
// /panel/discounts/<id>/disable|enable. A refused save answers the form again with what the merchant typed and the
// error naming the field (marked invalid), so nothing typed is lost.
import { html } from '../checkout/html.ts';
import type { Tx } from '../db/database.ts';
import { createDiscount, updateDiscount } from '../discounts/save-discount.ts';
import type { DiscountDraft } from '../discounts/parse-discount-input.ts';
import { ApiError } from '../http/api-error.ts';
import type { Router } from '../http/router.ts';
import { listCategories } from '../repo/categories.ts';
import { findDiscount, listDiscounts } from '../repo/discount-codes.ts';
import { currencyExponent } from '../../../wire/money.ts';
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
import {
  actionRoute,
  pageRoute,
  type PageRequest,
  type PanelHandler,
  type PanelMessages,
  type ShopRequest,
} from './panel-route.ts';

const SECTION = '/panel/discounts';

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

/** The section's GET pages: the list, the empty form, a code's form (null for a code not found: 404). */
async function showDiscounts({ tx, shop, messages, context }: PageRequest) {
  const choices = await choicesOf(tx, shop.id);
  return page(
    shop,
    'Discount codes',
    messages,
    discountsPage(await listDiscounts(tx, shop.id), shop, choices, context.now()),
  );
}

async function showNewDiscount({ tx, shop, messages }: PageRequest) {
  const choices = await choicesOf(tx, shop.id);
  return page(
    shop,
    'Create a discount code',
    messages,
    discountForm({ shop, values: EMPTY_DISCOUNT_FORM, choices, editing: null }),
  );
}

async function showDiscount({ tx, shop, messages, params }: PageRequest) {
  const choices = await choicesOf(tx, shop.id);
  const code = await findDiscount(tx, shop.id, params.id ?? '');
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

async function toggle({ tx, shop, params, context }: ShopRequest, disabled: boolean) {
  const existing = await findDiscount(tx, shop.id, params.id ?? '', { lock: true });
  if (!existing) return back(message('discount-missing', {}));
  await updateDiscount(tx, existing, { disabled }, context.now());
  return back(message(disabled ? 'discount-disabled' : 'discount-enabled', { code: existing.code }));
}

/** Creates a code (no id in the path) or saves one; a refused save answers the form again. */
async function save({ tx, shop, params, form, context }: ShopRequest) {
  const id = params.id ?? null;
  const existing = id ? await findDiscount(tx, shop.id, id, { lock: true }) : null;
  if (id && !existing) return back(message('discount-missing', {}));
  const values = formValuesFrom(form);
  const input = draftInputOf(values, currencyExponent(shop.baseCurrency));
  const name = (field: keyof DiscountDraft) => DISCOUNT_LABELS[field];
  const now = context.now();
  try {
    const saved = existing
      ? await updateDiscount(tx, existing, input, now, name)
      : await createDiscount(tx, shop.id, input, now, name);
    return back(message(existing ? 'discount-saved' : 'discount-created', { code: saved.code }));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    return refused(tx, shop, values, id, error);
  }
}

export function addDiscountPanelRoutes(router: Router<PanelHandler>): void {
  router.add('GET', SECTION, pageRoute(showDiscounts));
  router.add('GET', `${SECTION}/new`, pageRoute(showNewDiscount));
  router.add('GET', `${SECTION}/:id`, pageRoute(showDiscount));
  router.add('POST', SECTION, actionRoute(save));
  router.add('POST', `${SECTION}/:id`, actionRoute(save));
  router.add(
    'POST',
    `${SECTION}/:id/disable`,
    actionRoute((request) => toggle(request, true)),
  );
  router.add(
    'POST',
    `${SECTION}/:id/enable`,
    actionRoute((request) => toggle(request, false)),
  );
}
