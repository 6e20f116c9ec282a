// Our page-cost scenarios, each page kind with the builds of the same script tag: `shopkit` (dist/shopkit.js, the
// script tag and its chunks), `shopkit.full` (dist/shopkit.full.js) and, on the plain pages, `before` (the single file
// as it was before the loader, bench/baseline/). The plain pages (a consent banner; a cart button, a price and an add
// button) are configured from the script tag against the local platform; the demo site's home page (a list of 24
// cards) and product page (their HTML and assets, served from the bench's origin like everything else) show what a
// shop shows. "Shown" is when every element the page is about is visible and fully opaque, names and prices filled in.
import path from 'node:path';
import { shopkitFiles } from '../../demo/site/shopkit-files.ts';
import { REPO_ROOT } from '../../demo/site/static-files.ts';
import type { PageScenario } from '../page-cost.ts';
import { benchPage, probeTag, type ReadyCondition } from '../page-probe.ts';
import { OURS } from '../paths.ts';
import { TYPES, type StaticRoute } from '../static-server.ts';
import { cartCookies, type RememberedCart } from './remembered-cart.ts';

export interface PlatformTarget {
  apiUrl: string;
  checkoutUrl: string;
  key: string;
}

/** The products the cart page shows: one with one variant in stock, as a returning shopper's cart holds. */
export interface BenchProduct {
  productId: string;
  slug: string;
}

/** Where each build's script tag points; the loader's chunks are beside it. */
export const BUILDS = {
  shopkit: '/shopkit.js',
  'shopkit.full': '/shopkit.full.js',
  before: '/before/shopkit.js',
} as const;
export type Build = keyof typeof BUILDS;

/** Every build's files, served from the bench's origin. */
export function buildFiles(): Record<string, StaticRoute> {
  const files: Record<string, StaticRoute> = { '/before/shopkit.js': { file: OURS.before, type: TYPES.js } };
  for (const [urlPath, file] of shopkitFiles()) files[urlPath] = { file, type: TYPES.js };
  return files;
}

export function shopkitScriptTag(target: PlatformTarget, build: Build = 'shopkit', extra = ''): string {
  return `<script src="${BUILDS[build]}" data-publishable-key="${target.key}" data-api-url="${target.apiUrl}" data-checkout-url="${target.checkoutUrl}"${extra}></script>`;
}

const BANNER: ReadyCondition = { path: 'shop-consent-banner >> [part="banner"]', text: 'Accept all' };

function plainScenario(kind: string, build: Build, page: string, target: PlatformTarget): PageScenario {
  const url = `/s/${kind}/${build}/`;
  return {
    kind,
    subject: build,
    url,
    files: { [url]: { body: page, type: TYPES.html }, ...buildFiles() },
    apiOrigin: new URL(target.apiUrl).origin,
  };
}

export function bannerScenario(target: PlatformTarget, build: Build): PageScenario {
  const page = benchPage({
    body: '<main><h1>Shop</h1></main><shop-consent-banner></shop-consent-banner>',
    scripts: shopkitScriptTag(target, build),
    ready: [BANNER],
  });
  return plainScenario('banner', build, page, target);
}

/** A returning shopper's page with the cart button (one item in the remembered cart), a price and an add button. */
export function cartScenario(target: PlatformTarget, cart: RememberedCart, build: Build): PageScenario {
  const id = cart.productId;
  const page = benchPage({
    body: `<header><shop-cart></shop-cart></header><main><h1>Shop</h1>
<p><shop-price product-id="${id}">…</shop-price></p>
<shop-add-to-cart product-id="${id}"><button type="button">Add to cart</button></shop-add-to-cart></main>`,
    scripts: shopkitScriptTag(target, build),
    ready: [
      { path: 'shop-cart >> [part="count"]', text: '^\\s*1\\s*$' },
      { path: 'shop-price >> [part="price"]', text: '\\d' },
      { path: 'shop-add-to-cart:defined button', text: 'Add to cart' },
    ],
  });
  return {
    ...plainScenario('cart', build, page, target),
    prepare: (context, origin) => context.addCookies(cartCookies(origin, cart)),
  };
}

const SHOP_HEADER: ReadyCondition[] = [
  BANNER,
  { path: 'shop-cart >> [part="count"]', text: '^\\s*0\\s*$' },
  { path: 'shop-currency-select >> select', text: 'SEK' },
];

/** The demo site's assets, beside its pages on the bench's origin. */
const SITE_ASSETS: Record<string, StaticRoute> = {
  '/assets/site.css': { file: path.join(REPO_ROOT, 'demo/site/public/site.css'), type: TYPES.css },
  '/assets/logo.png': { file: path.join(REPO_ROOT, 'demo/site/public/logo.png'), type: TYPES.png },
};

/** A demo site page as the site renders it, with the probe first in <head> and the build's script; its CSP kept. */
async function sitePage(
  kind: string,
  pageUrl: string,
  ready: ReadyCondition[],
  builds: Build[],
  adapt: (html: string) => string = (html) => html,
  { dataPath = '/v2/products', renderTag = 'shop-product-list', variant = '' } = {},
): Promise<PageScenario[]> {
  const response = await fetch(pageUrl);
  if (!response.ok) throw new Error(`bench: the demo site answered ${response.status} for ${pageUrl}`);
  const html = adapt(await response.text()).replace('<head>', () => `<head>\n${probeTag(ready, renderTag)}`);
  const headers = { 'content-security-policy': response.headers.get('content-security-policy') ?? '' };
  const apiOrigin = new URL(/data-api-url="([^"]+)"/.exec(html)?.[1] ?? pageUrl).origin;
  return builds.map((build) => {
    const subject = variant ? `${build} ${variant}` : build;
    const url = `/s/${kind}/${subject.replaceAll(' ', '-')}/`;
    const body = html.replace('src="/shopkit.js"', () => `src="${BUILDS[build]}"`);
    return {
      kind,
      subject,
      url,
      files: { [url]: { body, type: TYPES.html, headers }, ...SITE_ASSETS, ...buildFiles() },
      dataPath,
      apiOrigin,
      renderTag,
    };
  });
}

/** Every card of the grid, each with its name and price. */
export const LIST_CARDS = 24;

/**
 * What the list page's cards are made of (`npm run bench -- --only page --kinds list --cards …`), for finding the floor
 * of the grid's render: `ours`, the demo's template; `plain`, its three card elements replaced by plain bound HTML (an
 * `<img>` bound to the image URL, a `<span>` bound to the price's text, a `<div>` around the merchant's button);
 * `bare`, each of them replaced by a trivial custom element with a shadow root and one style sheet that every
 * instance shares (no lit, no client, no data: a price it makes up), what a custom element in a row costs by itself.
 */
export const CARD_VARIANTS = ['ours', 'plain', 'bare'] as const;
export type CardVariant = (typeof CARD_VARIANTS)[number];

/** The bare element of the `bare` cards, a file on the page's origin (the demo's CSP refuses inline scripts). */
const BARE_ELEMENT_JS = `const sheet = new CSSStyleSheet();
sheet.replaceSync(':host { display: block } [part="price"] { font-weight: 600 }');
customElements.define('bench-bare-element', class extends HTMLElement {
  connectedCallback() {
    if (this.shadowRoot) return;
    const root = this.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [sheet];
    const price = document.createElement('span');
    price.setAttribute('part', 'price');
    price.textContent = '€12.00';
    root.append(price, document.createElement('slot'));
  }
});
`;

const CARD_ELEMENTS = ['shop-product-image', 'shop-price', 'shop-add-to-cart'];

/** The list template's card elements replaced as `variant` says (their own attributes kept). */
function cardsOf(variant: CardVariant): (html: string) => string {
  if (variant === 'ours') return (html) => html;
  const plain: Record<string, [string, string]> = {
    'shop-product-image': [
      'img',
      ' data-shop-attr="src:product.image.url" width="320" height="320" loading="lazy" alt=""',
    ],
    'shop-price': ['span', ' data-shop-text="price.fromDisplay"'],
    'shop-add-to-cart': ['div', ''],
  };
  return (html) => {
    let out = html;
    for (const tag of CARD_ELEMENTS) {
      const [replacement, extra] = variant === 'plain' ? plain[tag]! : ['bench-bare-element', ''];
      const element = new RegExp(`<${tag}([^>]*)>([\\s\\S]*?)</${tag}>`, 'g');
      out = out.replace(element, (_, attributes: string, inner: string) =>
        replacement === 'img'
          ? `<img${attributes}${extra}>`
          : `<${replacement}${attributes}${extra}>${inner}</${replacement}>`,
      );
    }
    if (out === html) throw new Error('bench: the list page has no card elements to replace');
    return variant === 'bare' ? out.replace('</head>', '<script src="/bench-bare.js"></script></head>') : out;
  };
}

/** The demo's home page: the header, the banner and a list of 24 cards, shown when every card has its name and price. */
export async function listScenarios(
  siteUrl: string,
  builds: Build[],
  variant: CardVariant = 'ours',
): Promise<PageScenario[]> {
  const price = {
    // In a list row the row's pass writes the price into the merchant's markup, in the element's light DOM.
    ours: { path: 'shop-price [data-shop-part="price"]', text: '\\d' },
    plain: { path: '.card-price span', text: '\\d' },
    bare: { path: '.card-price bench-bare-element >> [part="price"]', text: '\\d' },
  }[variant];
  const cards: ReadyCondition = {
    path: 'shop-product-list > .card:not(.skeleton)',
    each: { count: LIST_CARDS, has: [{ path: '.card-title', text: '\\w' }, price] },
  };
  const scenarios = await sitePage('list', `${siteUrl}/`, [...SHOP_HEADER, cards], builds, cardsOf(variant), {
    variant: variant === 'ours' ? '' : `${variant} cards`,
  });
  if (variant !== 'bare') return scenarios;
  return scenarios.map((scenario) => ({
    ...scenario,
    files: { ...scenario.files, '/bench-bare.js': { body: BARE_ELEMENT_JS, type: TYPES.js } },
  }));
}

/**
 * The product page reads its slug from its URL (`/products/<slug>`), which the bench serves at a path of its own per
 * build: the page names the slug instead, and keeps writing its SEO tags as it does on the site.
 */
export function productScenarios(siteUrl: string, slug: string, builds: Build[]): Promise<PageScenario[]> {
  const ready = [
    ...SHOP_HEADER,
    { path: 'shop-product h1', text: '\\w' },
    { path: '.product-price shop-price >> [part="price"]', text: '\\d' },
    { path: 'shop-product-image >> img' },
    { path: 'shop-add-to-cart:defined button', text: 'Add to cart' },
  ];
  const pinned = (html: string) =>
    html.replace('url-pattern="/products/{slug}/"', () => `slug="${slug}" seo="on" url-pattern="/products/{slug}/"`);
  return sitePage('product', `${siteUrl}/products/${slug}`, ready, builds, pinned, {
    dataPath: '/v2/products/by-slug/',
    renderTag: 'shop-product',
  });
}

/**
 * The product component alone, on a page shaped like Buy Button's product page and the lit floor's: a bare page with
 * the script tag and one `<shop-product>` whose template has the name, the image, the price and an add button, shown
 * when those four are in place. The demo's product page also waits for its shop header (the consent banner, the cart's
 * count, the currency select) and carries the site's style sheet and navigation, which the peers' pages do not: this
 * subject (`shopkit alone`) measures the component the way they are measured (docs/proof.md, "Two harnesses").
 */
export function productAloneScenario(target: PlatformTarget, slug: string, build: Build = 'shopkit'): PageScenario {
  const page = benchPage({
    // Laid out as the lit floor lays out its product: the image in one column, the rest beside it.
    head: `<style>shop-product article { display: grid; grid-template-columns: 1fr 1fr; gap: 24px; align-items: start }
shop-product article > shop-product-image { grid-row: span 3 }</style>`,
    body: `<main><h1>Shop</h1><shop-product slug="${slug}"><template><article>
<shop-product-image loading="eager"></shop-product-image>
<h2 data-shop-text="product.name"></h2><p><shop-price></shop-price></p>
<shop-add-to-cart><button type="button">Add to cart</button></shop-add-to-cart>
</article></template></shop-product></main>`,
    scripts: shopkitScriptTag(target, build),
    ready: [
      { path: 'shop-product h2', text: '\\w' },
      { path: 'shop-product shop-price >> [part="price"]', text: '\\d' },
      { path: 'shop-product-image >> img' },
      { path: 'shop-add-to-cart:defined button', text: 'Add to cart' },
    ],
  });
  const url = `/s/product-alone/${build}/`;
  return {
    kind: 'product',
    subject: build === 'shopkit' ? 'shopkit alone' : `${build} alone`,
    url,
    files: { [url]: { body: page, type: TYPES.html }, ...buildFiles() },
    apiOrigin: new URL(target.apiUrl).origin,
    dataPath: '/v2/products/by-slug/',
  };
}

/** A page of the script tag whose elements the tag reads for before its core arrives (script-tag-reads.ts). */
export const readsEarly = (scenario: PageScenario): boolean =>
  scenario.subject === 'shopkit' && ['cart', 'list', 'product'].includes(scenario.kind);

/**
 * The same page with the script tag's own first reads off, to measure what they buy: `data-storage="auto"` (the
 * default, so the client is the same) makes the tag leave the reads to the core.
 */
export function withoutTagReads(scenario: PageScenario): PageScenario {
  const url = scenario.url.replace(/\/$/, '-without-tag-reads/');
  const page = scenario.files![scenario.url]!;
  return {
    ...scenario,
    subject: 'shopkit without tag reads',
    url,
    files: {
      ...scenario.files,
      [url]: {
        ...page,
        body: page.body!.replace('data-publishable-key=', () => 'data-storage="auto" data-publishable-key='),
      },
    },
  };
}

/**
 * The same page with the script tag and its chunks of another build (`--compare-build <its dist/>`, say main's before
 * a change), served under `/compared/`, so a change's before and after are measured in the same rounds. The platform
 * is this tree's for both.
 */
export function withBuild(scenario: PageScenario, dist: string): PageScenario {
  const url = scenario.url.replace(/\/$/, '-compared-build/');
  const page = scenario.files![scenario.url]!;
  const compared: Record<string, StaticRoute> = {};
  for (const [urlPath, file] of shopkitFiles('/compared', dist)) compared[urlPath] = { file, type: TYPES.js };
  return {
    ...scenario,
    subject: 'shopkit, compared build',
    url,
    files: {
      ...scenario.files,
      ...compared,
      [url]: { ...page, body: page.body!.replace('src="/shopkit.js"', () => 'src="/compared/shopkit.js"') },
    },
  };
}
