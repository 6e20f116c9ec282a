// The consent log: every recorded decision, newest first, 50 to a page, with a CSV download of the whole log.
import { html } from '../checkout/html.ts';
import type { ConsentRecord } from '../state/types.ts';

export const CONSENT_LOG_PAGE_SIZE = 50;

export interface ConsentLogView {
  records: ConsentRecord[];
  total: number;
  enabled: boolean;
  /** The `before` of the next (older) page, or null on the last page. */
  olderBefore: number | null;
  first: boolean;
}

const yesNo = (granted: boolean) => (granted ? 'granted' : 'denied');

export function consentLogPage({ records, total, enabled, olderBefore, first }: ConsentLogView) {
  const state = enabled
    ? html`<p id="consent-log-state">The consent log is on. Decisions are recorded as shoppers make them.</p>`
    : html`<p id="consent-log-state">The consent log is off: turn it on under <a href="/panel/settings/tracking">Settings: Tracking</a>.</p>`;
  const table =
    records.length === 0
      ? html`<p id="consent-log-empty">No decisions recorded yet.</p>`
      : html`<div class="scroll" role="region" aria-labelledby="consent-log-caption" tabindex="0"><table id="consent-log">
<caption id="consent-log-caption">Recorded consent decisions, newest first</caption>
<thead><tr><th scope="col">Consent ID</th><th scope="col">Recorded</th><th scope="col">Decided</th><th scope="col">Revision</th><th scope="col">Analytics</th><th scope="col">Marketing</th><th scope="col">Page origin</th><th scope="col">Network</th></tr></thead>
<tbody>${records.map(
          (
            r,
          ) => html`<tr><th scope="row"><code>${r.consentId}</code></th><td>${r.recordedAt}</td><td>${r.decidedAt}</td><td>${r.revision}</td>
<td>${yesNo(r.analytics)}</td><td>${yesNo(r.marketing)}</td><td>${r.pageOrigin ?? '—'}</td><td>${r.clientNetwork ?? '—'}</td></tr>`,
        )}</tbody></table></div>`;
  const pages = html`<nav aria-label="Consent log pages" class="pages">${first ? '' : html`<a href="/panel/consent-log">Newest</a>`}
${olderBefore === null ? '' : html`<a href="/panel/consent-log?before=${olderBefore}" id="older">Older decisions</a>`}</nav>`;
  return html`${state}
<p><span id="consent-log-total">${total}</span> ${total === 1 ? 'decision' : 'decisions'} recorded. <a href="/panel/consent-log.csv" download id="consent-log-csv">Download the whole log as CSV</a></p>
${table}
${pages}`;
}
