import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createShopkitClient } from '../../src/index.ts';
import { answerBadPathAsText, guardRequests } from '../platform/http/guard-requests.ts';
import {
  applyServerLimits,
  describeServerOptions,
  resolveServerTimeouts,
  type ServerTimeouts,
} from '../platform/http/server-limits.ts';
import { createCatalogue, type Catalogue } from './catalogue.ts';
import type { SafeHtml } from './html.ts';
import type { SiteConfig } from './layout.ts';
import { renderCheckoutPage } from './pages/checkout-page.ts';
import { renderHomePage } from './pages/home-page.ts';
import { renderNotFoundPage, renderSuccessPage } from './pages/message-page.ts';
import { renderProductPage } from './pages/product-page.ts';
import { readStaticFile } from './static-files.ts';

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
  catalogueTtlMs?: number;
  /** Header, request, keep-alive and linger deadlines, as the platform's servers have them. */
  timeouts?: Partial<ServerTimeouts>;
}

export interface RunningSite {
  url: string;
  close(): Promise<void>;
}

const ORDER_NUMBER = /^[A-Za-z0-9_-]{1,64}$/;

/** The pages' CSP; only the checkout page may frame anything, and only the hosted checkout. */
function contentSecurityPolicy(platform: SitePlatform, frames: boolean): string {
  const api = new URL(platform.urls.api).origin;
  const cdn = new URL(platform.urls.cdn).origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    `connect-src 'self' ${api}`,
    `img-src 'self' ${cdn} data:`,
    "style-src 'self'",
    `frame-src ${frames ? new URL(platform.urls.checkout).origin : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    // The bundle's only Trusted Types policy is lit's `lit-html` (docs/elements.md, "CSP and Trusted Types").
    "require-trusted-types-for 'script'",
    'trusted-types lit-html',
  ].join('; ');
}

async function routePage(
  pathname: string,
  search: URLSearchParams,
  catalogue: Catalogue,
  config: SiteConfig,
): Promise<{ status: number; page: SafeHtml; frames?: boolean }> {
  const snapshot = await catalogue.load();
  const shopName = snapshot.shop.name;
  if (pathname === '/') return { status: 200, page: renderHomePage(snapshot, config, search.get('category')) };
  if (pathname === '/checkout') return { status: 200, page: renderCheckoutPage(shopName, config), frames: true };
  const product = /^\/products\/([^/]+)$/.exec(pathname);
  if (product?.[1]) {
    const found = await catalogue.bySlug(decodeURIComponent(product[1]));
    if (found) return { status: 200, page: renderProductPage(found, snapshot, config) };
  }
  const success = /^\/success\/([^/]+)$/.exec(pathname);
  if (success?.[1] && ORDER_NUMBER.test(success[1]))
    return { status: 200, page: renderSuccessPage(success[1], shopName, config) };
  return { status: 404, page: renderNotFoundPage(shopName, config) };
}

/**
 * Starts the demo shop on its own loopback origin. Pages are rendered from the catalogue (read once through the
 * Shopkit core client and cached), with the platform origins and the demo key in the script tag's data attributes.
 */
export async function startSite(options: SiteOptions): Promise<RunningSite> {
  const { platform } = options;
  const host = options.host ?? '127.0.0.1';
  const client = createShopkitClient({
    publishableKey: platform.keys.demo,
    apiUrl: platform.urls.api,
    storage: 'memory',
    consent: false,
  });
  const catalogue = createCatalogue(
    client,
    options.catalogueTtlMs === undefined ? {} : { ttlMs: options.catalogueTtlMs },
  );
  await catalogue.load();
  let config: SiteConfig | null = null;

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
      const file = await readStaticFile(url.pathname);
      if (file) return send(200, file.type, file.body);
      const { status, page, frames = false } = await routePage(url.pathname, url.searchParams, catalogue, config!);
      send(status, 'text/html; charset=utf-8', page.value, {
        'content-security-policy': contentSecurityPolicy(platform, frames),
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
    })().catch((error: unknown) => {
      console.error(
        `demo site: ${request.method} ${url.pathname} failed:`,
        error instanceof Error ? error.message : error,
      );
      const missingBundle = error instanceof Error && error.message.includes('npm run build');
      const message = missingBundle
        ? (error as Error).message
        : 'The demo shop could not reach the platform. Is it running?';
      if (!response.headersSent) send(missingBundle ? 503 : 502, 'text/plain; charset=utf-8', message);
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
  config = {
    siteUrl: url,
    apiUrl: platform.urls.api,
    checkoutUrl: platform.urls.checkout,
    publishableKey: platform.keys.demo,
    imageBaseUrl: `${platform.urls.cdn.replace(/\/$/, '')}/images/${client.shopPrefix}`,
    locale: options.locale ?? 'en-GB',
  };
  return {
    url,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
