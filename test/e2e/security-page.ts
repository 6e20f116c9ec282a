// A strict shop page for the security, CSP, hostile-data and accessibility tests: served from its own loopback
// origin (bench/static-server.ts) with the strictest CSP the issue names, no inline script or style, the built bundle
// configured by its script tag, and every element: banner, currency select, prices, add buttons, cart, checkout.
import type { Page } from '@playwright/test';
import { startStaticServer, TYPES, type StaticServer } from '../../bench/static-server.ts';
import { shopkitFiles } from '../../demo/site/shopkit-files.ts';

export interface StrictPlatform {
  urls: { api: string; checkout: string; cdn: string };
  keys: { demo: string };
  allowStorefrontOrigin(shopId: string, origin: string): void;
}
export interface PageProduct {
  id: string;
  variantId: string;
  label: string;
}

/** The policy names the bundle documents (docs/elements.md, "CSP and Trusted Types"): lit's one policy. */
export const TRUSTED_TYPES_POLICIES = ['lit-html'];
/** A page with catalogue elements adds `shopkit` (the product's JSON-LD, and DOMPurify where setHTML is missing). */
export const CATALOGUE_TRUSTED_TYPES_POLICIES = ['lit-html', 'shopkit'];

export function strictCsp(platform: StrictPlatform, policies = TRUSTED_TYPES_POLICIES): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src ${new URL(platform.urls.api).origin}`,
    `img-src ${new URL(platform.urls.cdn).origin}`,
    "require-trusted-types-for 'script'",
    `trusted-types ${policies.join(' ')}`,
  ].join('; ');
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function shopHtml(origin: string, platform: StrictPlatform, products: PageProduct[], checkoutUrl: boolean): string {
  const cards = products
    .map(
      (p) => `<article><h2>${escape(p.label)}</h2>
  <p><shop-price product-id="${escape(p.id)}"></shop-price></p>
  <shop-add-to-cart product-id="${escape(p.id)}" variant-id="${escape(p.variantId)}"><button type="button">Add ${escape(p.label)} to cart</button></shop-add-to-cart>
</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Strict shop</title></head><body>
<header><shop-currency-select><span slot="label">Currency</span></shop-currency-select>
<shop-cart success-url="${origin}/success" back-url="${origin}/"></shop-cart></header>
<main><h1>Strict shop</h1>
${cards}
</main>
<footer><shop-consent-settings-button></shop-consent-settings-button></footer>
<shop-consent-banner></shop-consent-banner>
<script src="/shopkit.js" data-publishable-key="${platform.keys.demo}" data-api-url="${platform.urls.api}" ${checkoutUrl ? ` data-checkout-url="${platform.urls.checkout}"` : ''}></script>
</body></html>`;
}

/** `checkoutUrl: false` leaves data-checkout-url off, so the client trusts only the default checkout origin. */
export async function startStrictPage(
  platform: StrictPlatform,
  products: PageProduct[],
  options: { checkoutUrl?: boolean } = {},
): Promise<StaticServer> {
  const server = await startStaticServer();
  platform.allowStorefrontOrigin('demo', server.url);
  const headers = { 'content-security-policy': strictCsp(platform) };
  server.set('/', {
    body: shopHtml(server.url, platform, products, options.checkoutUrl ?? true),
    type: TYPES.html,
    headers,
  });
  server.set('/success', {
    body: '<!doctype html><html lang="en"><head><title>Thanks</title></head><body><main><h1>Thank you</h1></main></body></html>',
    type: TYPES.html,
    headers,
  });
  for (const [urlPath, file] of shopkitFiles()) server.set(urlPath, { file, type: TYPES.js, headers });
  return server;
}

export interface Violation {
  directive: string;
  blocked: string;
  source: string;
  line: number;
  documentURI: string;
  sample: string;
}

/** Collects every `securitypolicyviolation` event of every document the page shows, and CSP console lines. */
export async function watchViolations(page: Page): Promise<{ events: Violation[]; console: string[] }> {
  const found = { events: [] as Violation[], console: [] as string[] };
  await page.exposeFunction('__reportViolation', (v: Violation) => {
    found.events.push(v);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportViolation(v: unknown): void }).__reportViolation({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        source: e.sourceFile,
        line: e.lineNumber,
        documentURI: e.documentURI,
        sample: e.sample,
      });
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Trusted Type|TrustedHTML|TrustedScript/i.test(message.text()))
      found.console.push(message.text());
  });
  return found;
}

/**
 * A strict page around the merchant markup `body` (catalogue elements, bindings): the same CSP with the catalogue's
 * Trusted Types policies, the bundle configured by its script tag, and a cart in the header.
 */
export async function startStrictCataloguePage(platform: StrictPlatform, body: string): Promise<StaticServer> {
  const server = await startStaticServer();
  const headers = { 'content-security-policy': strictCsp(platform, CATALOGUE_TRUSTED_TYPES_POLICIES) };
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Strict catalogue</title>
<script src="/shopkit.js" defer data-publishable-key="${platform.keys.demo}" data-api-url="${platform.urls.api}" data-checkout-url="${platform.urls.checkout}" data-consent="false"></script>
</head><body><header><shop-cart success-url="${server.url}/" back-url="${server.url}/"></shop-cart></header>
<main>${body}</main></body></html>`;
  server.set('/', { body: html, type: TYPES.html, headers });
  for (const [urlPath, file] of shopkitFiles()) server.set(urlPath, { file, type: TYPES.js, headers });
  return server;
}
