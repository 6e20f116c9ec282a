// Settings, then API: REST v1 keys (create: shown once; revoke), the publishable key (show, rotate) and the
// storefront origins checkouts may return to.
import { html } from '../checkout/html.ts';
import type { AdminKeyRecord, KeyRecord } from '../state/types.ts';
import { KEY_LABEL_MAX_LENGTH } from '../v1/admin-keys.ts';
import { timeElement } from './format-date.ts';
import { storefrontOriginsSection, type StorefrontOriginsView } from './storefront-origins-section.ts';

export interface ApiSettings {
  /** The shop's REST v1 keys, revoked ones included. */
  keys: AdminKeyRecord[];
  /** The shop's active publishable keys. */
  publishable: KeyRecord[];
  v1Url: string;
  createdKey: string | null;
  origins: StorefrontOriginsView;
  /** The panel's locale (the shop's), for dates. */
  locale: string;
  /** A refused label, shown again as typed and marked invalid (the page's error says why). */
  refusedLabel?: string;
}

function labelInput(refused: string | undefined) {
  const invalid = refused === undefined ? '' : html` value="${refused}" aria-invalid="true" aria-describedby="error"`;
  return html`<input type="text" id="key-label" name="label" maxlength="${KEY_LABEL_MAX_LENGTH}" placeholder="e.g. ERP sync"${invalid}>`;
}

export function apiSettingsPage(settings: ApiSettings) {
  const { keys, publishable, v1Url, createdKey, origins, locale } = settings;
  return html`${
    createdKey
      ? html`<section aria-labelledby="new-key-title"><h2 id="new-key-title">Your new API key</h2>
<p>Copy it now: it is shown only once.</p><p class="secret" id="new-api-key">${createdKey}</p></section>`
      : ''
  }
<section aria-labelledby="rest-title"><h2 id="rest-title">REST API v1 keys</h2>
<p>Base URL: <code id="v1-url">${v1Url}</code>. Send <code>Authorization: Basic base64(&lt;key&gt;:&lt;key&gt;)</code> over HTTPS.</p>
<form method="post" action="/panel/settings/api/keys"><label for="key-label">Label</label>
${labelInput(settings.refusedLabel)} <button type="submit">Create API key</button></form>
${
  keys.length === 0
    ? html`<p id="no-api-keys">No API keys yet.</p>`
    : html`<table id="api-keys" class="stack"><thead><tr><th scope="col">Label</th><th scope="col">Key</th><th scope="col">Created</th><th scope="col">State</th><th scope="col">Actions</th></tr></thead>
<tbody>${keys.map(
        (
          k,
        ) => html`<tr data-key-id="${k.id}"><th scope="row">${k.label}</th><td data-label="Key"><code>${k.hint}</code></td><td data-label="Created">${timeElement(k.createdAt, locale)}</td>
<td data-label="State">${k.revokedAt ? html`revoked ${timeElement(k.revokedAt, locale)}` : 'active'}</td><td data-label="Actions">${k.revokedAt ? '—' : html`<form class="inline" method="post" action="/panel/settings/api/keys/${k.id}/revoke"><button type="submit" class="secondary">Revoke ${k.label}</button></form>`}</td></tr>`,
      )}</tbody></table>`
}
</section>
<section aria-labelledby="pk-title"><h2 id="pk-title">Publishable key</h2>
<p>Safe for browsers; put it in the script tag.</p>
${publishable.map((k) => html`<p><code class="publishable-key">${k.key}</code></p>`)}
<form method="post" action="/panel/settings/api/publishable/rotate"><button type="submit" class="secondary">Rotate the publishable key</button></form>
<p>Rotating replaces the key at once: the old one answers 401.</p></section>
${storefrontOriginsSection(origins)}`;
}
