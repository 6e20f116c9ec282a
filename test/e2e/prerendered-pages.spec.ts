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
import { frames, openPaintedFirst, watchTakeover } from './takeover-watch.ts';

/** The cards on screen (the list's loading placeholders are cards too, hidden once it has its rows). */
const cards = (page: Page) => page.locator('shop-product-list > article.card:visible');

/** A page with JavaScript off, as a shopper with script blocked (or a crawler that runs none) gets it. */
async function withoutScript(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

test.describe('without JavaScript', () => {
  test('the home page shows 24 cards with names, prices and images, and a category link shows its page', async ({
    browser,
    site,
  }) => {
    const page = await withoutScript(browser, `${site.url}/`);
    await expect(cards(page)).toHaveCount(24);
    const mug = cards(page).filter({ hasText: 'Stoneware Mug' });
    await expect(mug.locator('.card-price')).toHaveText(/^SEK\s189\.00$/);
    await expect(mug.locator('shop-product-image img')).toHaveAttribute('src', /stoneware-mug-1\.jpg\?width=800$/);
    await page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Lighting' }).click();
    await expect(page).toHaveURL(`${site.url}/category/lighting/`);
    await expect(cards(page)).toHaveCount(5);
    await expect(page).toHaveTitle('Lighting · Lindqvist Home');
    await page.getByRole('link', { name: 'Reading Lamp' }).click();
    await expect(page).toHaveURL(`${site.url}/products/reading-lamp/`);
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
      variants: bowl.variants.map((v) => ({ ...v, id: `var_page_${i}`, sku: `${v.sku}-PAGE-${i}` })),
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
  // The desktop is tall enough to show all 24 cards and the list's footer, so a shift anywhere on it counts.
  for (const viewport of [{ name: 'desktop', width: 1280, height: 3600 }, ...PHONES])
    for (const path of ['/', '/products/breakfast-bowl', '/products/wool-throw'])
      test(`${path} (${viewport.name}) is taken over without a shift or a second render, also when repriced in EUR and loaded in EUR`, async ({
        page,
        site,
      }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        const watch = await watchTakeover(page);
        await openPaintedFirst(page, () => page.goto(`${site.url}${path}`, { waitUntil: 'commit' }));
        await catalogueTakenOver(page);
        await expect(currencySelect(page)).toHaveValue('SEK');
        await frames(page);
        expect(await watch.shifts()).toEqual([]);
        await decideConsent(page, 'necessary');
        // A list row's price is written into its markup (list-rows.ts); a product's is the element's own part.
        const price = page.locator('shop-price [part="price"], shop-price [data-shop-part="price"]').first();
        await expect(price).toContainText('SEK');
        await currencySelect(page).selectOption('EUR');
        await expect(price).toContainText('€');
        await frames(page);
        expect(await watch.shifts()).toEqual([]);
        expect(await watch.removed()).toBe(0);
        // The next page load, with the shopper's currency set to EUR: the takeover reprices the prerendered page.
        await openPaintedFirst(page, () => page.reload({ waitUntil: 'commit' }));
        await catalogueTakenOver(page);
        await expect(price).toContainText('€');
        await frames(page);
        expect(await watch.shifts()).toEqual([]);
        expect(await watch.removed()).toBe(0);
      });
});

/**
 * Opens `url` and says when the script tag's core began to load and when the first animation frame after the tag ran
 * (the tag is deferred: that frame paints all of the HTML), both from the start of navigation.
 */
async function coreStartAndTagFrame(page: Page, url: string): Promise<{ core: number; tagFrame: number }> {
  await page.addInitScript(() => {
    const state = window as unknown as { __tagFrameAt: number | null };
    state.__tagFrameAt = null;
    const check = (): void => {
      if (!('Shopkit' in window)) requestAnimationFrame(check);
      else state.__tagFrameAt = performance.now();
    };
    requestAnimationFrame(check);
  });
  await page.goto(url);
  await page.evaluate(() => (window as unknown as { Shopkit: { ready: Promise<void> } }).Shopkit.ready);
  const times = await page.evaluate(() => ({
    core: performance.getEntriesByType('resource').find((entry) => /\/chunks\/core-[^/]*\.js$/.test(entry.name))
      ?.startTime,
    tagFrame: (window as unknown as { __tagFrameAt: number | null }).__tagFrameAt,
  }));
  if (times.core === undefined || times.tagFrame === null)
    throw new Error(`no core request or no frame after the script tag on ${url}: ${JSON.stringify(times)}`);
  return { core: times.core, tagFrame: times.tagFrame };
}

test('a prerendered page is painted before the script tag starts loading its code', async ({ page, site }) => {
  const { core, tagFrame } = await coreStartAndTagFrame(page, `${site.url}/products/breakfast-bowl`);
  expect(core).toBeGreaterThan(tagFrame);
});

test('a page the elements fill starts loading the code before its next frame', async ({ page, site }) => {
  const { core, tagFrame } = await coreStartAndTagFrame(page, `${site.url}/cart`);
  expect(core).toBeLessThan(tagFrame);
});

/**
 * Opens `url` at each width in turn and runs `check` there (the parse-time box tests below). The Shopkit script is
 * held back: these tests ask how the page lies while it is parsed, before any script runs, and an element upgrading
 * between two measurements would move the boxes they compare.
 */
async function atWidths(page: Page, url: string, widths: number[], check: (width: number) => Promise<void>) {
  await page.route(/\/shopkit(\.full)?\.js$/, (route) => route.abort());
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(url);
    await check(width);
  }
}

test('the heading and the chips keep their place while the parser has made the sort form or any part of it', async ({
  page,
  site,
}) => {
  // A long page paints while it is still being parsed: a first frame can show the heading without the form beside it
  // (on a wide screen), an empty form, its label alone, or a select with only its first option.
  await atWidths(page, `${site.url}/`, [1280, 390], async (width) => {
    const boxes = (shown: string[]) => Promise.all(shown.map((box) => page.locator(box).boundingBox()));
    const kept = ['#grid-title', '.catalogue .chips'];
    const whole = await boxes(['form.sort label', ...kept]);
    const states = [
      { unparsed: 'option:not(:first-child), button', shown: ['form.sort label', ...kept] },
      { unparsed: 'select', shown: ['form.sort label', ...kept] },
      { unparsed: 'label', shown: kept },
    ];
    for (const { unparsed, shown } of states) {
      await page.locator('form.sort').evaluate((form, selector) => {
        form.querySelectorAll(selector).forEach((element) => element.remove());
      }, unparsed);
      expect(await boxes(shown), `at ${width} px, without ${unparsed}`).toEqual(whole.slice(-shown.length));
    }
    // Beside the heading, the form is not there yet; below it (a phone), it has not pushed the chips down yet.
    if (width < 900) return;
    await page.locator('form.sort').evaluate((form) => form.remove());
    expect(await boxes(['#grid-title']), `at ${width} px, without the form`).toEqual(whole.slice(1, 2));
  });
});

test("a card keeps its height while the parser has made its 'Choose options' link but not the link's text", async ({
  page,
  site,
}) => {
  // A long page paints while it is still being parsed: a first frame can show a card whose link is there, empty, and
  // a card taller than the finished ones makes its whole row taller, so the row's other buttons move when it shrinks.
  await atWidths(page, `${site.url}/`, [1280, 390], async (width) => {
    const link = cards(page).getByRole('link', { name: 'Choose options' }).first();
    const heights = await link.evaluate((element) => {
      const card = element.closest('article')!;
      const whole = card.getBoundingClientRect().height;
      element.replaceChildren();
      return { whole, withoutText: card.getBoundingClientRect().height };
    });
    expect(heights.withoutText, `at ${width} px`).toBe(heights.whole);
  });
});

test("the hero's perks keep their place while the parser has made the list but not yet all its items", async ({
  page,
  site,
}) => {
  // Beside the hero's text on a wide screen: a list that grows from one item to three must not move the first.
  await atWidths(page, `${site.url}/`, [1280, 390], async (width) => {
    const first = page.locator('ul.perks li').first();
    const whole = await first.boundingBox();
    await page.locator('ul.perks li:not(:first-child)').evaluateAll((items) => items.forEach((item) => item.remove()));
    expect(await first.boundingBox(), `at ${width} px`).toEqual(whole);
  });
});

test('a sold-out badge keeps its place while the parser has made it but not yet its text', async ({ page, site }) => {
  await atWidths(page, `${site.url}/`, [1280, 390], async (width) => {
    const badge = cards(page).locator('.badge:not([hidden])').first();
    const whole = await badge.boundingBox();
    await badge.evaluate((element) => element.replaceChildren());
    expect((await badge.boundingBox())?.y, `at ${width} px`).toBe(whole?.y);
  });
});

test('a category chip keeps its place while the parser has made it but not yet its text', async ({ page, site }) => {
  await atWidths(page, `${site.url}/`, [1280, 390], async (width) => {
    const chip = page.locator('.chips a.chip').last();
    const whole = await chip.boundingBox();
    await chip.evaluate((element) => element.replaceChildren());
    expect((await chip.boundingBox())?.y, `at ${width} px`).toBe(whole?.y);
  });
});

// Two states of the phone header while the parser builds it. A details without its summary shows the browser's own
// "Details" summary, wider and lower than the menu button. And on a phone the menu button sits left of the brand but
// comes after it in the page, as do the cart and the currency.
const PHONE_HEADER_STATES = [
  { parsed: 'the menu but not yet its summary', selector: 'details.site-menu', undo: 'empty' },
  {
    parsed: 'the brand but not yet the menu and the cart',
    selector: 'details.site-menu, .header-tools',
    undo: 'remove',
  },
] as const;

for (const { parsed, selector, undo } of PHONE_HEADER_STATES) {
  test(`the phone header keeps the brand in place while the parser has made ${parsed}`, async ({ page, site }) => {
    await atWidths(page, `${site.url}/products/wool-throw`, [390, 360], async (width) => {
      const brand = page.locator('.site-header a.brand');
      const whole = await brand.boundingBox();
      await page.locator('.site-header').evaluate(
        (header, [selector, undo]) => {
          for (const element of header.querySelectorAll(selector)) {
            if (undo === 'empty') element.replaceChildren();
            else element.remove();
          }
        },
        [selector, undo] as const,
      );
      expect(await brand.boundingBox(), `at ${width} px`).toEqual(whole);
    });
  });
}

// On a desktop the header's tools sit at its right edge, the currency select first: the cart the parser has not made
// yet must not leave room that the select fills, or the select jumps left when the cart arrives; and the tools' box
// must not be only as tall as the select, or it grows (and moves up) when the taller cart arrives.
test('the desktop header keeps the currency select and its tools in place while the parser has made the select but not yet the cart', async ({
  page,
  site,
}) => {
  await atWidths(page, `${site.url}/products/wool-throw`, [1280, 1600], async (width) => {
    const select = page.locator('.header-tools shop-currency-select');
    const tools = page.locator('.header-tools');
    const whole = { select: await select.boundingBox(), tools: await tools.boundingBox() };
    await page.locator('.header-tools shop-cart').evaluate((cart) => cart.remove());
    expect({ select: await select.boundingBox(), tools: await tools.boundingBox() }, `at ${width} px`).toEqual(whole);
  });
});

test('a card keeps its buttons in place while the parser has made their box but not yet the buttons', async ({
  page,
  site,
}) => {
  await atWidths(page, `${site.url}/`, [1280, 390], async (width) => {
    const action = cards(page).first().locator('.card-action');
    const whole = await action.boundingBox();
    await action.evaluate((element) => element.replaceChildren());
    expect(await action.boundingBox(), `at ${width} px`).toEqual(whole);
  });
});

for (const viewport of [{ name: 'desktop', width: 1280, height: 900 }, PHONES[0]!])
  test(`the footer keeps its height when its cookie settings button upgrades (${viewport.name})`, async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const watch = await watchTakeover(page);
    const footer = page.locator('footer.site-footer');
    await openPaintedFirst(page, async () => {
      await page.goto(`${site.url}/`, { waitUntil: 'commit' });
      await footer.scrollIntoViewIfNeeded();
    });
    await expect(footer.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
    await frames(page);
    expect(await watch.shifts()).toEqual([]);
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
    await expect(card.locator('shop-price [data-shop-part="price"]')).toHaveText(/^SEK\s199\.00$/);
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
