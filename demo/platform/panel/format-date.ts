// Dates in the control panel: human, in the panel's locale (the shop's), in UTC and saying so, inside <time> so the
// exact instant stays machine-readable: `<time datetime="2025-01-06T09:00:00.000Z">6 jan. 2025 09:00 UTC</time>`.
import { html, type SafeHtml } from '../checkout/html.ts';

const FORMATS = new Map<string, Intl.DateTimeFormat>();

/** "6 jan. 2025 09:00 UTC" for sv-SE, "6 Jan 2025, 09:00 UTC" for en-GB; `seconds` adds them (delivery logs). */
export function formatDate(iso: string, locale: string, seconds = false): string {
  const key = `${locale}|${seconds}`;
  let format = FORMATS.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      ...(seconds ? { second: '2-digit' } : {}),
      hourCycle: 'h23',
      timeZone: 'UTC',
      timeZoneName: 'short',
    });
    FORMATS.set(key, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

/** The date as a `<time>` element: human text, the ISO instant in `datetime`. */
export function timeElement(iso: string, locale: string, seconds = false): SafeHtml {
  return html`<time datetime="${iso}">${formatDate(iso, locale, seconds)}</time>`;
}
