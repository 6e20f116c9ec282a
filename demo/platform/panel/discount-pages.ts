// Discounts in the control panel: the list of the shop's codes with their uses and state, and one form for creating
// and editing a code. Plain HTML forms, no scripts; on a narrow screen the list turns into one block per code.
import { formatMoney } from '../../../wire/money.ts';
import { html, type SafeHtml } from '../checkout/html.ts';
import type { DiscountCodeRecord } from '../discounts/discount-types.ts';
import type { CategoryRecord, ShopRecord, StorefrontRecord } from '../state/types.ts';
import { DISCOUNT_LABELS, type DiscountFormValues } from './discount-form-values.ts';

/** Where a code stands now, as the list shows it. */
export function describeDiscountState(code: DiscountCodeRecord, now: number): string {
  if (code.disabled) return 'Disabled';
  if (code.usageLimit !== null && code.uses >= code.usageLimit) return 'Used up';
  if (code.validTo !== null && now >= Date.parse(code.validTo)) return 'Expired';
  if (code.validFrom !== null && now < Date.parse(code.validFrom)) return 'Not yet valid';
  return 'Active';
}

function describeValue(code: DiscountCodeRecord, shop: ShopRecord): string {
  return code.kind === 'percentage'
    ? `${code.value} %`
    : `${formatMoney(code.value, shop.baseCurrency, shop.locale)} off`;
}

function describeRules(code: DiscountCodeRecord, shop: ShopRecord, names: Map<string, string>): string {
  const rules = [
    code.minimumSubtotal === null ? '' : `from ${formatMoney(code.minimumSubtotal, shop.baseCurrency, shop.locale)}`,
    code.validFrom === null ? '' : `valid from ${code.validFrom.slice(0, 16).replace('T', ' ')} UTC`,
    code.validTo === null ? '' : `until ${code.validTo.slice(0, 16).replace('T', ' ')} UTC`,
    code.storefrontId === null ? '' : `campaign ${names.get(code.storefrontId) ?? code.storefrontId}`,
    code.categoryIds.length === 0 ? '' : `only ${code.categoryIds.map((id) => names.get(id) ?? id).join(', ')}`,
  ].filter(Boolean);
  return rules.length > 0 ? rules.join('; ') : 'every order';
}

export interface DiscountChoices {
  storefronts: StorefrontRecord[];
  categories: CategoryRecord[];
}

export function discountsPage(codes: DiscountCodeRecord[], shop: ShopRecord, choices: DiscountChoices, now: number) {
  const names = new Map([...choices.storefronts, ...choices.categories].map((entry) => [entry.id, entry.name]));
  const rows = codes.map((code) => {
    const toggle = code.disabled ? 'enable' : 'disable';
    return html`<tr data-discount-id="${code.id}">
<th scope="row" data-label="Code">${code.code}</th><td data-label="Discount">${describeValue(code, shop)}</td>
<td data-label="Applies to">${describeRules(code, shop, names)}</td>
<td data-label="Uses" class="uses">${code.usageLimit === null ? `${code.uses}` : `${code.uses} of ${code.usageLimit}`}</td>
<td data-label="State" class="state">${describeDiscountState(code, now)}</td>
<td data-label="Actions"><a href="/panel/discounts/${code.id}">Edit ${code.code}</a>
<form class="inline" method="post" action="/panel/discounts/${code.id}/${toggle}"><button type="submit" class="secondary">${toggle === 'enable' ? 'Enable' : 'Disable'} ${code.code}</button></form></td></tr>`;
  });
  return html`<p><a href="/panel/discounts/new" id="add-discount">Create a discount code</a></p>
${
  codes.length === 0
    ? html`<p id="discounts-empty">No discount codes yet.</p>`
    : html`<table id="discounts" class="stack"><caption>${codes.length} discount codes</caption>
<thead><tr><th scope="col">Code</th><th scope="col">Discount</th><th scope="col">Applies to</th><th scope="col">Uses</th><th scope="col">State</th><th scope="col">Actions</th></tr></thead>
<tbody>${rows}</tbody></table>`
}`;
}

/** DISCOUNT_CODE_PATTERN for the `pattern` attribute, which browsers compile with the `v` flag (so `-` is escaped). */
const CODE_PATTERN_ATTRIBUTE = '[A-Za-z0-9_\\-]{1,32}';

export interface DiscountFormOptions {
  shop: ShopRecord;
  values: DiscountFormValues;
  choices: DiscountChoices;
  /** The code being edited (with its uses), or null for a new one. */
  editing: DiscountCodeRecord | null;
  /** The field an error names, marked invalid. */
  invalidField?: string | null;
}

export function discountForm({ shop, values, choices, editing, invalidField = null }: DiscountFormOptions) {
  const described = (field: keyof DiscountFormValues, hint: boolean) => {
    const ids = [hint ? `discount-${field}-hint` : '', invalidField === field ? 'error' : ''].filter(Boolean).join(' ');
    return html`${ids ? html` aria-describedby="${ids}"` : ''}${invalidField === field ? html` aria-invalid="true"` : ''}`;
  };
  const label = (field: keyof DiscountFormValues, hint: string) =>
    html`<label for="discount-${field}">${DISCOUNT_LABELS[field]}</label>${hint ? html`<span class="hint" id="discount-${field}-hint">${hint}</span>` : ''}`;
  const text = (field: keyof DiscountFormValues, hint: string, extra: SafeHtml = html``) =>
    html`${label(field, hint)}
<input type="text" id="discount-${field}" name="${field}" value="${values[field] as string}"${extra}${described(field, hint !== '')}>`;
  const currency = shop.baseCurrency;
  return html`<form method="post" action="${editing ? `/panel/discounts/${editing.id}` : '/panel/discounts'}" id="discount-form" class="discount-form">
${text('code', 'Letters, digits, - and _. Shoppers may enter it in any case.', html` required maxlength="32" pattern="${CODE_PATTERN_ATTRIBUTE}" autocapitalize="characters" spellcheck="false"`)}
${label('kind', '')}
<select id="discount-kind" name="kind"${described('kind', false)}>
<option value="percentage"${values.kind === 'percentage' ? ' selected' : ''}>Percentage off</option>
<option value="fixed"${values.kind === 'fixed' ? ' selected' : ''}>Fixed amount off (${currency})</option>
</select>
${text('value', `A whole percentage, or an amount in ${currency}.`, html` required inputmode="decimal"`)}
${text('minimumSubtotal', `In ${currency}; empty for none.`, html` inputmode="decimal"`)}
${label('validFrom', 'UTC; empty to start now.')}
<input type="datetime-local" id="discount-validFrom" name="validFrom" value="${values.validFrom}"${described('validFrom', true)}>
${label('validTo', 'UTC, that moment excluded; empty for no end.')}
<input type="datetime-local" id="discount-validTo" name="validTo" value="${values.validTo}"${described('validTo', true)}>
${text('usageLimit', `Uses in all${editing ? `, ${editing.uses} so far` : ''}; empty for no limit.`, html` inputmode="numeric"`)}
${label('storefrontId', '')}
<select id="discount-storefrontId" name="storefrontId"${described('storefrontId', false)}>
<option value="">Every storefront</option>
${choices.storefronts.map((s) => html`<option value="${s.id}"${values.storefrontId === s.id ? ' selected' : ''}>Only ${s.name}</option>`)}
</select>
<fieldset${described('categoryIds', false)}><legend>${DISCOUNT_LABELS.categoryIds} <span class="hint">(none checked: every product)</span></legend>
${choices.categories.map((c) => html`<label class="check"><input type="checkbox" name="categoryIds" value="${c.id}"${values.categoryIds.includes(c.id) ? ' checked' : ''}> ${c.name}</label>`)}
</fieldset>
<label class="check"><input type="checkbox" id="discount-disabled" name="disabled"${values.disabled ? ' checked' : ''}> Disabled (shoppers cannot use it)</label>
<p><button type="submit">${editing ? 'Save code' : 'Create code'}</button> <a href="/panel/discounts">Back to the discount codes</a></p>
</form>`;
}
