// Settings, then Webhooks: receiver URL, the events to send, "Send test event", and the delivery log.
import { html } from '../checkout/html.ts';
import { timeElement } from './format-date.ts';
import type { DeliveryLogEntry, WebhookSettings } from '../webhooks/webhook-state.ts';
import { WEBHOOK_EVENT_TYPES } from '../../../wire/webhook-events.ts';

/** `locale`: the panel's (the shop's), for the delivery times. */
export function webhooksPage(settings: WebhookSettings, log: DeliveryLogEntry[], locale: string) {
  return html`<form method="post" action="/panel/settings/webhooks" id="webhook-settings">
<label for="webhook-url">Receiver URL</label><input type="url" id="webhook-url" name="url" value="${settings.url}" placeholder="https://example.com/shop-webhooks">
<fieldset><legend>Events to send</legend>${WEBHOOK_EVENT_TYPES.map((event) => html`<label class="check"><input type="checkbox" name="events" value="${event}"${settings.events.includes(event) ? html` checked` : ''}> ${event}</label>`)}</fieldset>
<button type="submit">Save webhook settings</button></form>
<form method="post" action="/panel/settings/webhooks/test" id="webhook-test"><label for="test-event">Test event</label>
<select id="test-event" name="event">${WEBHOOK_EVENT_TYPES.map((event) => html`<option value="${event}">${event}</option>`)}</select>
<button type="submit" class="secondary">Send test event</button></form>
<h2>Delivery log</h2>
${
  log.length === 0
    ? html`<p id="log-empty">No deliveries yet.</p>`
    : html`<table id="delivery-log" class="stack"><thead><tr><th scope="col">Time</th><th scope="col">Event</th><th scope="col">URL</th><th scope="col">Status</th><th scope="col">Attempt</th><th scope="col">Outcome</th></tr></thead>
<tbody>${log.map((e) => html`<tr><td data-label="Time">${timeElement(e.at, locale, true)}</td><td data-label="Event">${e.event}${e.test ? ' (test)' : ''}</td><td data-label="URL" class="url">${e.url}</td><td class="status" data-label="Status">${e.status ?? e.error ?? '—'}</td><td data-label="Attempt">${e.attempt}</td><td data-label="Outcome">${e.outcome}</td></tr>`)}</tbody></table>`
}
<p>Policy: an answer other than 200 within 5 s is retried after 10 s, 30 s, 90 s, 4.5 min, 13.5 min, 30 min and 30 min, then given up. Deliveries are at least once.</p>`;
}
