// The hosted checkout page for an open session: lines and totals in the session's currency and the shopper's locale,
// what the client handed over (consent categories, analytics ids, campaign, locale), a back link (not inside a frame)
// and the "Pay (demo)" form.
import type { SessionRecord, ShopRecord } from '../state/types.ts';
import { discountRows } from './discount-rows.ts';
import { formatMoney } from './format-money.ts';
import { html } from './html.ts';
import { type EmbedPage, layout } from './layout.ts';

export interface Received {
  consentCategories: string[];
  gaClientId: string | null;
  gaSessionId: string | null;
  currency: string | null;
  storefront: string | null;
  surface: string | null;
  /** The shopper's locale the storefront handed over (`?locale=`), canonical, or null when absent or malformed. */
  locale: string | null;
}

function readLocale(text: string | null): string | null {
  if (!text || text.length > 35) return null;
  try {
    return Intl.getCanonicalLocales(text)[0] ?? null;
  } catch {
    return null;
  }
}

export function readReceived(query: URLSearchParams): Received {
  const categories = (query.get('consentCategories') ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  const value = (name: string) => query.get(name) || null;
  return {
    consentCategories: categories,
    gaClientId: value('gaClientId'),
    gaSessionId: value('gaSessionId'),
    currency: value('currency'),
    storefront: value('storefront'),
    surface: value('surface'),
    locale: readLocale(query.get('locale')),
  };
}

/** The session's locale: the storefront's (handed over with the URL or the Pay form), else the shop's. */
export const pageLocale = (received: Received, shop: ShopRecord): string => received.locale ?? shop.locale;

export function sessionPage(
  shop: ShopRecord,
  session: SessionRecord,
  received: Received,
  cdnUrl: string,
  payAction: string,
  notice: string | null = null,
  embed: EmbedPage | null = null,
): string {
  // Money as the site showed it: the same formatMoney algorithm, in the session's locale.
  const locale = pageLocale(received, shop);
  const money = (amount: number) => formatMoney(amount, session.currency, locale);
  const rows = session.lines.map(
    (
      line,
    ) => html`<tr class="line" data-line-id="${line.id}" data-variant-id="${line.variantId}" data-quantity="${line.quantity}">
<td class="thumb">${line.imageFile ? html`<img src="${cdnUrl}/images/${shop.id}/products/${line.imageFile}" alt="" width="56" height="56">` : ''}</td>
<td><span class="name">${line.name}</span>${line.variantName ? html`<span class="variant">${line.variantName}</span>` : ''}</td>
<td class="qty">${line.quantity}</td>
<td class="amount" data-amount="${line.lineTotal}">${money(line.lineTotal)}</td>
</tr>`,
  );
  const consent = received.consentCategories.join(',');
  const hidden = (name: string, value: string | null) =>
    html`<input type="hidden" name="${name}" value="${value ?? ''}">`;
  return layout(
    'Checkout',
    shop.name,
    html`<div class="grid">
<section class="card" aria-labelledby="summary-title">
<h1 id="summary-title">Your order</h1>
${notice ? html`<p class="notice" id="checkout-notice" role="status">${notice}</p>` : ''}
<table class="lines" id="checkout-lines" data-session-id="${session.id}" data-currency="${session.currency}">
<caption class="visually-hidden">Items in your order</caption>
<thead><tr><th scope="col"><span class="visually-hidden">Image</span></th><th scope="col">Item</th><th scope="col">Qty</th><th scope="col">Price</th></tr></thead>
<tbody>${rows}</tbody>
</table>
<dl class="totals">
<div><dt>Subtotal</dt><dd id="checkout-subtotal" data-amount="${session.subtotal}">${money(session.subtotal)}</dd></div>
${discountRows(session.discounts, money)}
<div><dt>Of which VAT</dt><dd id="checkout-vat" data-amount="${session.vatTotal}">${money(session.vatTotal)}</dd></div>
<div class="grand"><dt>Total</dt><dd id="checkout-total" data-amount="${session.total}" data-currency="${session.currency}">${money(session.total)}</dd></div>
</dl>
${embed ? '' : html`<p><a id="checkout-back" class="back" href="${session.backUrl}">← Back to the shop</a></p>`}
</section>
<section class="card" aria-labelledby="pay-title">
<h2 id="pay-title">Payment</h2>
<form method="post" action="${payAction}" id="checkout-form">
<label for="customer-name">Name</label>
<input id="customer-name" name="name" autocomplete="name" required maxlength="100" value="Demo Shopper">
<label for="customer-email">Email</label>
<input id="customer-email" name="email" type="email" autocomplete="email" required maxlength="200" value="shopper@example.com">
${hidden('consentCategories', consent)}${hidden('gaClientId', received.gaClientId)}${hidden('gaSessionId', received.gaSessionId)}${hidden('locale', received.locale)}
<button type="submit" id="checkout-pay" class="button">Pay (demo) ${money(session.total)}</button>
</form>
<details class="received" id="checkout-received">
<summary>What the shop handed over</summary>
<dl>
<div><dt>Consent categories</dt><dd id="received-consent" data-consent-categories="${consent}">${consent || 'none'}</dd></div>
<div><dt>Analytics client id</dt><dd id="received-ga-client-id" data-value="${received.gaClientId ?? ''}">${received.gaClientId ?? '—'}</dd></div>
<div><dt>Analytics session id</dt><dd id="received-ga-session-id" data-value="${received.gaSessionId ?? ''}">${received.gaSessionId ?? '—'}</dd></div>
<div><dt>Locale</dt><dd id="received-locale" data-value="${received.locale ?? ''}">${locale}</dd></div>
<div><dt>Currency asked</dt><dd id="received-currency" data-value="${received.currency ?? ''}">${received.currency ?? '—'}</dd></div>
<div><dt>Campaign</dt><dd id="received-storefront" data-value="${received.storefront ?? session.storefront?.id ?? ''}" data-surface="${received.surface ?? session.storefront?.surface ?? ''}">${received.storefront ?? session.storefront?.id ?? '—'}</dd></div>
</dl>
</details>
</section>
</div>`,
    embed,
  );
}
