import { html, type SafeHtml } from './html.ts';

/** What every page needs to wire the script tag to the platform: origins and the publishable key. */
export interface SiteConfig {
  siteUrl: string;
  apiUrl: string;
  checkoutUrl: string;
  imageBaseUrl: string;
  publishableKey: string;
  locale: string;
}

export interface LayoutInput {
  title: string;
  description?: string;
  shopName: string;
  config: SiteConfig;
  main: SafeHtml;
}

const LOGO = html`<svg class="brand-mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
  <rect x="2" y="2" width="28" height="28" rx="8" fill="currentColor"/>
  <path d="M10 12h12l-1.4 10.2a2 2 0 0 1-2 1.8h-5.2a2 2 0 0 1-2-1.8z" fill="var(--paper)"/>
  <path d="M13 12v-1.5a3 3 0 0 1 6 0V12" fill="none" stroke="var(--paper)" stroke-width="1.8"/>
</svg>`;

function header(shopName: string, config: SiteConfig): SafeHtml {
  const successUrl = `${config.siteUrl}/success`;
  return html`<header class="site-header">
  <div class="wrap header-row">
    <a class="brand" href="/">${LOGO}<span>${shopName}</span></a>
    <nav class="site-nav" aria-label="Main">
      <a href="/">Shop</a>
      <a href="/checkout">Checkout</a>
      <a href="/#about">About</a>
    </nav>
    <div class="header-tools">
      <shop-currency-select><span slot="label" class="currency-label">Currency</span></shop-currency-select>
      <shop-cart success-url="${successUrl}" back-url="${config.siteUrl}/"></shop-cart>
    </div>
  </div>
</header>`;
}

function footer(shopName: string): SafeHtml {
  return html`<footer class="site-footer">
  <div class="wrap footer-row">
    <p>© ${shopName} · a demo of the Shopkit drop-in script. Prices include VAT.</p>
    <shop-consent-settings-button></shop-consent-settings-button>
  </div>
</footer>`;
}

/**
 * The page shell: head, the Shopkit script tag with its data attributes, header with cart and currency, footer. The
 * consent banner comes right after the skip link, so a keyboard user meets it first (it never takes focus itself).
 */
export function renderLayout(input: LayoutInput): SafeHtml {
  const { config } = input;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${input.title}</title>
<meta name="description" content="${input.description ?? `${input.shopName}: a Shopkit demo shop`}">
<link rel="icon" href="/assets/logo.svg" type="image/svg+xml">
<link rel="stylesheet" href="/assets/site.css">
<script src="/shopkit.js" defer
  data-publishable-key="${config.publishableKey}"
  data-api-url="${config.apiUrl}"
  data-checkout-url="${config.checkoutUrl}"
  data-image-base-url="${config.imageBaseUrl}"
  data-locale="${config.locale}"></script>
</head>
<body>
<a class="skip-link" href="#main">Skip to content</a>
<shop-consent-banner></shop-consent-banner>
${header(input.shopName, config)}
<main id="main" class="wrap">
${input.main}
</main>
${footer(input.shopName)}
</body>
</html>
`;
}
