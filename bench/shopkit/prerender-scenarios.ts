// The prerendered demo pages against their floor (issue 21): the list page (24 cards) and a product page as
// `shopkit prerender` writes them (with the script tag: the elements take them over), the same HTML without any script
// (the static-HTML floor), the same with the shopper's currency set to EUR, and the template the elements fill in the
// browser. "Shown" is the first frame with the names and prices of the first and the 24th card (the product's name
// and price), so the list's viewport is tall enough for all 24 cards.
import type { PageScenario } from '../page-cost.ts';
import { probeTag, type ReadyCondition } from '../page-probe.ts';
import { TYPES, type StaticRoute } from '../static-server.ts';
import { buildFiles } from './shopkit-scenarios.ts';
import path from 'node:path';
import { REPO_ROOT } from '../../demo/site/static-files.ts';

export const PRERENDER_SUBJECTS = ['prerendered', 'prerendered-eur', 'static', 'client'] as const;
export type PrerenderSubject = (typeof PRERENDER_SUBJECTS)[number];

/** Every card of the demo's list in one screen. */
export const LIST_VIEWPORT = { width: 1280, height: 3600 };

const SITE_ASSETS: Record<string, StaticRoute> = {
  '/assets/site.css': { file: path.join(REPO_ROOT, 'demo/site/public/site.css'), type: TYPES.css },
  '/assets/logo.png': { file: path.join(REPO_ROOT, 'demo/site/public/logo.png'), type: TYPES.png },
};

/** The price condition: the prerendered text, or the price the list row's pass wrote where the browser fills the page. */
function listReady(subject: PrerenderSubject): ReadyCondition[] {
  const card = (n: number) => `shop-product-list > article:nth-of-type(${n})`;
  const price = (n: number) =>
    subject === 'client' ? `${card(n)} shop-price [data-shop-part="price"]` : `${card(n)} .card-price`;
  return [1, 24].flatMap((n) => [
    { path: `${card(n)} .card-title a`, text: '\\w' },
    { path: price(n), text: '\\d' },
  ]);
}

function productReady(subject: PrerenderSubject): ReadyCondition[] {
  const price = subject === 'client' ? '.product-price shop-price >> [part="price"]' : '.product-price';
  return [
    { path: '.product-info h1', text: '\\w' },
    { path: price, text: '\\d' },
  ];
}

/** The page for a subject: the probe first; the floor without any script; the product named by its slug. */
function pageFor(html: string, subject: PrerenderSubject, ready: ReadyCondition[], slug: string | null): string {
  let page = html.replace('<head>', () => `<head>\n${probeTag(ready)}`);
  if (subject === 'static') page = page.replace(/<script\b(?![^>]*bench-probe)[^>]*>[\s\S]*?<\/script>/g, '');
  if (slug)
    page = page.replace('url-pattern="/products/{slug}/"', () => `slug="${slug}" url-pattern="/products/{slug}/"`);
  return page;
}

export interface PrerenderPages {
  /** The site's pages as served: prerendered, and the templates the browser fills. */
  prerendered: { list: string; product: string };
  client: { list: string; product: string };
  slug: string;
  /** A CSP of the demo's, for every page. */
  csp: string;
}

export function prerenderScenarios(pages: PrerenderPages): PageScenario[] {
  const scenarios: PageScenario[] = [];
  for (const kind of ['list', 'product'] as const) {
    for (const subject of PRERENDER_SUBJECTS) {
      const source = subject === 'client' ? pages.client[kind] : pages.prerendered[kind];
      const ready = kind === 'list' ? listReady(subject) : productReady(subject);
      const url = `/s/prerender-${kind}/${subject}/`;
      const body = pageFor(source, subject, ready, kind === 'product' ? pages.slug : null);
      scenarios.push({
        kind: `prerendered ${kind}`,
        subject,
        url,
        files: {
          [url]: { body, type: TYPES.html, headers: { 'content-security-policy': pages.csp } },
          ...SITE_ASSETS,
          ...buildFiles(),
        },
        ...(kind === 'list' ? { viewport: LIST_VIEWPORT } : {}),
        ...(subject === 'prerendered-eur'
          ? {
              prepare: (context, origin) =>
                context.addCookies([
                  { name: 'shop_currency', value: 'EUR', domain: new URL(origin).hostname, path: '/' },
                ]),
            }
          : {}),
      });
    }
  }
  return scenarios;
}
