// A shop page wired to the stand-in tag server (demo/tags/fake-tag-server.ts) for the analytics tests: the built
// bundle configured by its script tag with tracking attributes, a cart, an add-to-cart button, the banner and the
// settings button, served from its own loopback origin (optionally under a host name mapped to loopback, and under
// a CSP). `recordTagInsertions` notes, for every tag script the page inserts, what the dataLayer held at that moment.
import type { Page } from '@playwright/test';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunningPlatform } from '../../demo/platform/start-platform.ts';
import { shopkitFiles } from '../../demo/site/shopkit-files.ts';
import type { FakeTagServer } from '../../demo/tags/fake-tag-server.ts';

export const TAG_IDS = { ga4: 'G-TEST1234', gtm: 'GTM-TEST12', meta: '1234567890' };

export interface TagPageOptions {
  /** Extra attributes on the script tag (`data-consent-mode`, an id set to "off", ...). */
  attributes?: Record<string, string>;
  /** Served as the page's Content-Security-Policy. */
  csp?: string;
  /** Host name for the page's URL (mapped to loopback by the browser's host resolver rules). */
  host?: string;
  lang?: string;
}

export interface TagPage {
  url: string;
  /** A single-variant product; `price` in major units and its `currency`, as GA4 receives them. */
  product: { id: string; variantId: string; name: string; price: number; currency: string };
  close(): Promise<void>;
}

interface ProductRecord {
  id: string;
  name: string;
  price: number;
  currency: string;
  variants: Array<{ id: string; available: boolean }>;
  available: boolean;
}

async function singleVariantProduct(platform: RunningPlatform): Promise<TagPage['product']> {
  const response = await fetch(`${platform.urls.api}/v2/products?limit=50`, {
    headers: { authorization: `Bearer ${platform.keys.demo}` },
  });
  const { data } = (await response.json()) as { data: ProductRecord[] };
  const product = data.find((p) => p.available && p.variants.length === 1 && p.variants[0]!.available)!;
  const price = product.price / 100;
  return { id: product.id, variantId: product.variants[0]!.id, name: product.name, price, currency: product.currency };
}

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function pageHtml(
  platform: RunningPlatform,
  tags: FakeTagServer,
  product: TagPage['product'],
  options: TagPageOptions,
) {
  const attributes: Record<string, string> = {
    'data-publishable-key': platform.keys.demo,
    'data-api-url': platform.urls.api,
    'data-checkout-url': platform.urls.checkout,
    'data-ga4-measurement-id': TAG_IDS.ga4,
    'data-gtm-container-id': TAG_IDS.gtm,
    'data-meta-pixel-id': TAG_IDS.meta,
    'data-google-tag-origin': tags.googleOrigin,
    'data-meta-pixel-origin': tags.metaOrigin,
    ...options.attributes,
  };
  const tag = Object.entries(attributes)
    .map(([name, value]) => `${name}="${escape(value)}"`)
    .join(' ');
  return `<!doctype html><html lang="${options.lang ?? 'en'}"><head><meta charset="utf-8"><title>Tag page</title>
<script src="/shopkit.js" ${tag}></script></head><body>
<header><shop-cart></shop-cart></header>
<main><h1>${escape(product.name)}</h1>
<shop-add-to-cart product-id="${escape(product.id)}" variant-id="${escape(product.variantId)}"><button type="button">Add to cart</button></shop-add-to-cart>
</main>
<footer><shop-consent-settings-button></shop-consent-settings-button></footer>
<shop-consent-banner></shop-consent-banner>
</body></html>`;
}

export async function startTagPage(
  platform: RunningPlatform,
  tags: FakeTagServer,
  options: TagPageOptions = {},
): Promise<TagPage> {
  const product = await singleVariantProduct(platform);
  const html = pageHtml(platform, tags, product, options);
  const csp = options.csp ? { 'content-security-policy': options.csp } : {};
  const scripts = shopkitFiles();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://page');
    const script = scripts.get(url.pathname);
    if (script) {
      response.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
        ...csp,
      });
      response.end(fs.readFileSync(script));
    } else if (url.pathname === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...csp });
      response.end(html);
    } else response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}/`;
  platform.allowStorefrontOrigin('demo', url);
  return {
    url,
    product,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface TagInsertion {
  src: string;
  /** The dataLayer when the script element went into the page (gtag() entries as arrays). */
  dataLayer: unknown[];
}

/** Records every `<script src>` the page inserts, with the dataLayer of that moment, in `window.__tagInsertions`. */
export async function recordTagInsertions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const insertions: unknown[] = [];
    (window as unknown as { __tagInsertions: unknown[] }).__tagInsertions = insertions;
    const note = (nodes: unknown[]): void => {
      for (const node of nodes) {
        if (!(node instanceof HTMLScriptElement) || !node.src) continue;
        const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
          Object.prototype.toString.call(entry) === '[object Arguments]'
            ? Array.from(entry as ArrayLike<unknown>)
            : entry,
        );
        insertions.push({ src: node.src, dataLayer: JSON.parse(JSON.stringify(layer)) });
      }
    };
    const append = Element.prototype.append;
    Element.prototype.append = function (...nodes: Array<Node | string>) {
      note(nodes);
      return append.apply(this, nodes);
    };
    const appendChild = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(node: T): T {
      note([node]);
      return appendChild.call(this, node) as T;
    };
    const insertBefore = Node.prototype.insertBefore;
    Node.prototype.insertBefore = function <T extends Node>(node: T, child: Node | null): T {
      note([node]);
      return insertBefore.call(this, node, child) as T;
    };
  });
}

export async function tagInsertions(page: Page): Promise<TagInsertion[]> {
  return page.evaluate(() => (window as unknown as { __tagInsertions: TagInsertion[] }).__tagInsertions);
}

/** The page's dataLayer with gtag() entries as arrays. */
export async function dataLayerOf(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    JSON.parse(
      JSON.stringify(
        ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
          Object.prototype.toString.call(entry) === '[object Arguments]'
            ? Array.from(entry as ArrayLike<unknown>)
            : entry,
        ),
      ),
    ),
  );
}

/** The event hits the stand-ins reported, as `[tag, event name]`, in arrival order. */
export function eventHits(tags: FakeTagServer): Array<[string, string]> {
  return tags.hits().map((hit) => {
    if (hit.path === '/g/collect') return ['ga4', hit.query.en!];
    if (hit.path === '/gtm/event') return ['gtm', hit.query.en!];
    return ['meta', hit.query.ev!];
  });
}
