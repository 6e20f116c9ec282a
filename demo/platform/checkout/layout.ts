// The page frame shared by every checkout page: stylesheet from a served file. A page of the embedded checkout (a
// session that recorded an embedding origin, opened with `embed=1`) drops the header, the footer and the `main`
// landmark (it sits inside the host page's), carries what its one script (/assets/embed.js) tells the host page in
// data attributes, and loads that script. A checkout form's page also loads /assets/checkout.js (delivery choices);
// no other page has a script.
import { html, type SafeHtml } from './html.ts';
import { CHECKOUT_ICON_PATH } from './checkout-icon.ts';

/** The protocol version the embedded pages speak (`embed=1`); any other value gives a plain page. */
export const EMBED_PROTOCOL = '1';

/** How a page ended the embedded checkout, for the host page (docs/design.md, "Embedded checkout"). */
export type EmbedEvent =
  { type: 'complete'; orderNumber: string } | { type: 'error'; code: string } | { type: 'empty' };

export interface EmbedPage {
  origin: string;
  sessionId: string;
  event?: EmbedEvent;
}

function embedAttributes(embed: EmbedPage): SafeHtml {
  const event = embed.event;
  return html` class="embedded" data-embed-origin="${embed.origin}" data-session-id="${embed.sessionId}"${
    event ? html` data-embed-event="${event.type}"` : ''
  }${event?.type === 'complete' ? html` data-order-number="${event.orderNumber}"` : ''}${
    event?.type === 'error' ? html` data-error-code="${event.code}"` : ''
  }`;
}

/** A page's title, the shop it is for, its embedded-checkout context, and whether it loads the checkout form's script. */
export interface PageFrame {
  title: string;
  shopName: string;
  embed?: EmbedPage | null;
  checkoutScript?: boolean;
}

export function layout(frame: PageFrame, content: SafeHtml): string {
  const { title, shopName, embed = null } = frame;
  return html`<!doctype html>
<html lang="en"${embed ? embedAttributes(embed) : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · ${shopName}</title>
<link rel="icon" href="${CHECKOUT_ICON_PATH}" type="image/png">
<link rel="stylesheet" href="/assets/checkout.css">
${embed ? html`<script src="/assets/embed.js" defer></script>` : ''}
${frame.checkoutScript ? html`<script src="/assets/checkout.js" defer></script>` : ''}
</head>
<body>
${embed ? '' : html`<header class="bar"><span class="brand">${shopName}</span><span class="secure">Secure checkout (demo)</span></header>`}
${
  embed
    ? html`<div id="main">${content}</div>`
    : html`<main id="main">
${content}
</main>`
}
${embed ? '' : html`<footer class="foot">Shopkit local platform · no real payment is taken</footer>`}
</body>
</html>
`.text;
}

export function errorPage(
  shopName: string,
  reason: string,
  title: string,
  message: string,
  link?: { href: string; label: string },
  embed: EmbedPage | null = null,
): string {
  return layout(
    { title, shopName, embed },
    html`<section class="card error" id="checkout-error" data-reason="${reason}" role="alert">
<h1>${title}</h1>
<p>${message}</p>
${link ? html`<p><a class="button secondary" id="checkout-error-link" href="${link.href}">${link.label}</a></p>` : ''}
</section>`,
  );
}
