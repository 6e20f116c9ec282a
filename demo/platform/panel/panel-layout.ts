// The frame of every control panel page: skip link, navigation with aria-current, one stylesheet, no scripts.
import { html, type SafeHtml } from '../checkout/html.ts';

const NAV = [
  ['/panel/orders', 'Orders'],
  ['/panel/customers', 'Customers'],
  ['/panel/catalogue', 'Catalogue'],
  ['/panel/discounts', 'Discounts'],
  ['/panel/shipping', 'Shipping'],
  ['/panel/settings/api', 'Settings: API'],
  ['/panel/settings/webhooks', 'Settings: Webhooks'],
  ['/panel/settings/tracking', 'Settings: Tracking'],
  ['/panel/consent-log', 'Consent log'],
] as const;

export interface PanelFrame {
  title: string;
  current?: string;
  shopName?: string;
  notice?: string | null;
  error?: string | null;
}

export function panelPage(frame: PanelFrame, content: SafeHtml): string {
  const nav =
    frame.current === undefined
      ? ''
      : html`<nav aria-label="Control panel"><ul>${NAV.map(
          ([href, label]) =>
            html`<li><a href="${href}"${href === frame.current ? html` aria-current="page"` : ''}>${label}</a></li>`,
        )}</ul>
<form method="post" action="/panel/logout"><button type="submit" class="link">Log out</button></form></nav>`;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${frame.title} · Shopkit control panel</title>
<link rel="stylesheet" href="/panel/panel.css">
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header><p class="brand">Shopkit control panel${frame.shopName ? html` · <span id="shop-name">${frame.shopName}</span>` : ''}</p>${nav}</header>
<main id="main">
<h1>${frame.title}</h1>
${frame.notice ? html`<p class="notice" role="status" id="notice">${frame.notice}</p>` : ''}
${frame.error ? html`<p class="error" role="alert" id="error">${frame.error}</p>` : ''}
${content}
</main>
</body>
</html>
`.text;
}
