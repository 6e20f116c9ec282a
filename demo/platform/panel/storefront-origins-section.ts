// Settings, then API: the storefront origins a checkout may send the shopper back to (one per line), beside those the
// platform was started with, which the panel shows but cannot remove.
import { html } from '../checkout/html.ts';

export interface StorefrontOriginsView {
  configured: string[];
  stored: string[];
}

export function storefrontOriginsSection({ configured, stored }: StorefrontOriginsView) {
  return html`<section aria-labelledby="origins-title"><h2 id="origins-title">Storefront origins</h2>
<p>A checkout only sends shoppers back to pages on these origins (its success and back links); any other origin is
refused. One origin per line, like <code>https://shop.example</code>.</p>
<form method="post" action="/panel/settings/api/origins" id="storefront-origins"><label for="origins">Allowed origins</label>
<textarea id="origins" name="origins" rows="4" spellcheck="false" autocapitalize="off">${stored.join('\n')}</textarea>
<p><button type="submit">Save storefront origins</button></p></form>
${
  configured.length > 0
    ? html`<p id="configured-origins">Also allowed, set when the platform started: ${configured.map((o, i) => html`${i > 0 ? ', ' : ''}<code>${o}</code>`)}.</p>`
    : ''
}</section>`;
}
