// A shared file that failed to load is loaded by the next chance, also in a browser that keeps failed module imports
// (the project "chromium, failed imports cached" runs this file that way): the runtime that the element groups import
// statically, the bindings below it, and the core the script tag imports. The retry reads the failed file's folder under another spelling,
// which servers read as the same folder; a retry that imported the same URLs again could not work there.
import fs from 'node:fs';
import path from 'node:path';
import { DIST } from '../../demo/site/shopkit-files.ts';
import { expect, test } from './fixtures.ts';
import { startPlainPageServer } from './plain-page-server.ts';

interface BuildMeta {
  manifest: { core: string; shared: string[] };
}

const meta = (): BuildMeta => JSON.parse(fs.readFileSync(path.join(DIST, 'build-meta.json'), 'utf8')) as BuildMeta;

function plainPage(body: string, key: string, api: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Plain</title><link rel="icon" href="data:,"></head>
<body>${body}<script src="/shopkit.js" data-publishable-key="${key}" data-api-url="${api}"></script></body></html>`;
}

/** The path of a request below /chunks/ as the server reads it (percent-encoding decoded), or null. */
function chunkPath(url: string): string | null {
  const pathname = decodeURIComponent(new URL(url).pathname);
  const at = pathname.indexOf('/chunks/');
  return at === -1 ? null : pathname.slice(at + '/chunks/'.length);
}

test('a runtime file that failed once is loaded with the elements that need it when another one is inserted', async ({
  page,
  platform,
}) => {
  const runtime = meta().manifest.shared.find((file) => /^runtime\/runtime-/.test(file))!;
  const server = await startPlainPageServer(
    plainPage(
      '<main><shop-price product-id="prod_001">120 kr</shop-price></main>',
      platform.keys.demo,
      platform.urls.api,
    ),
  );
  const asked: string[] = [];
  let blocked = true;
  await page.route(
    (url) => chunkPath(url.href) !== null,
    (route) => {
      const file = chunkPath(route.request().url());
      asked.push(file ?? '');
      return blocked && file === runtime ? route.abort('connectionreset') : route.continue();
    },
  );
  try {
    await page.goto(server.url);
    const price = page.locator('shop-price').first();
    await expect(price).toHaveAttribute('error', '');
    await expect(price).toHaveAttribute('data-shopkit-error', /^Shopkit could not load <shop-price>: /);
    const failedAttempts = asked.filter((file) => file === runtime).length;

    blocked = false;
    await page.evaluate(() => {
      const again = document.createElement('shop-price');
      again.setAttribute('product-id', 'prod_001');
      document.querySelector('main')!.append(again);
    });
    await expect(page.locator('shop-price [part="price"]')).toHaveCount(2);
    await expect(price).not.toHaveAttribute('error');
    expect(asked.filter((file) => file === runtime)).toHaveLength(failedAttempts + 1);
  } finally {
    await server.close();
  }
});

test('a bindings file that failed once, below the runtime, is loaded with the list when another list is inserted', async ({
  page,
  platform,
}) => {
  const bindings = meta().manifest.shared.find((file) => /^runtime\/bindings\/bindings-/.test(file))!;
  const list =
    '<shop-product-list limit="2"><template><p class="name" data-shop-text="product.name"></p></template></shop-product-list>';
  const server = await startPlainPageServer(plainPage(`<main>${list}</main>`, platform.keys.demo, platform.urls.api));
  const asked: string[] = [];
  let blocked = true;
  await page.route(
    (url) => chunkPath(url.href) !== null,
    (route) => {
      const file = chunkPath(route.request().url());
      asked.push(file ?? '');
      return blocked && file === bindings ? route.abort('connectionreset') : route.continue();
    },
  );
  try {
    await page.goto(server.url);
    const first = page.locator('shop-product-list').first();
    await expect(first).toHaveAttribute('error', '');
    const failedAttempts = asked.filter((file) => file === bindings).length;
    const catalogueAsked = asked.filter((file) => /\/catalogue-/.test(file)).length;

    blocked = false;
    await page.evaluate((markup) => document.querySelector('main')!.insertAdjacentHTML('beforeend', markup), list);
    await expect(page.locator('shop-product-list .name')).toHaveCount(4);
    await expect(first).not.toHaveAttribute('error');
    expect(asked.filter((file) => file === bindings)).toHaveLength(failedAttempts + 1);
    expect(
      asked.filter((file) => /\/catalogue-/.test(file)).length,
      'the catalogue file, below the bindings, is fetched again from the new folder',
    ).toBeGreaterThan(catalogueAsked);
  } finally {
    await server.close();
  }
});

test('a core that failed once is loaded by the next shopper action, and the calls queued meanwhile are applied', async ({
  page,
  platform,
}) => {
  const core = meta().manifest.core;
  const server = await startPlainPageServer(
    plainPage(
      '<main><shop-price product-id="prod_001">120 kr</shop-price></main>',
      platform.keys.demo,
      platform.urls.api,
    ),
  );
  let coreRequests = 0;
  await page.route(
    (url) => chunkPath(url.href) === core,
    (route) => {
      coreRequests += 1;
      return coreRequests === 1 ? route.abort('connectionreset') : route.continue();
    },
  );
  try {
    const failed = page.waitForEvent('console', (message) => /^Shopkit could not load its code/.test(message.text()));
    await page.goto(server.url);
    await failed;
    const queued = await page.evaluate(() => {
      const shopkit = (window as unknown as { Shopkit: Record<string, unknown> }).Shopkit;
      (shopkit.defineTexts as (language: string, texts: object) => void)('en', { cart: 'Basket' });
      return typeof shopkit.formatMoney;
    });
    expect(queued, 'the core helpers arrive with the core').toBe('undefined');

    await page.mouse.click(5, 5);
    await expect(page.locator('shop-price [part="price"]')).toContainText('SEK');
    expect(coreRequests).toBe(2);
    const loaded = await page.evaluate(async () => {
      const shopkit = (window as unknown as { Shopkit: { loaded: Promise<Record<string, unknown>> } }).Shopkit;
      const namespace = await shopkit.loaded;
      const cart = document.createElement('shop-cart');
      document.querySelector('main')!.append(cart);
      await customElements.whenDefined('shop-cart');
      await (cart as unknown as { updateComplete: Promise<unknown> }).updateComplete;
      return {
        formatMoney: typeof namespace.formatMoney,
        label: cart.shadowRoot!.querySelector('slot[name="label"]')!.textContent,
      };
    });
    expect(loaded).toEqual({ formatMoney: 'function', label: 'Basket' });
  } finally {
    await server.close();
  }
});
