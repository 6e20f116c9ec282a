// Customers in the control panel: the list (newest first, searchable by a part of the address), one customer (their
// saved addresses and orders), the export link and the confirmation step before a delete (the panel has no scripts,
// so no confirm() dialog). Where the platform's e-mail goes is said on the list, with a link to the local mail
// catcher when it runs.
import { formatMoney } from '../../../wire/money.ts';
import { html } from '../checkout/html.ts';
import type { CustomerRecord } from '../customers/customer-types.ts';
import { countryName } from '../shipping/country-names.ts';
import type { OrderRecord, ShopRecord } from '../state/types.ts';
import { timeElement } from './format-date.ts';

export interface CustomerRow {
  customer: CustomerRecord;
  orders: number;
}

export interface PanelMail {
  /** The SMTP server without credentials. */
  smtp: string;
  /** The local mail catcher's page, or null when mail goes to a real server. */
  catcherUrl: string | null;
}

function mailNote(mail: PanelMail) {
  return mail.catcherUrl
    ? html`<p id="mail-note">Sign-in codes and order confirmations go to the local mail catcher: <a href="${mail.catcherUrl}/" id="mail-catcher">open what was sent</a> (nothing is delivered; start with SMTP_URL to send for real).</p>`
    : html`<p id="mail-note">Sign-in codes and order confirmations are sent through ${mail.smtp}.</p>`;
}

export function customersPage(view: {
  rows: CustomerRow[];
  total: number;
  email: string;
  shop: ShopRecord;
  mail: PanelMail;
}) {
  const { rows, total, email, shop } = view;
  const search = html`<form method="get" action="/panel/customers" class="search" role="search">
<label for="customer-search">E-mail address contains</label> <input id="customer-search" name="email" type="search" value="${email}" maxlength="254">
<button type="submit">Search</button></form>`;
  const table =
    rows.length === 0
      ? html`<p id="customers-empty">${email ? 'No customer has such an address.' : 'No customers yet. A shopper becomes one by signing in on the shop.'}</p>`
      : html`<table id="customers" class="stack"><caption>${total} ${total === 1 ? 'customer' : 'customers'}${email ? html`, address containing “${email}”` : ''}</caption>
<thead><tr><th scope="col">E-mail address</th><th scope="col">Since</th><th scope="col">Orders</th><th scope="col">Saved addresses</th></tr></thead>
<tbody>${rows.map(
          ({
            customer,
            orders,
          }) => html`<tr data-customer-id="${customer.id}"><th scope="row"><a href="/panel/customers/${customer.id}">${customer.email}</a></th>
<td data-label="Since">${timeElement(customer.createdAt, shop.locale)}</td><td data-label="Orders">${orders}</td><td data-label="Saved addresses">${customer.addresses.length}</td></tr>`,
        )}</tbody></table>`;
  return html`${mailNote(view.mail)}${search}${table}`;
}

function orderRows(orders: OrderRecord[], shop: ShopRecord) {
  if (orders.length === 0) return html`<p id="customer-orders-empty">No orders yet.</p>`;
  return html`<table id="customer-orders" class="stack"><caption>Orders</caption>
<thead><tr><th scope="col">Number</th><th scope="col">Placed</th><th scope="col">Total</th><th scope="col">Status</th></tr></thead>
<tbody>${orders.map(
    (
      order,
    ) => html`<tr data-order-id="${order.id}"><th scope="row">${order.number}</th><td data-label="Placed">${timeElement(order.createdAt, shop.locale)}</td>
<td data-label="Total">${formatMoney(order.total, order.currency, shop.locale)}</td><td data-label="Status">${order.status}</td></tr>`,
  )}</tbody></table>`;
}

export function customerPage(view: { customer: CustomerRecord; orders: OrderRecord[]; shop: ShopRecord }) {
  const { customer, orders, shop } = view;
  const addresses =
    customer.addresses.length === 0
      ? html`<p id="customer-addresses-empty">No saved address.</p>`
      : html`<ul id="customer-addresses">${customer.addresses.map(
          (a) =>
            html`<li><address>${a.name}<br>${a.street}<br>${a.postalCode} ${a.city}<br>${countryName(a.country, 'en')}${a.phone ? html`<br>${a.phone}` : ''}</address></li>`,
        )}</ul>`;
  return html`<p><a href="/panel/customers">← All customers</a></p>
<dl class="facts"><dt>E-mail address</dt><dd id="customer-email">${customer.email}</dd><dt>Customer since</dt><dd>${timeElement(customer.createdAt, shop.locale)}</dd><dt>Id</dt><dd><code>${customer.id}</code></dd></dl>
<h2>Saved addresses</h2>${addresses}
<h2>Orders</h2>${orderRows(orders, shop)}
<h2>The customer's data</h2>
<p><a href="/panel/customers/${customer.id}/export" download id="customer-export">Export everything about ${customer.email} as JSON</a></p>
<p><a class="danger" href="/panel/customers/${customer.id}/delete" id="customer-delete">Delete ${customer.email}</a></p>`;
}

export function customerDeleteConfirmation(customer: CustomerRecord, orders: number) {
  return html`<p id="delete-warning">Deleting <strong>${customer.email}</strong> removes the account, its saved addresses and its sessions at once (the customer is signed out everywhere). ${orders === 1 ? 'Its one order stays' : `Its ${orders} orders stay`} for your books, without the person's name, e-mail address, delivery address or analytics ids. This cannot be undone.</p>
<form method="post" action="/panel/customers/${customer.id}/delete" id="delete-form"><input type="hidden" name="confirm" value="yes">
<p><button type="submit" class="danger">Delete ${customer.email}</button> <a href="/panel/customers/${customer.id}">Keep it</a></p></form>`;
}
