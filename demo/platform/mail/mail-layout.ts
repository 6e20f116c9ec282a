// The HTML frame of every message the platform sends: one centred column with inline styles (mail programs drop
// style sheets), the shop's name as text (no image of any kind, so nothing is fetched when the message is opened and
// nothing tracks the reader), and the footer. Every value is escaped by the `html` template.
import { html, type SafeHtml } from '../checkout/html.ts';

export const MAIL_STYLES = {
  body: 'margin:0;padding:0;background:#f6f7f9;color:#1d232a;font:16px/1.5 Arial,Helvetica,sans-serif;',
  column: 'max-width:34rem;margin:0 auto;padding:24px 16px;',
  card: 'background:#ffffff;border:1px solid #d5d9df;border-radius:8px;padding:24px;',
  shop: 'font-size:18px;font-weight:bold;margin:0 0 16px;',
  code: 'font:bold 32px/1.2 Consolas,Menlo,monospace;letter-spacing:6px;margin:16px 0;',
  button:
    'display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px;font-weight:bold;',
  muted: 'color:#5b6470;font-size:14px;',
  table: 'width:100%;border-collapse:collapse;margin:16px 0;',
  cell: 'padding:6px 0;border-bottom:1px solid #e3e6ea;vertical-align:top;',
  amount: 'padding:6px 0;border-bottom:1px solid #e3e6ea;text-align:right;white-space:nowrap;vertical-align:top;',
} as const;

export function mailDocument(
  frame: { lang: string; title: string; shopName: string; footer: string },
  content: SafeHtml,
) {
  return html`<!doctype html>
<html lang="${frame.lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${frame.title}</title></head>
<body style="${MAIL_STYLES.body}">
<div style="${MAIL_STYLES.column}">
<div style="${MAIL_STYLES.card}">
<p style="${MAIL_STYLES.shop}">${frame.shopName}</p>
${content}
</div>
<p style="${MAIL_STYLES.muted}">${frame.footer}</p>
</div>
</body>
</html>
`.text;
}
