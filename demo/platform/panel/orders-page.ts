// Orders: newest first, with the discount codes under the total, the shipping method, its cost and the delivery
// address (or that it was erased after its retention), and "Mark done" and "Cancel" for orders still new
// (order.done / order.cancelled). Dates and money in the panel's locale (the shop's).
import { describeSurface } from '../attribution/describe-surface.ts';
import { formatMoney } from '../../../wire/money.ts';
import { html } from '../checkout/html.ts';
import { countryName } from '../shipping/country-names.ts';
import type { OrderRecord, ShopRecord } from '../state/types.ts';
import { timeElement } from './format-date.ts';

function shippingCell(order: OrderRecord, shop: ShopRecord) {
  if (!order.shipping) return html`—`;
  const cost = order.shipping.free ? 'free' : formatMoney(order.shipping.amount, order.currency, shop.locale);
  const address = order.shippingAddress;
  return html`<span class="order-shipping">${order.shipping.name}, ${cost}</span><br>${
    address
      ? html`<address class="order-address">${address.name}<br>${address.street}<br>${address.postalCode} ${address.city}<br>${countryName(address.country, 'en')}${address.phone ? html`<br>${address.phone}` : ''}</address>`
      : html`<span class="order-address-erased">Address erased after its retention</span>`
  }`;
}

/** `orders`: the shop's orders, newest first. */
export function ordersPage(orders: OrderRecord[], shop: ShopRecord) {
  if (orders.length === 0)
    return html`<p id="orders-empty">No orders yet. Orders appear when a shopper pays in the hosted checkout.</p>`;
  return html`<table id="orders" class="stack"><caption>Orders of ${shop.name}</caption>
<thead><tr><th scope="col">Number</th><th scope="col">Created</th><th scope="col">Customer</th><th scope="col">Shipping</th><th scope="col">Total</th><th scope="col">Status</th><th scope="col">Surface</th><th scope="col">Actions</th></tr></thead>
<tbody>${orders.map(
    (o) => html`<tr data-order-id="${o.id}">
<th scope="row">${o.number}</th><td data-label="Created">${timeElement(o.createdAt, shop.locale)}</td><td data-label="Customer">${o.customer?.name ?? ''} ${o.customer?.email ? html`&lt;${o.customer.email}&gt;` : ''}</td>
<td data-label="Shipping">${shippingCell(o, shop)}</td>
<td data-label="Total">${formatMoney(o.total, o.currency, shop.locale)}${o.discounts.map(
      (d) =>
        html`<br><span class="order-discount">${d.code} \u2212${formatMoney(d.amount, o.currency, shop.locale)}</span>`,
    )}</td><td class="status" data-label="Status">${o.status}</td><td class="surface" data-label="Surface">${describeSurface(o)}</td>
<td data-label="Actions">${
      o.status === 'new'
        ? html`<form class="inline" method="post" action="/panel/orders/${o.id}/done"><button type="submit">Mark ${o.number} done</button></form>
<form class="inline" method="post" action="/panel/orders/${o.id}/cancel"><button type="submit" class="secondary">Cancel ${o.number}</button></form>`
        : '—'
    }</td>
</tr>`,
  )}</tbody></table>`;
}
