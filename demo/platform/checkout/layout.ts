// The page frame shared by every checkout page: stylesheet from a served file, no scripts.
import { html, type SafeHtml } from './html.ts';

export function layout(title: string, shopName: string, content: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · ${shopName}</title>
<link rel="stylesheet" href="/assets/checkout.css">
</head>
<body>
<header class="bar"><span class="brand">${shopName}</span><span class="secure">Secure checkout (demo)</span></header>
<main id="main">
${content}
</main>
<footer class="foot">Shopkit local platform · no real payment is taken</footer>
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
): string {
  return layout(
    title,
    shopName,
    html`<section class="card error" id="checkout-error" data-reason="${reason}" role="alert">
<h1>${title}</h1>
<p>${message}</p>
${link ? html`<p><a class="button secondary" id="checkout-error-link" href="${link.href}">${link.label}</a></p>` : ''}
</section>`,
  );
}
