// The demo shop's prerendered pages in the browser: without JavaScript a catalogue (cards, names, prices, images,
// category and paging links that work), with it a shop that takes the markup over without moving it, shows what
// changed on the platform since the build at the next load, and turns a product gone since then into not-found.
import type { Browser, Page } from '@playwright/test';
import { deleteProduct, insertProduct, saveProduct } from '../../demo/platform/repo/product-writes.ts';
import { findProductBySlug } from '../../demo/platform/repo/products.ts';
import { startSite, type RunningSite } from '../../demo/site/site-server.ts';
import { expect, test } from './fixtures.ts';
import { catalogueTakenOver, currencySelect, decideConsent } from './shop-page.ts';
import { PHONES } from './phone.ts';

/** The cards on screen (the list's loading placeholders are cards too, hidden once it has its rows). */
const cards = (page: Page) => page.locator('shop-product-list > article.card:visible');

/** A page with JavaScript off, as a shopper with script blocked (or a crawler that runs none) gets it. */
async function withoutScript(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

/**
 * Records, from before the first paint, every layout shift in the page's content (as the takeover and a currency
 * switch could cause) and every card or product clone removed from the page (a second render of markup that was
 * already there).
 */
async function watchTakeover(page: Page): Promise<{ shift(): Promise<number>; removed(): Promise<number> }> {
  await page.addInitScript(() => {
    const state = window as unknown as { __shift: number; __removed: number };
    state.__shift = 0;
    state.__removed = 0;
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node: Node | null }> };
    // Shifts of the page's content (<main>, where the catalogue is); the header's and footer's own elements are not
    // what a prerendered page changes.
    const inMain = (entry: Shift) => entry.sources.some((source) => source.node?.parentElement?.closest('main'));
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[])
        if (!entry.hadRecentInput && inMain(entry)) state.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && node.hasAttribute('data-shop-clone')) state.__removed += 1;
    }).observe(document, { subtree: true, childList: true });
  });
  const read = (key: '__shift' | '__removed') =>
    page.evaluate((name) => (window as unknown as Record<string, number>)[name]!, key);
  return { shift: () => read('__shift'), removed: () => read('__removed') };
}

const frames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test.describe('without JavaScript', () => {
  test('the home page shows 24 cards with names, prices and images, and a category link shows its page', async ({
    browser,
    site,
  }) => {
    const page = await withoutScript(browser, `${site.url}/`);
    await expect(cards(page)).toHaveCount(24);
    const mug = cards(page).filter({ hasText: 'Stoneware Mug' });
    await expect(mug.locator('.card-price')).toHaveText(/^SEK\s189\.00$/);
    await expect(mug.locator('shop-product-image img')).toHaveAttribute('src', /stoneware-mug-1\.svg\?width=800$/);
    await page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Lighting' }).click();
    await expect(page).toHaveURL(`${site.url}/category/lighting/`);
    await expect(cards(page)).toHaveCount(5);
    await expect(page).toHaveTitle('Lighting · Lindqvist Home');
    await page.getByRole('link', { name: 'Reading Lamp' }).click();
    await expect(page).toHaveURL(`${site.url}/products/reading-lamp`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reading Lamp');
    await expect(page.locator('.product-price')).toHaveText(/^SEK\s1,490\.00$/);
    await expect(page.getByRole('group', { name: 'Colour' })).toBeVisible();
    await page.context().close();
  });

  test('the list pages link to each other', async ({ browser, platform }) => {
    const bowl = (await platform.db.transaction((tx) => findProductBySlug(tx, 'demo', 'breakfast-bowl')))!;
    const extra = Array.from({ length: 3 }, (_, i) => ({
      ...bowl,
      id: `prod_page_${i}`,
      slug: `page-bowl-${i}`,
      name: `Page Bowl ${i + 1}`,
      variants: bowl.variants.map((v) => ({ ...v, id: `var_page_${i}` })),
    }));
    await platform.db.transaction(async (tx) => {
      for (const product of extra) await insertProduct(tx, product);
    });
    let site: RunningSite | null = null;
    try {
      // A site built now, with 27 products: two pages of 24.
      site = await startSite({ port: 0, platform, prerender: true });
      const page = await withoutScript(browser, `${site.url}/`);
      await expect(page.getByRole('link', { name: 'Previous' })).toBeHidden();
      await page.getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(`${site.url}/page/2/`);
      await expect(cards(page)).toHaveText([/Page Bowl 1/, /Page Bowl 2/, /Page Bowl 3/]);
      await expect(page.getByRole('link', { name: 'Next' })).toBeHidden();
      await page.getByRole('link', { name: 'Previous' }).click();
      await expect(page).toHaveURL(`${site.url}/`);
      await expect(cards(page)).toHaveCount(24);
      await page.context().close();
    } finally {
      await site?.close();
      await platform.db.transaction(async (tx) => {
        for (const product of extra) await deleteProduct(tx, 'demo', product.id);
      });
    }
  });
});

test.describe('with JavaScript', () => {
  // The desktop is tall enough to show all 24 cards, so a shift anywhere in the grid counts.
  for (const viewport of [{ name: 'desktop', width: 1280, height: 3600 }, ...PHONES])
    for (const path of ['/', '/products/breakfast-bowl', '/products/wool-throw'])
      test(`${path} (${viewport.name}) is taken over without a shift or a second render, also when repriced in EUR and loaded in EUR`, async ({
        page,
        site,
      }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        const watch = await watchTakeover(page);
        await page.goto(`${site.url}${path}`);
        await catalogueTakenOver(page);
        await expect(currencySelect(page)).toHaveValue('SEK');
        await frames(page);
        expect(await watch.shift()).toBe(0);
        await decideConsent(page, 'necessary');
        const price = page.locator('shop-price [part="price"]').first();
        await expect(price).toContainText('SEK');
        const before = await watch.shift();
        await currencySelect(page).selectOption('EUR');
        await expect(price).toContainText('€');
        await frames(page);
        expect(await watch.shift()).toBe(before);
        expect(await watch.removed()).toBe(0);
        // The next page load, with the shopper's currency set to EUR: the takeover reprices the prerendered page.
        await page.reload();
        await catalogueTakenOver(page);
        await expect(price).toContainText('€');
        await frames(page);
        expect(await watch.shift()).toBe(0);
        expect(await watch.removed()).toBe(0);
      });
});

test('a price and stock changed on the platform after the build show at the next load, without a rebuild', async ({
  page,
  site,
  platform,
}) => {
  const lamp = (await platform.db.transaction((tx) => findProductBySlug(tx, 'demo', 'lantern')))!;
  const cheaper = { ...lamp, variants: lamp.variants.map((v) => ({ ...v, price: 19_900, stock: 2 })) };
  await platform.db.transaction((tx) => saveProduct(tx, cheaper));
  try {
    await page.goto(`${site.url}/products/${lamp.slug}`);
    await catalogueTakenOver(page);
    await expect(page.locator('shop-product shop-price [part="price"]')).toHaveText(/^SEK\s199\.00$/);
    await expect(page.locator('.stock')).toHaveText('Only 2 left');
    await page.goto(`${site.url}/category/lighting/`);
    await catalogueTakenOver(page);
    const card = cards(page).filter({ hasText: lamp.name });
    await expect(card.locator('shop-price [part="price"]')).toHaveText(/^SEK\s199\.00$/);
  } finally {
    await platform.db.transaction((tx) => saveProduct(tx, lamp));
  }
});

test('a product removed after the build shows the not-found state and asks not to be indexed', async ({
  page,
  site,
  platform,
}) => {
  const towel = (await platform.db.transaction((tx) => findProductBySlug(tx, 'demo', 'linen-tea-towel')))!;
  await platform.db.transaction((tx) => deleteProduct(tx, 'demo', towel.id));
  try {
    await page.goto(`${site.url}/products/linen-tea-towel`);
    await expect(page.locator('shop-product')).toHaveAttribute('state', 'not-found');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that product');
    await expect(page.locator('article.product')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  } finally {
    await platform.db.transaction((tx) => insertProduct(tx, towel));
  }
});
