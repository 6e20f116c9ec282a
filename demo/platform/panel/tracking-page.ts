// Settings, then Tracking: the shop's GA4 measurement id, GTM container id and Meta pixel id (storefront pages load
// them as the shopper's consent allows), and the consent log switch.
import { html } from '../checkout/html.ts';
import type { TrackingRecord } from '../state/types.ts';

export function trackingPage(tracking: TrackingRecord) {
  const field = (name: keyof TrackingRecord, label: string, hint: string, placeholder: string) =>
    html`<label for="${name}">${label}</label>
<input type="text" id="${name}" name="${name}" value="${(tracking[name] as string | null) ?? ''}" placeholder="${placeholder}" aria-describedby="${name}-hint" autocomplete="off" spellcheck="false">
<p class="hint" id="${name}-hint">${hint}</p>`;
  return html`<form method="post" action="/panel/settings/tracking" id="tracking-settings">
<fieldset><legend>Analytics tags</legend>
${field('ga4MeasurementId', 'GA4 measurement ID', 'Loaded through gtag.js once the shopper allows analytics. Leave empty for none.', 'G-XXXXXXXXXX')}
${field('gtmContainerId', 'Google Tag Manager container ID', 'Loaded once the shopper allows analytics or marketing. Leave empty for none.', 'GTM-XXXXXXX')}
${field('metaPixelId', 'Meta pixel ID', 'Loaded once the shopper allows marketing. Leave empty for none.', '123456789012345')}
</fieldset>
<fieldset><legend>Proof of consent</legend>
<label class="check"><input type="checkbox" name="consentLog" value="on"${tracking.consentLog ? html` checked` : ''}> Keep a consent log</label>
<p class="hint">Each decision a shopper makes in the cookie banner is recorded: its consent ID, when it was made and recorded, the consent revision, the categories, the page origin and the shopper's network (never the full IP address). <a href="/panel/consent-log">See the consent log</a>.</p>
</fieldset>
<button type="submit">Save tracking settings</button></form>
<p>A page can override or switch off each tag with the script tag's <code>data-ga4-measurement-id</code>, <code>data-gtm-container-id</code> and <code>data-meta-pixel-id</code> attributes (<code>off</code> for none), and choose Google's advanced consent mode with <code>data-consent-mode="advanced"</code>.</p>`;
}
