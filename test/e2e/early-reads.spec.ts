// Data before code: the script tag starts what the elements on the page will read while their code is still on its
// way, and the elements take those answers when they arrive: one request each, even with the element groups held
// back; a list whose attributes change meanwhile reads anew; an element not on the page reads nothing, and a read
// never creates a cart.
import type { Page, Request } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { DIST } from '../../demo/site/shopkit-files.ts';
import { expect, test } from './fixtures.ts';
import { startPlainPageServer } from './plain-page-server.ts';

interface BuildMeta {
  groups: Record<string, { file: string }>;
}

const groupFile = (name: string): string =>
  (JSON.parse(fs.readFileSync(path.join(DIST, 'build-meta.json'), 'utf8')) as BuildMeta).groups[name]!.file;

/** Holds the requests of these chunk files until `release()`, and tells whether any of them has been answered. */
async function holdGroups(page: Page, names: string[]): Promise<{ release(): void; answered(): boolean }> {
  const files = names.map(groupFile);
  let open = (): void => undefined;
  const held = new Promise<void>((resolve) => {
    open = resolve;
  });
  let answered = false;
  await page.route(
    (url) => files.some((file) => decodeURIComponent(url.pathname).endsWith(`/chunks/${file}`)),
    async (route) => {
      await held;
      answered = true;
      await route.continue();
    },
  );
  return { release: open, answered: () => answered };
}

const isRead = (pathname: string) => (request: Request) =>
  request.method() === 'GET' && new URL(request.url()).pathname.startsWith(pathname);

/**
 * Waits until `<shop-product>` is defined and has finished its first update. A prerendered product page shows its
 * name before any script runs, so the name alone says nothing about the element.
 */
async function productTakenOver(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await customElements.whenDefined('shop-product');
    await (document.querySelector('shop-product') as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
  });
}

test('the list and the shop are read while the element groups are still on their way, each once', async ({
  page,
  site,
  apiRequests,
}) => {
  const groups = await holdGroups(page, ['catalogue', 'consent']);
  apiRequests.mark();
  const listRead = page.waitForRequest(isRead('/v2/products'));
  const shopRead = page.waitForRequest(isRead('/v2/shop'));
  await page.goto(`${site.url}/`);
  await Promise.all([listRead, shopRead]);
  expect(groups.answered(), 'no element group has arrived yet').toBe(false);

  groups.release();
  await expect(page.locator('.card shop-price [data-shop-part="price"]')).toHaveCount(24);
  await expect(page.locator('shop-currency-select select')).toBeEnabled();
  const reads = apiRequests.since();
  expect(reads.filter((request) => request === 'GET /v2/products')).toHaveLength(1);
  expect(reads.filter((request) => request === 'GET /v2/shop')).toHaveLength(1);
});

test('a product named by the page URL is read while its code is on its way, once', async ({
  page,
  site,
  apiRequests,
}) => {
  const groups = await holdGroups(page, ['catalogue']);
  apiRequests.mark();
  const productRead = page.waitForRequest(isRead('/v2/products/by-slug/stoneware-mug'));
  await page.goto(`${site.url}/products/stoneware-mug`);
  await productRead;
  expect(groups.answered()).toBe(false);

  groups.release();
  await productTakenOver(page);
  await expect(page.locator('shop-product h1').first()).toHaveText('Stoneware Mug');
  const reads = apiRequests.since().filter((request) => request.startsWith('GET /v2/products'));
  expect(reads).toEqual(['GET /v2/products/by-slug/stoneware-mug']);
});

test('the reads leave before any element is defined: an upgrade never runs between a read and its request', async ({
  page,
  site,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      seen.push(`fetch ${new URL(input instanceof Request ? input.url : String(input)).pathname}`);
      return fetch(input, init);
    };
    const define = customElements.define.bind(customElements);
    customElements.define = (name, constructor, options) => {
      if (name.startsWith('shop-')) seen.push(`define ${name}`);
      define(name, constructor, options);
    };
  });
  await page.goto(`${site.url}/products/stoneware-mug`);
  await productTakenOver(page);
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  const firstDefine = seen.findIndex((entry) => entry.startsWith('define '));
  expect(firstDefine, 'an element has been defined').toBeGreaterThan(0);
  expect(seen.slice(0, firstDefine)).toEqual(
    expect.arrayContaining(['fetch /v2/products/by-slug/stoneware-mug', 'fetch /v2/shop']),
  );
});

test('a list whose attributes change before its code arrives reads them anew, not the early answer', async ({
  page,
  site,
  platform,
  apiRequests,
}) => {
  const answer = await fetch(`${platform.urls.api}/v2/products?category=lighting&limit=24`, {
    headers: { authorization: `Bearer ${platform.keys.demo}` },
  });
  const lighting = ((await answer.json()) as { data: Array<{ name: string }> }).data.map((product) => product.name);
  const groups = await holdGroups(page, ['catalogue']);
  apiRequests.mark();
  const early = page.waitForRequest(isRead('/v2/products'));
  await page.goto(`${site.url}/`);
  await early;
  await page.evaluate(() => document.querySelector('shop-product-list')!.setAttribute('category', 'lighting'));
  const own = page.waitForRequest((request) => new URL(request.url()).searchParams.get('category') === 'lighting');
  groups.release();
  await own;
  await expect(page.locator('.card:not(.skeleton) .card-title')).toHaveText(lighting);
  expect(apiRequests.since().filter((request) => request === 'GET /v2/products')).toHaveLength(2);
});

test('a page reads only for the elements on it, and no read creates a cart', async ({ page, platform }) => {
  const server = await startPlainPageServer(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Plain</title><link rel="icon" href="data:,"></head>
<body><shop-cart></shop-cart><shop-add-to-cart product-id="prod_001"><button type="button">Add</button></shop-add-to-cart>
<script src="/shopkit.js" data-publishable-key="${platform.keys.demo}" data-api-url="${platform.urls.api}"></script></body></html>`,
  );
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(platform.urls.api) && request.method() !== 'OPTIONS')
      calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  try {
    await page.goto(server.url);
    await expect(page.locator('shop-cart [part="count"]')).toHaveText('0');
    await page.evaluate(() => (window as unknown as { Shopkit: { ready: Promise<void> } }).Shopkit.ready);
    expect(calls).toEqual([]);
  } finally {
    await server.close();
  }
});
