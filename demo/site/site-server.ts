import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerBadPathAsText, guardRequests } from '../platform/http/guard-requests.ts';
import {
  applyServerLimits,
  describeServerOptions,
  resolveServerTimeouts,
  type ServerTimeouts,
} from '../platform/http/server-limits.ts';
import { SHOPKIT_POLICY_NAME } from '../../components/internal/bindings/shopkit-policy.ts';
import { TAG_POLICY_NAME } from '../../components/internal/analytics/tags/tag-script.ts';
import { prerenderDemoPages, type PrerenderedPages } from './prerendered-pages.ts';
import { requestPath } from './shopkit-files.ts';
import { routePage } from './site-routes.ts';
import { readPage, readStaticFile, TYPES } from './static-files.ts';

/** The platform origins and keys the site wires into its pages (what `startPlatform()` returns). */
export interface SitePlatform {
  urls: { api: string; checkout: string; cdn: string };
  keys: { demo: string };
}

export interface SiteOptions {
  platform: SitePlatform;
  port?: number;
  host?: string;
  locale?: string;
  /** Loads Shopkit from this URL (another origin, a versioned path) instead of the site's own /shopkit.js. */
  scriptUrl?: string;
  /** Header, request, keep-alive and linger deadlines, as the platform's servers have them. */
  timeouts?: Partial<ServerTimeouts>;
  /**
   * Origins of stand-in tag scripts (demo/tags/fake-tag-server.ts) for GA4/GTM and the Meta pixel: the pages' script
   * tags point there and the CSP allows them. `npm start` passes its stand-ins; omitted, the pages name no tag origin
   * (the real ones apply) and the CSP allows none.
   */
  tagOrigins?: { google: string; meta: string } | null;
  /**
   * Prerenders the product and list pages from the platform's catalogue at start (`shopkit prerender`, docs/prerender.md)
   * and serves them before the templates, as a static host serves files before its rewrites. `npm start` and the
   * end-to-end tests do; off by default, for pages that fill themselves in the browser.
   */
  prerender?: boolean;
}

export interface RunningSite {
  url: string;
  /** The prerendered pages, when `prerender` was on. */
  prerendered: PrerenderedPages | null;
  close(): Promise<void>;
}

const XML_TYPE = 'application/xml; charset=utf-8';

/**
 * The strict policy of every page: scripts from the site itself and, when Shopkit comes from a CDN, that CDN's origin.
 * Trusted Types: lit's `lit-html`, and `shopkit` for the product page's JSON-LD (docs/elements.md, "CSP and Trusted
 * Types"). With tag origins, the additions docs/consent.md lists for them and `shopkit-tags`, the policy
 * that creates the tag scripts' URLs. Frames: none, except the hosted checkout on the checkout page.
 */
export function contentSecurityPolicy(
  platform: SitePlatform,
  options: { tagOrigins?: SiteOptions['tagOrigins']; scriptUrl?: string; framesCheckout?: boolean } = {},
): string {
  const api = new URL(platform.urls.api).origin;
  const cdn = new URL(platform.urls.cdn).origin;
  const { tagOrigins, scriptUrl, framesCheckout } = options;
  const tags = tagOrigins ? ` ${tagOrigins.google} ${tagOrigins.meta}` : '';
  const shopkit = scriptUrl && /^https?:/.test(scriptUrl) ? ` ${new URL(scriptUrl).origin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${shopkit}${tags}`,
    `connect-src 'self' ${api}${tags}`,
    `img-src 'self' ${cdn} data:${tags}`,
    "style-src 'self'",
    `frame-src ${framesCheckout ? new URL(platform.urls.checkout).origin : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    `trusted-types lit-html ${SHOPKIT_POLICY_NAME}${tagOrigins ? ` ${TAG_POLICY_NAME}` : ''}`,
  ].join('; ');
}

/** The values of the demo pages' `{{…}}` placeholders, for the site at `url` on `platform`. */
export function describePageValues(
  platform: SitePlatform,
  url: string,
  options: Pick<SiteOptions, 'scriptUrl' | 'locale' | 'tagOrigins'> = {},
): Record<string, string> {
  const shopPrefix = platform.keys.demo.split('_')[2] ?? 'demo';
  return {
    siteUrl: url,
    scriptUrl: options.scriptUrl ?? '/shopkit.js',
    apiUrl: platform.urls.api,
    checkoutUrl: platform.urls.checkout,
    publishableKey: platform.keys.demo,
    imageBaseUrl: `${platform.urls.cdn.replace(/\/$/, '')}/images/${shopPrefix}`,
    locale: options.locale ?? 'en-GB',
    // Empty means absent to the script tag: the real tag origins.
    googleTagOrigin: options.tagOrigins?.google ?? '',
    metaPixelOrigin: options.tagOrigins?.meta ?? '',
  };
}

/**
 * Starts the demo shop on its own loopback origin: a static file server for the pages in public/ and the built
 * bundle, with a static host's rewrites (routePage) and the platform's origins filled into the pages. With `prerender`,
 * the product and list pages are written from the catalogue at start (as a deploy step would) and served first;
 * otherwise no catalogue data is read or rendered here.
 */
export async function startSite(options: SiteOptions): Promise<RunningSite> {
  const { platform } = options;
  const host = options.host ?? '127.0.0.1';
  let values: Record<string, string> = {};
  let prerendered: PrerenderedPages | null = null;

  const timeouts = resolveServerTimeouts(options.timeouts);
  const listener = (request: http.IncomingMessage, response: http.ServerResponse): void => {
    const url = new URL(request.url ?? '/', 'http://site.invalid');
    const send = (status: number, type: string, body: string | Buffer, extra: Record<string, string> = {}): void => {
      response.writeHead(status, {
        'content-type': type,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        ...extra,
      });
      response.end(request.method === 'HEAD' ? undefined : body);
    };
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return send(405, 'text/plain; charset=utf-8', 'Method not allowed', { allow: 'GET, HEAD' });
    void (async () => {
      const file = await readStaticFile(requestPath(request.url));
      if (file) return send(200, file.type, file.body, file.anyOrigin ? { 'access-control-allow-origin': '*' } : {});
      if (url.pathname === '/sitemap.xml' && prerendered) return send(200, XML_TYPE, await prerendered.sitemap());
      const route = routePage(url.pathname);
      // The results page is the file the command wrote from search.html (a static host's clean URL, /search).
      const built =
        route.page === 'index.html' || route.page === 'product.html'
          ? await prerendered?.read(url.pathname)
          : route.page === 'search.html'
            ? await prerendered?.read('/search.html')
            : null;
      const page = built ?? (await readPage(route.page, { ...values, orderNumber: route.orderNumber ?? '' }));
      send(route.status, TYPES['.html']!, page, {
        'content-security-policy': contentSecurityPolicy(platform, {
          tagOrigins: options.tagOrigins,
          scriptUrl: options.scriptUrl,
          framesCheckout: route.framesCheckout,
        }),
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
    })().catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`demo site: ${request.method} ${url.pathname} failed:`, message);
      if (!response.headersSent)
        send(message.includes('npm run build') ? 503 : 500, 'text/plain; charset=utf-8', message);
    });
  };
  const server = http.createServer(describeServerOptions(timeouts), guardRequests(listener, answerBadPathAsText));
  applyServerLimits(server, timeouts);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;
  values = describePageValues(platform, url, options);
  const close = (): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    }).finally(() => prerendered?.close());
  if (options.prerender) {
    try {
      prerendered = await prerenderDemoPages({
        apiUrl: platform.urls.api,
        publishableKey: platform.keys.demo,
        siteUrl: url,
        values,
      });
    } catch (error) {
      await close();
      throw error;
    }
  }
  return { url, prerendered, close };
}
