// The hosted checkout page for an open session: lines and totals in the session's currency and the shopper's locale,
// what the client handed over (consent categories, analytics ids, campaign, locale), a back link (not inside a frame)
// and the "Pay (demo)" form: email, and for a shop that ships the delivery address and method (delivery-fields.ts),
// with the shipping in the totals. One step: everything is on this page and Pay places the order.
import { EMAIL_ADDRESS_MAX_LENGTH } from '../rules/email-address.ts';
import type { SessionRecord, ShopRecord } from '../state/types.ts';
import type { CheckoutFormState } from './checkout-form.ts';
import { deliveryFields, inputField } from './delivery-fields.ts';
import type { DeliveryOptions } from './delivery-options.ts';
import { discountRows } from './discount-rows.ts';
import { formatMoney } from '../../../wire/money.ts';
import { html, type SafeHtml } from './html.ts';
import { type EmbedPage, layout } from './layout.ts';
import type { Received } from './read-received.ts';
import { receivedDetails } from './received-details.ts';

/** The session's locale: the storefront's (handed over with the URL or the Pay form), else the shop's. */
export const pageLocale = (received: Received, shop: ShopRecord): string => received.locale ?? shop.locale;

export interface SessionPageView {
  shop: ShopRecord;
  session: SessionRecord;
  received: Received;
  cdnUrl: string;
  payAction: string;
  /** The form as typed (with its errors after a refused payment), or the demo's prefilled details. */
  form: CheckoutFormState;
  /** What the shop ships with, or null for a shop without shipping methods. */
  delivery: DeliveryOptions | null;
  notice?: string | null;
  embed?: EmbedPage | null;
}

type Money = (amount: number) => string;

function lineRows(view: SessionPageView, money: Money): SafeHtml[] {
  const { shop, session, cdnUrl } = view;
  return session.lines.map(
    (
      line,
    ) => html`<tr class="line" data-line-id="${line.id}" data-variant-id="${line.variantId}" data-quantity="${line.quantity}">
<td class="thumb">${line.imageFile ? html`<img src="${cdnUrl}/images/${shop.id}/products/${line.imageFile}" alt="" width="56" height="56">` : ''}</td>
<td><span class="name">${line.name}</span>${line.variantName ? html`<span class="variant">${line.variantName}</span>` : ''}</td>
<td class="qty">${line.quantity}</td>
<td class="amount" data-amount="${line.lineTotal}">${money(line.lineTotal)}</td>
</tr>`,
  );
}

/** The totals as they stand with the chosen method (the page's script follows the shopper's choice). */
function totalRows(view: SessionPageView, money: Money): SafeHtml {
  const { session, delivery } = view;
  const chosen = delivery?.chosen ?? null;
  const totals = chosen?.totals ?? { vatTotal: session.vatTotal, total: session.total };
  const shipping = delivery
    ? html`<div class="shipping"><dt>Shipping</dt><dd id="checkout-shipping" data-amount="${chosen?.line.amount ?? ''}">${chosen ? (chosen.line.free ? 'Free' : money(chosen.line.amount)) : '—'}</dd></div>`
    : '';
  return html`<dl class="totals">
<div><dt>Subtotal</dt><dd id="checkout-subtotal" data-amount="${session.subtotal}">${money(session.subtotal)}</dd></div>
${discountRows(session.discounts, money)}
${shipping}
<div><dt>Of which VAT</dt><dd id="checkout-vat" data-amount="${totals.vatTotal}">${money(totals.vatTotal)}</dd></div>
<div class="grand"><dt>Total</dt><dd id="checkout-total" data-amount="${totals.total}" data-currency="${session.currency}">${money(totals.total)}</dd></div>
</dl>`;
}

function payForm(view: SessionPageView, money: Money): SafeHtml {
  const { form, delivery, received } = view;
  const hidden = (name: string, value: string | null) =>
    html`<input type="hidden" name="${name}" value="${value ?? ''}">`;
  const total = delivery?.chosen?.totals.total ?? view.session.total;
  const refused = Object.keys(form.errors).length > 0;
  return html`<form method="post" action="${view.payAction}" id="checkout-form">
${refused ? html`<p class="form-error" id="checkout-form-error" role="alert">Nothing was charged. Check the fields marked below and pay again.</p>` : ''}
${inputField(form, { field: 'email', label: 'Email', autocomplete: 'email', type: 'email', maxlength: EMAIL_ADDRESS_MAX_LENGTH })}
${delivery ? deliveryFields(form, delivery, money) : inputField(form, { field: 'name', label: 'Name', autocomplete: 'name', maxlength: 100 })}
${hidden('consentCategories', received.consentCategories.join(','))}${hidden('gaClientId', received.gaClientId)}${hidden('gaSessionId', received.gaSessionId)}${hidden('locale', received.locale)}
<button type="submit" id="checkout-pay" class="button">Pay (demo) <span id="checkout-pay-total">${money(total)}</span></button>
</form>`;
}

export function sessionPage(view: SessionPageView): string {
  const { shop, session, received, notice = null, embed = null } = view;
  // Money as the site showed it: the same formatMoney algorithm, in the session's locale.
  const locale = pageLocale(received, shop);
  const money = (amount: number) => formatMoney(amount, session.currency, locale);
  return layout(
    { title: 'Checkout', shopName: shop.name, embed, checkoutScript: view.delivery !== null },
    html`<div class="grid">
<section class="card" aria-labelledby="summary-title">
<h1 id="summary-title">Your order</h1>
${notice ? html`<p class="notice" id="checkout-notice" role="status">${notice}</p>` : ''}
<table class="lines" id="checkout-lines" data-session-id="${session.id}" data-currency="${session.currency}">
<caption class="visually-hidden">Items in your order</caption>
<thead><tr><th scope="col"><span class="visually-hidden">Image</span></th><th scope="col">Item</th><th scope="col">Qty</th><th scope="col">Price</th></tr></thead>
<tbody>${lineRows(view, money)}</tbody>
</table>
${totalRows(view, money)}
${embed ? '' : html`<p><a id="checkout-back" class="back" href="${session.backUrl}">← Back to the shop</a></p>`}
</section>
<section class="card" aria-labelledby="pay-title">
<h2 id="pay-title">${view.delivery ? 'Delivery and payment' : 'Payment'}</h2>
${payForm(view, money)}
${receivedDetails(view.received, view.session, locale)}
</section>
</div>`,
  );
}
