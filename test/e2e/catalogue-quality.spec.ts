// The numbers the catalogue holds on the static demo: layout shift while loading (a layout-shift PerformanceObserver
// in Chromium, at most 0.01), the SEO head of a product page under the demo's strict CSP, and the phone layout.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { PHONES, expectNoSidewaysScroll, expectNotClipped, expectWithinWidth } from './phone.ts';
import { watchViolations } from './security-page.ts';

const MAX_LAYOUT_SHIFT = 0.01;

/** Sums every layout shift without recent input from the first paint on (before any script of the page runs). */
async function observeLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const state = window as unknown as { __cls: number };
    state.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) state.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

/** Waits until every image on screen has its bytes (the last thing that could move anything). */
async function imagesLoaded(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const images: HTMLImageElement[] = [];
        const walk = (root: Document | ShadowRoot) => {
          for (const element of root.querySelectorAll('*')) {
            if (element instanceof HTMLImageElement) images.push(element);
            if (element.shadowRoot) walk(element.shadowRoot);
          }
        };
        walk(document);
        const onScreen = images.filter(
          (img) => img.getBoundingClientRect().top < innerHeight && img.loading !== 'lazy',
        );
        return onScreen.every((img) => img.complete);
      }),
    )
    .toBe(true);
}

for (const viewport of [{ name: 'desktop', width: 1280, height: 800 }, ...PHONES]) {
  for (const path of ['/', '/products/wool-throw']) {
    test(`layout shift on ${path} (${viewport.name}) stays within ${MAX_LAYOUT_SHIFT} while it loads`, async ({
      page,
      site,
    }, testInfo) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const shift = await observeLayoutShift(page);
      await page.goto(`${site.url}${path}`);
      await expect(page.locator('shop-product, shop-product-list').first()).toHaveAttribute('state', 'ready');
      await expect(page.locator('shop-currency-select select')).toHaveValue('SEK');
      await imagesLoaded(page);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const total = await shift();
      testInfo.annotations.push({ type: 'layout shift', description: `${path} ${viewport.name}: ${total.toFixed(4)}` });
      console.log(`layout shift ${path} ${viewport.name}: ${total.toFixed(4)}`);
      expect(total).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
    });
  }
}

test('a product page writes its title, description, canonical link, Open Graph tags and JSON-LD under the strict CSP', async ({
  page,
  site,
}) => {
  const violations = await watchViolations(page);
  await page.goto(`${site.url}/products/stoneware-mug/`);
  await expect(page.locator('shop-product')).toHaveAttribute('state', 'ready');
  await expect(page).toHaveTitle('Stoneware Mug · Lindqvist Home');
  const head = page.locator('head');
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /^A hand-thrown mug/);
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}/products/stoneware-mug/`);
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', /stoneware-mug-1\.jpg$/);
  await expect(head.locator('meta[property="product:price:amount"]')).toHaveAttribute('content', '189.00');
  const jsonLd = JSON.parse((await head.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({
    '@type': 'Product',
    name: 'Stoneware Mug',
    url: `${site.url}/products/stoneware-mug/`,
  });
  expect(jsonLd.offers.map((o: { price: string; availability: string }) => `${o.price} ${o.availability}`)).toEqual([
    '189.00 https://schema.org/InStock',
    '189.00 https://schema.org/InStock',
    '189.00 https://schema.org/OutOfStock',
  ]);
  expect(jsonLd.offers[1].url).toBe(`${site.url}/products/stoneware-mug/?variant=var_001_2`);
  expect(violations.events).toEqual([]);
  expect(violations.console).toEqual([]);
});

for (const phone of PHONES) {
  test(`every demo page fits a ${phone.name} screen: header, menu, currency, cart, chips and sale prices`, async ({
    page,
    site,
  }, testInfo) => {
    await page.setViewportSize({ width: phone.width, height: phone.height });
    await page.goto(`${site.url}/`);
    await page.locator('shop-consent-banner').getByRole('button', { name: 'Only necessary' }).click();
    await expect(page.locator('shop-product-list')).toHaveAttribute('state', 'ready');
    await expect(page.locator('shop-currency-select select')).toHaveValue('SEK');
    await expectNoSidewaysScroll(page);
    const header = page.locator('.site-header');
    await expect(header.locator('.brand')).toBeVisible();
    await expect(header.getByText('Menu').or(header.locator('.site-menu summary'))).toBeVisible();
    await expect(header.locator('.site-nav')).toBeHidden();
    await expectWithinWidth(
      page,
      header.locator('.brand, .site-menu summary, shop-currency-select, shop-cart'),
      'header',
    );
    await expectNotClipped(page.locator('shop-currency-select select'), 'the currency select');
    await expectWithinWidth(page, page.locator('.chip'), 'a category chip');
    const sale = page.locator('shop-product-list > article.card:not(.skeleton)', {
      has: page.locator('shop-price [data-shop-part="compare-at"]'),
    });
    expect(await sale.count()).toBeGreaterThan(0);
    for (const card of await sale.all()) {
      const [price, box] = await Promise.all([
        card.locator('shop-price').evaluate((element) => {
          const parts = [...element.querySelectorAll('[data-shop-part]')].map((p) => p.getBoundingClientRect());
          return { left: Math.min(...parts.map((r) => r.left)), right: Math.max(...parts.map((r) => r.right)) };
        }),
        card.boundingBox(),
      ]);
      expect(price.left, 'sale price inside its card').toBeGreaterThanOrEqual(box!.x);
      expect(price.right, 'sale price inside its card').toBeLessThanOrEqual(box!.x + box!.width);
    }
    await page.locator('.site-menu summary').click();
    await expect(page.locator('.site-menu nav').getByRole('link', { name: 'Lighting' })).toBeVisible();
    await expectWithinWidth(page, page.locator('.site-menu nav'), 'the open menu');
    await page.screenshot({ path: testInfo.outputPath('home.png') });

    for (const path of ['/products/wool-throw', '/success/SK-1001', '/no-such-page']) {
      await page.goto(`${site.url}${path}`);
      await expect(page.locator('shop-currency-select select')).toHaveValue('SEK');
      await expectNoSidewaysScroll(page);
      await expectWithinWidth(page, page.locator('.brand, shop-cart'), `header on ${path}`);
    }
    await page.goto(`${site.url}/products/wool-throw`);
    await expect(page.locator('shop-product')).toHaveAttribute('state', 'ready');
    await expectWithinWidth(page, page.locator('shop-variant-picker, shop-product shop-add-to-cart'), 'buy box');
    await page.screenshot({ path: testInfo.outputPath('product.png'), fullPage: true });
  });
}

test('the demo header fits every width between a phone and a desktop, with nothing cut', async ({ page, site }) => {
  for (const width of [641, 768, 900, 1024, 1088, 1089, 1100, 1136, 1137, 1200, 1201, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${site.url}/`);
    await expect(page.locator('shop-currency-select select')).toHaveValue('SEK');
    await expectNoSidewaysScroll(page);
    const header = page.locator('.site-header');
    await expectWithinWidth(page, header.locator('.brand, shop-currency-select, shop-cart'), `header at ${width} px`);
    await expectNotClipped(page.locator('shop-currency-select select'), `the currency select at ${width} px`);
    await expect(header.locator('shop-cart').getByRole('button', { name: /^Cart/ })).toBeInViewport({ ratio: 1 });
    // The navigation as links, or behind the menu button: one of them, on screen.
    await expect(header.locator('.site-nav:visible, .site-menu summary:visible')).toHaveCount(1);
    // Nothing in the header row wraps onto a second line (the brand, a link and its cart count).
    const wrapped = await header.locator('.brand span, .site-nav:visible a').evaluateAll(
      (items) =>
        items.filter((item) => {
          const range = document.createRange();
          range.selectNodeContents(item);
          const lines = [...range.getClientRects()].filter((rect) => rect.height > 0).map((rect) => rect.bottom);
          return Math.max(...lines) - Math.min(...lines) > 4;
        }).length,
    );
    expect(wrapped, `wrapped header items at ${width} px`).toBe(0);
    // The links, where shown, on one row: none wraps under the others.
    const rows = await header
      .locator('.site-nav:visible a')
      .evaluateAll((links) => new Set(links.map((link) => Math.round(link.getBoundingClientRect().top))).size);
    expect(rows, `rows of links at ${width} px`).toBeLessThanOrEqual(1);
  }
});
