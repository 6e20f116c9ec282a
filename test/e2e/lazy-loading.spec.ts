// How dist/shopkit.js loads the elements: only the chunks a page's tags need, the space of each element kept while
// its chunk loads, a chunk that fails to load shown in its elements' error state and fetched again when another such
// element is inserted, and elements inserted later defined as they appear.
import type { Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { findProductBySlug } from '../../demo/platform/repo/products.ts';
import { startSite } from '../../demo/site/site-server.ts';
import { DIST } from '../../demo/site/shopkit-files.ts';
import { expect, test } from './fixtures.ts';
import { startPlainPageServer } from './plain-page-server.ts';

interface BuildMeta {
  chunks: { outputs: Record<string, { inputs: Record<string, unknown> }> };
}

/** The chunk files (paths under dist/chunks/) whose code includes any input matching `pattern`. */
function chunksHolding(pattern: RegExp): string[] {
  const meta = JSON.parse(fs.readFileSync(path.join(DIST, 'build-meta.json'), 'utf8')) as BuildMeta;
  return Object.entries(meta.chunks.outputs)
    .filter(([, output]) => Object.keys(output.inputs).some((input) => pattern.test(input)))
    .map(([file]) => path.relative('dist/chunks', file).split(path.sep).join('/'));
}

/** A request's path below /chunks/, percent-encoding decoded (a retry may spell a folder anew); null elsewhere. */
function chunkPath(url: string): string | null {
  const pathname = decodeURIComponent(new URL(url).pathname);
  const at = pathname.indexOf('/chunks/');
  return at === -1 ? null : pathname.slice(at + '/chunks/'.length);
}

function plainPage(body: string, key: string, api: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Plain</title><link rel="icon" href="data:,"></head>
<body>${body}<script src="/shopkit.js" data-publishable-key="${key}" data-api-url="${api}"></script></body></html>`;
}

/** The page's layout shifts from the start, once its elements are defined and have their data, each with its nodes. */
async function layoutShiftsAfterLoad(page: Page, url: string, holdChunks: boolean): Promise<string[]> {
  await page.addInitScript(() => {
    interface Shift {
      value: number;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }
    const shifts: string[] = ((window as unknown as { __shifts: string[] }).__shifts = []);
    const box = (rect: DOMRectReadOnly): string =>
      `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        const moved = entry.sources.map((source) => {
          const node = source.node;
          const name = node instanceof Element ? `${node.localName}.${node.className}` : (node?.nodeName ?? '?');
          return `${name} ${box(source.previousRect)} -> ${box(source.currentRect)}`;
        });
        shifts.push(`${entry.value.toFixed(5)}: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  if (holdChunks)
    await page.route('**/chunks/**', async (route) => {
      await held;
      await route.continue();
    });
  await page.goto(url);
  // Two frames: the page has painted with its elements still waiting for their code.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  release();
  await page.evaluate(() => (window as unknown as { Shopkit: { ready: Promise<void> } }).Shopkit.ready);
  await page.waitForFunction(
    () =>
      // A product's price is the element's own part; a list row's is written into the row and adopted (list-rows.ts).
      [...document.querySelectorAll('shop-price')].every(
        (price) =>
          price.shadowRoot?.querySelector('[part=price]') ||
          (price.shadowRoot?.querySelector('slot') && price.querySelector(':scope > [data-shop-part=price]')),
      ) &&
      document.querySelector('shop-currency-select')?.shadowRoot?.querySelector('select')?.disabled === false &&
      !document.querySelector('[data-shop-state="loading"]:not([hidden])'),
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
}

test('the demo pages do not move while their chunks load and their data arrives, on a desktop and a phone', async ({
  browser,
  platform,
}) => {
  const lazy = await startSite({ port: 0, platform, scriptUrl: '/shopkit.js' });
  const full = await startSite({ port: 0, platform, scriptUrl: '/shopkit.full.js' });
  try {
    for (const width of [1280, 390])
      for (const path of ['/', '/products/stoneware-mug'])
        for (const [build, site, hold] of [
          ['chunks held', lazy, true],
          ['one file', full, false],
        ] as const) {
          const context = await browser.newContext({ viewport: { width, height: 900 } });
          try {
            const shifts = await layoutShiftsAfterLoad(await context.newPage(), `${site.url}${path}`, hold);
            expect(shifts, `layout shifts of ${path} at ${width} px (${build})`).toEqual([]);
          } finally {
            await context.close();
          }
        }
  } finally {
    await lazy.close();
    await full.close();
  }
});

test('a banner-only page fetches the banner chunks: no lit, no cart code, no analytics before the decision', async ({
  page,
  platform,
}) => {
  const server = await startPlainPageServer(
    plainPage('<shop-consent-banner></shop-consent-banner>', platform.keys.demo, platform.urls.api),
  );
  const fetched: string[] = [];
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const chunk = chunkPath(request.url());
    if (chunk) fetched.push(chunk);
    if (request.url().startsWith(platform.urls.api) && request.method() !== 'OPTIONS')
      apiCalls.push(`${request.method()} ${url.pathname}`);
  });
  try {
    await page.goto(server.url);
    await expect(page.locator('shop-consent-banner [part="banner"]')).toBeVisible();
    expect(fetched.length).toBeGreaterThan(0);
    const heavy = [...chunksHolding(/node_modules\/lit-html\//), ...chunksHolding(/src\/resources\/cart/)];
    expect(fetched.filter((file) => heavy.includes(file))).toEqual([]);
    const analytics = chunksHolding(/components\/internal\/analytics\/analytics-layer\.ts$/);
    expect(analytics.length).toBe(1);
    expect(fetched, 'no analytics code before the shopper decides').not.toContain(analytics[0]);
    expect(apiCalls, 'no shop read before the shopper decides').toEqual([]);

    // A decision brings the analytics layer, which reads the shop for its tags and its consent-log switch.
    const layerFetched = page.waitForRequest((request) => request.url().endsWith(`/chunks/${analytics[0]}`));
    const shopRead = page.waitForRequest((request) => new URL(request.url()).pathname === '/v2/shop');
    await page.getByRole('button', { name: 'Only necessary' }).click();
    await Promise.all([layerFetched, shopRead]);
  } finally {
    await server.close();
  }
});

test('an analytics layer that fails to load is fetched again by the next decision', async ({ page, platform }) => {
  const server = await startPlainPageServer(
    plainPage('<shop-consent-banner></shop-consent-banner>', platform.keys.demo, platform.urls.api),
  );
  const layer = chunksHolding(/components\/internal\/analytics\/analytics-layer\.ts$/)[0]!;
  let attempts = 0;
  await page.route(`**/chunks/${layer}`, (route) => {
    attempts += 1;
    return attempts === 1 ? route.abort('internetdisconnected') : route.continue();
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  try {
    await page.goto(server.url);
    const banner = page.locator('shop-consent-banner');
    const failed = page.waitForEvent('console', (message) => /analytics layer could not load/.test(message.text()));
    await banner.getByRole('button', { name: 'Only necessary' }).click();
    await failed;

    const shopRead = page.waitForRequest((request) => new URL(request.url()).pathname === '/v2/shop');
    await banner.evaluate((element) => (element as HTMLElement & { open(): Promise<void> }).open());
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await shopRead;
    expect(attempts).toBe(2);
    expect(errors.filter((text) => /analytics layer could not load/.test(text))).toHaveLength(1);
  } finally {
    await server.close();
  }
});

test('a chunk that fails shows its elements in the error state, and loads when another one is inserted', async ({
  page,
  platform,
}) => {
  const server = await startPlainPageServer(
    plainPage(
      '<main><shop-price product-id="prod_001">120 kr</shop-price></main>',
      platform.keys.demo,
      platform.urls.api,
    ),
  );
  const priceChunk = chunksHolding(/components\/shop-price\.ts$/)[0]!;
  let blocked = true;
  await page.route(`**/chunks/${priceChunk}`, (route) =>
    blocked ? route.abort('connectionrefused') : route.continue(),
  );
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: unknown[] = ((window as unknown as { __errors: unknown[] }).__errors = []);
    document.addEventListener('shop-error', (event) => seen.push((event as CustomEvent).detail.operation));
  });
  try {
    await page.goto(server.url);
    const price = page.locator('shop-price').first();
    await expect(price).toHaveAttribute('error', '');
    const named = new RegExp(`^Shopkit could not load <shop-price>: .+${priceChunk.replace(/[.]/g, '\\.')}$`);
    await expect(price).toHaveAttribute('data-shopkit-error', named);
    const shown = await price.evaluate((element) => getComputedStyle(element, '::before').content);
    expect(shown).toContain('Shopkit could not load <shop-price>');
    expect(await page.evaluate(() => (window as unknown as { __errors: unknown[] }).__errors)).toEqual(['load']);
    expect(consoleErrors.filter((line) => line.includes('<shop-price>'))).toHaveLength(1);

    blocked = false;
    await page.evaluate(() => {
      const again = document.createElement('shop-price');
      again.setAttribute('product-id', 'prod_001');
      document.querySelector('main')!.append(again);
    });
    await expect(page.locator('shop-price [part="price"]')).toHaveCount(2);
    await expect(price).not.toHaveAttribute('error');
    await expect(price).not.toHaveAttribute('data-shopkit-error');
  } finally {
    await server.close();
  }
});

test('an element inserted after load is defined as it appears, and whenDefined loads a tag not on the page', async ({
  page,
  platform,
}) => {
  const server = await startPlainPageServer(plainPage('<main></main>', platform.keys.demo, platform.urls.api));
  try {
    await page.goto(server.url);
    await page.evaluate(() => (window as unknown as { Shopkit: { ready: Promise<void> } }).Shopkit.ready);
    expect(await page.evaluate(() => customElements.get('shop-price'))).toBeUndefined();
    await page.evaluate(() => {
      document.querySelector('main')!.innerHTML = '<p><shop-price product-id="prod_001"></shop-price></p>';
    });
    await expect(page.locator('shop-price [part="price"]')).toContainText('SEK');
    const defined = await page.evaluate(async () => {
      const shopkit = (
        window as unknown as { Shopkit: Record<string, unknown> & { whenDefined(tag: string): Promise<unknown> } }
      ).Shopkit;
      const element = await shopkit.whenDefined('shop-currency-select');
      return element === customElements.get('shop-currency-select') && element === shopkit.ShopCurrencySelectElement;
    });
    expect(defined).toBe(true);
  } finally {
    await server.close();
  }
});

test('the cart drawer arrives when the shopper reaches for the cart: not at start, said when it fails, then it opens', async ({
  page,
  platform,
}) => {
  const server = await startPlainPageServer(
    plainPage('<main><shop-cart></shop-cart></main>', platform.keys.demo, platform.urls.api),
  );
  const drawerChunk = chunksHolding(/components\/internal\/cart\/drawer\/cart-drawer\.ts$/)[0]!;
  const buttonChunk = chunksHolding(/components\/shop-checkout-button\.ts$/)[0]!;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(chunkPath(request.url()) ?? ''));
  let blocked = true;
  await page.route(`**/chunks/${drawerChunk}`, (route) =>
    blocked ? route.abort('connectionrefused') : route.continue(),
  );
  await page.addInitScript(() => {
    const seen: unknown[] = ((window as unknown as { __errors: unknown[] }).__errors = []);
    document.addEventListener('shop-error', (event) => seen.push((event as CustomEvent).detail.operation));
  });
  try {
    await page.goto(server.url);
    const cartButton = page.locator('shop-cart').getByRole('button', { name: /^Cart/ });
    await expect(cartButton).toHaveAccessibleName('Cart (0 items)');
    await page.evaluate(() => (window as unknown as { Shopkit: { ready: Promise<void> } }).Shopkit.ready);
    expect(requested, 'no drawer code before the shopper reaches for the cart').not.toContain(drawerChunk);
    expect(requested).not.toContain(buttonChunk);

    await cartButton.click();
    await expect(page.locator('shop-cart').getByRole('status')).toHaveText(
      'No connection to the shop. Check your connection and try again.',
    );
    await expect(page.locator('shop-cart')).toHaveAttribute('error', '');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __errors: unknown[] }).__errors)).toEqual(['open']);

    blocked = false;
    await page.mouse.move(0, 0);
    const fetched = page.waitForRequest((request) => request.url().endsWith(`/chunks/${drawerChunk}`));
    await cartButton.hover();
    await fetched;
    await cartButton.click();
    const dialog = page.getByRole('dialog', { name: 'Your cart' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Your cart is empty.')).toBeVisible();
    await expect(page.locator('shop-cart')).not.toHaveAttribute('error');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cartButton).toBeFocused();
  } finally {
    await server.close();
  }
});

test('an add that opens the cart fetches the drawer while the add is on its way', async ({ page, platform }) => {
  const product = await platform.db.transaction((tx) => findProductBySlug(tx, 'demo', 'breakfast-bowl'));
  if (!product) throw new Error('seed: breakfast-bowl is missing');
  const server = await startPlainPageServer(
    plainPage(
      `<main><shop-cart></shop-cart>
<shop-add-to-cart product-id="${product.id}"><button type="button">Add to cart</button></shop-add-to-cart></main>`,
      platform.keys.demo,
      platform.urls.api,
    ),
  );
  const drawerChunk = chunksHolding(/components\/internal\/cart\/drawer\/cart-drawer\.ts$/)[0]!;
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let addsSent = 0;
  let addArrived = (): void => undefined;
  const addSeen = new Promise<void>((resolve) => {
    addArrived = resolve;
  });
  await page.route(`${platform.urls.api}/**`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    addsSent += 1;
    addArrived();
    await held;
    return route.continue();
  });
  try {
    await page.goto(server.url);
    await page.evaluate(() => (window as unknown as { Shopkit: { ready: Promise<void> } }).Shopkit.ready);
    const drawerFetched = page.waitForRequest((request) => request.url().endsWith(`/chunks/${drawerChunk}`));
    // Pressed from the keyboard: no pointer passes over the cart button on the way.
    await page.getByRole('button', { name: 'Add to cart' }).focus();
    await page.keyboard.press('Enter');
    // The add stays unanswered until release(): the drawer can only arrive before it if the add asked for it.
    await Promise.all([drawerFetched, addSeen]);
    expect(addsSent, 'one add, still unanswered').toBe(1);
    release();
    await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
    await expect(page.locator('shop-cart [part="count"]')).toHaveText('1');
  } finally {
    release();
    await server.close();
  }
});
