// "What the shop handed over" on the hosted checkout's page: the consent categories, analytics ids, locale, currency
// and campaign the storefront client appended to the checkout URL, for a developer to check what arrived.
import type { SessionRecord } from '../state/types.ts';
import { html, type SafeHtml } from './html.ts';
import type { Received } from './read-received.ts';

export function receivedDetails(received: Received, session: SessionRecord, locale: string): SafeHtml {
  const consent = received.consentCategories.join(',');
  return html`<details class="received" id="checkout-received">
<summary>What the shop handed over</summary>
<dl>
<div><dt>Consent categories</dt><dd id="received-consent" data-consent-categories="${consent}">${consent || 'none'}</dd></div>
<div><dt>Analytics client id</dt><dd id="received-ga-client-id" data-value="${received.gaClientId ?? ''}">${received.gaClientId ?? '—'}</dd></div>
<div><dt>Analytics session id</dt><dd id="received-ga-session-id" data-value="${received.gaSessionId ?? ''}">${received.gaSessionId ?? '—'}</dd></div>
<div><dt>Locale</dt><dd id="received-locale" data-value="${received.locale ?? ''}">${locale}</dd></div>
<div><dt>Currency asked</dt><dd id="received-currency" data-value="${received.currency ?? ''}">${received.currency ?? '—'}</dd></div>
<div><dt>Campaign</dt><dd id="received-storefront" data-value="${received.storefront ?? session.storefront?.id ?? ''}" data-surface="${received.surface ?? session.storefront?.surface ?? ''}">${received.storefront ?? session.storefront?.id ?? '—'}</dd></div>
</dl>
</details>`;
}
