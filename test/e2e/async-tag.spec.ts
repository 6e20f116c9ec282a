// An `async` script tag may run while the page's body is still arriving. It makes window.Shopkit at once but starts
// its work once the page is parsed, as it does under `defer`: whether the page's catalogue is prerendered, the files
// of its tags and the elements to read for are all known only then. The product below the tag is still read while
// its code is on its way, once.
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
  /** Whether the page had asked for the core before the rest of it was sent. */
  coreBeforeBody(): boolean;
  /** Sends the rest of the page and ends it. */
  finish(): void;
  close(): Promise<void>;
}

/** Serves `head` at `/` at once and `rest` only on `finish()`, and the built bundle with its chunks. */
async function startStreamingPage(head: string, rest: string): Promise<StreamingPage> {
  const files = shopkitFiles();
  const core = `/chunks/${groupFile('core')}`;
  let bodySent = false;
  let coreBeforeBody = false;
  let finish = (): void => undefined;
  const server = http.createServer((request, response) => {
    const pathname = requestPath(request.url);
    const file = files.get(pathname);
    if (file) {
      if (pathname === core && !bodySent) coreBeforeBody = true;
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end(fs.readFileSync(file));
      return;
    }
    if (pathname !== '/') return void response.writeHead(404).end('not found');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.write(head);
    finish = () => {
      bodySent = true;
      response.end(rest);
    };
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    coreBeforeBody: () => coreBeforeBody,
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

test('an async tag that runs before the body is parsed waits for it, and reads the product below it early, once', async ({
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
    await page.waitForFunction(() => 'Shopkit' in window);
    // The tag has run: a tag that started its work now would have put the core's modulepreload in <head>.
    const state = await page.evaluate(() => ({
      readyState: document.readyState,
      preloads: document.querySelectorAll('link[rel="modulepreload"]').length,
    }));
    expect(state, 'the tag has run on the half page and waits for the rest').toEqual({
      readyState: 'loading',
      preloads: 0,
    });

    const read = page.waitForRequest(isProductRead);
    server.finish();
    await read;
    expect(server.coreBeforeBody(), 'the core is asked for once the page is parsed').toBe(false);
    expect(catalogue.answered(), 'the product is read before its code arrives').toBe(false);
    catalogue.release();
    await loaded;
    await expect(page.locator('shop-product h2')).toHaveText('Stoneware Mug');
    expect(reads).toHaveLength(1);
  } finally {
    await server.close();
  }
});
