// An `async` script tag may run while the page's body is still arriving. It starts fetching its core at once, but the
// core finds the page's elements (their early reads, the files of their tags) only once the page is parsed, as it does
// under `defer`: the product below the tag is read while its code is still on its way, once.
import type { Page, Request } from '@playwright/test';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { DIST, requestPath, shopkitFiles } from '../../demo/site/shopkit-files.ts';
import { expect, test } from './fixtures.ts';

interface BuildMeta {
  groups: Record<string, { file: string }>;
}

const groupFile = (name: string): string =>
  (JSON.parse(fs.readFileSync(path.join(DIST, 'build-meta.json'), 'utf8')) as BuildMeta).groups[name]!.file;

interface StreamingPage {
  url: string;
  /** Resolves with the core's path once the page has asked for it (the tag has run). */
  coreRequested: Promise<string>;
  /** Sends the rest of the page and ends it. */
  finish(): void;
  close(): Promise<void>;
}

/** Serves `head` at `/` at once and `rest` only on `finish()`, and the built bundle with its chunks. */
async function startStreamingPage(head: string, rest: string): Promise<StreamingPage> {
  const files = shopkitFiles();
  const core = `/chunks/${groupFile('core')}`;
  let coreAsked = (_path: string): void => undefined;
  const coreRequested = new Promise<string>((resolve) => {
    coreAsked = resolve;
  });
  let finish = (): void => undefined;
  const server = http.createServer((request, response) => {
    const pathname = requestPath(request.url);
    const file = files.get(pathname);
    if (file) {
      if (pathname === core) coreAsked(pathname);
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end(fs.readFileSync(file));
      return;
    }
    if (pathname !== '/') return void response.writeHead(404).end('not found');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.write(head);
    finish = () => response.end(rest);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    coreRequested,
    finish: () => finish(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Holds the requests of the catalogue group until `release()`, and tells whether one has been answered. */
async function holdCatalogue(page: Page): Promise<{ release(): void; answered(): boolean }> {
  const file = `/chunks/${groupFile('catalogue')}`;
  let open = (): void => undefined;
  const held = new Promise<void>((resolve) => {
    open = resolve;
  });
  let answered = false;
  await page.route(
    (url) => decodeURIComponent(url.pathname) === file,
    async (route) => {
      await held;
      answered = true;
      await route.continue();
    },
  );
  return { release: open, answered: () => answered };
}

const isProductRead = (request: Request): boolean =>
  request.method() === 'GET' && new URL(request.url()).pathname === '/v2/products/by-slug/stoneware-mug';

test('an async tag that runs before the body is parsed reads the product below it early, once', async ({
  page,
  platform,
}) => {
  const server = await startStreamingPage(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Async</title><link rel="icon" href="data:,">
<script src="/shopkit.js" async data-publishable-key="${platform.keys.demo}" data-api-url="${platform.urls.api}"></script>
</head><body><h1>Shop</h1>`,
    `<shop-product slug="stoneware-mug"><template><h2 data-shop-text="product.name"></h2><shop-price></shop-price>
</template></shop-product></body></html>`,
  );
  const reads: string[] = [];
  page.on('request', (request) => {
    if (isProductRead(request)) reads.push(request.url());
  });
  try {
    const catalogue = await holdCatalogue(page);
    const loaded = page.goto(server.url);
    const core = await server.coreRequested;
    // Once the page's own import of the core settles, the tag's has too (it asked first): the core is evaluated.
    const state = await page.evaluate(async (url) => {
      await import(url);
      // The client is made by the core's boot, from the tag's attributes.
      const configured = (window as unknown as { Shopkit: { client: unknown } }).Shopkit.client !== null;
      return { readyState: document.readyState, configured };
    }, core);
    expect(state, 'the core is here, the body is not, and the core waits for it').toEqual({
      readyState: 'loading',
      configured: false,
    });

    const read = page.waitForRequest(isProductRead);
    server.finish();
    await read;
    expect(catalogue.answered(), 'the product is read before its code arrives').toBe(false);
    catalogue.release();
    await loaded;
    await expect(page.locator('shop-product h2')).toHaveText('Stoneware Mug');
    expect(reads).toHaveLength(1);
  } finally {
    await server.close();
  }
});
