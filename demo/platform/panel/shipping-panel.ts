// The control panel's Shipping section: GET /panel/shipping (the methods, with the VAT rate they are taxed at),
// /panel/shipping/new and /panel/shipping/<id> (the form); POST /panel/shipping (create), /panel/shipping/<id> (save)
// and /panel/shipping/<id>/delete. A refused save answers the form again with what the merchant typed and the error
// naming the field (marked invalid), so nothing typed is lost.
import { formatMoney } from '../../../wire/money.ts';
import { html } from '../checkout/html.ts';
import { ApiError } from '../http/api-error.ts';
import type { Router } from '../http/router.ts';
import { deleteShippingMethod, findShippingMethod, listShippingMethods } from '../repo/shipping-methods.ts';
import { createShippingMethod, updateShippingMethod } from '../shipping/save-shipping-method.ts';
import type { ShippingMethodRecord } from '../shipping/shipping-types.ts';
import type { ShopRecord } from '../state/types.ts';
import type { PanelResult } from './panel-context.ts';
import { panelPage } from './panel-layout.ts';
import { createPanelMessage as message, type PanelMessage } from './panel-messages.ts';
import {
  actionRoute,
  pageRoute,
  type PageRequest,
  type PanelHandler,
  type PanelMessages,
  type ShopRequest,
} from './panel-route.ts';
import {
  chargeCurrencies,
  type ShippingFormValues,
  shippingDraftInput,
  shippingFormFrom,
  shippingFormValues,
} from './shipping-form.ts';

const SECTION = '/panel/shipping';

function describeAmounts(shop: ShopRecord, base: number | null, perCurrency: Record<string, number>): string {
  if (base === null) return '—';
  const own = Object.entries(perCurrency).map(([code, amount]) => formatMoney(amount, code, shop.locale));
  return [formatMoney(base, shop.baseCurrency, shop.locale), ...own].join(' · ');
}

function methodsPage(shop: ShopRecord, methods: ShippingMethodRecord[]) {
  const rows = methods.map(
    (m) => html`<tr data-method-id="${m.id}"><th scope="row" data-label="Method">${m.name}</th>
<td data-label="Price">${describeAmounts(shop, m.price, m.prices)}</td>
<td data-label="Free from">${describeAmounts(shop, m.freeOver, m.freeOverPrices)}</td>
<td data-label="Countries">${m.countries.join(', ')}</td>
<td data-label="Actions"><a href="${SECTION}/${m.id}">Edit ${m.name}</a>
<form class="inline" method="post" action="${SECTION}/${m.id}/delete"><button type="submit" class="secondary">Delete ${m.name}</button></form></td></tr>`,
  );
  return html`<p>Prices include VAT at the shop's rate (${Math.round(shop.vatRate * 1000) / 10} %). A currency without a price of its own is converted from ${shop.baseCurrency} like product prices. Orders keep the method and cost they were placed with.</p>
<p><a href="${SECTION}/new" id="add-shipping">Add a shipping method</a></p>
${
  methods.length === 0
    ? html`<p id="shipping-empty">No shipping methods: the checkout asks for no address and charges no shipping.</p>`
    : html`<table id="shipping-methods" class="stack"><caption>${methods.length} shipping methods</caption>
<thead><tr><th scope="col">Method</th><th scope="col">Price</th><th scope="col">Free from</th><th scope="col">Countries</th><th scope="col">Actions</th></tr></thead>
<tbody>${rows}</tbody></table>`
}`;
}

function methodForm(shop: ShopRecord, values: ShippingFormValues, editing: string | null, invalidField = '') {
  const field = (name: string, label: string, hint: string, extra = '') => {
    const id = `shipping-${name.replace('.', '-')}`;
    const invalid = invalidField === name || invalidField.startsWith(`${name}.`);
    return html`<label for="${id}">${label}</label><span class="hint" id="${id}-hint">${hint}</span>
<input type="text" id="${id}" name="${name}" value="${values[name] ?? ''}" aria-describedby="${id}-hint${invalid ? ' error' : ''}"${invalid ? html` aria-invalid="true"` : ''}${extra ? html` ${extra}` : ''}>`;
  };
  const base = shop.baseCurrency;
  return html`<form method="post" action="${editing ? `${SECTION}/${editing}` : SECTION}" id="shipping-form" class="discount-form">
${field('name', 'Name', 'What shoppers choose, such as "Standard (2-4 days)".')}
${field('price', `Price (${base})`, 'VAT included; 0 for free.')}
${chargeCurrencies(shop).map((code) => field(`price.${code}`, `Price in ${code}`, `Empty: converted from ${base}.`))}
${field('freeOver', `Free from (${base})`, 'The goods total (after discounts) from which it ships free; empty: never free.')}
${chargeCurrencies(shop).map((code) => field(`freeOver.${code}`, `Free from, in ${code}`, `Empty: converted from ${base}.`))}
${field('countries', 'Countries', 'ISO country codes, separated by commas: SE, NO, DK.')}
<p><button type="submit">${editing ? 'Save method' : 'Add method'}</button> <a href="${SECTION}">Back to the shipping methods</a></p>
</form>`;
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

/** A method's form (null for a method not found: 404). */
async function showMethod({ tx, shop, messages, params }: PageRequest) {
  const method = await findShippingMethod(tx, shop.id, params.id ?? '');
  if (!method) return null;
  return page(shop, `Edit ${method.name}`, messages, methodForm(shop, shippingFormValues(shop, method), method.id));
}

const back = (message: PanelMessage): PanelResult => ({ redirect: SECTION, message });

async function remove({ tx, shop, params }: ShopRequest) {
  const existing = await findShippingMethod(tx, shop.id, params.id ?? '');
  if (!existing) return back(message('shipping-method-missing', {}));
  await deleteShippingMethod(tx, shop.id, existing.id);
  return back(message('shipping-method-deleted', { name: existing.name }));
}

/** Adds a method (no id in the path) or saves one; a refused save answers the form again. */
async function save({ tx, shop, params, form, context }: ShopRequest) {
  const id = params.id ?? null;
  const existing = id ? await findShippingMethod(tx, shop.id, id) : null;
  if (id && !existing) return back(message('shipping-method-missing', {}));
  const now = context.now();
  const values = shippingFormFrom(shop, form);
  const input = shippingDraftInput(shop, values);
  try {
    const saved = existing
      ? await updateShippingMethod(tx, shop, existing, input, now)
      : await createShippingMethod(tx, shop, input, now);
    return back(message(existing ? 'shipping-method-saved' : 'shipping-method-added', { name: saved.name }));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    const field = String(error.extras.details?.field ?? '');
    const title = existing ? `Edit ${existing.name}` : 'Add a shipping method';
    const content = methodForm(shop, values, existing?.id ?? null, field);
    return page(shop, title, { notice: null, error: error.message }, content, 400);
  }
}

export function addShippingPanelRoutes(router: Router<PanelHandler>): void {
  router.add(
    'GET',
    SECTION,
    pageRoute(async ({ tx, shop, messages }) =>
      page(shop, 'Shipping', messages, methodsPage(shop, await listShippingMethods(tx, shop.id))),
    ),
  );
  router.add(
    'GET',
    `${SECTION}/new`,
    pageRoute(async ({ shop, messages }) =>
      page(shop, 'Add a shipping method', messages, methodForm(shop, shippingFormValues(shop, null), null)),
    ),
  );
  router.add('GET', `${SECTION}/:id`, pageRoute(showMethod));
  router.add('POST', SECTION, actionRoute(save));
  router.add('POST', `${SECTION}/:id`, actionRoute(save));
  router.add('POST', `${SECTION}/:id/delete`, actionRoute(remove));
}
