import type { Page, Route } from '@playwright/test';
import { deleteProduct, insertProduct } from '../../demo/platform/repo/product-writes.ts';
import { DEFAULT_CHECKOUT_URL } from '../../src/index.ts';
import { expect, test } from './fixtures.ts';
import { HOSTILE_IMAGE_URLS, HOSTILE_NAME, HOSTILE_PRODUCTS, LONG_NAME } from './hostile-data.ts';
import { startStrictPage, watchViolations } from './security-page.ts';

type Json = Record<string, unknown> & { items?: Array<{ image: { url: string } | null }>; url?: string };

/** Rewrites JSON answers of the commerce API on their way to the page. */
async function rewrite(page: Page, pattern: string, change: (body: Json) => void): Promise<void> {
  await page.route(pattern, async (route: Route) => {
    if (route.request().method() === 'OPTIONS') return route.continue();
    const response = await route.fetch();
    const text = await response.text();
    if (!response.ok() || text === '') return route.fulfill({ response, body: text });
    const body = JSON.parse(text) as Json;
    change(body);
    return route.fulfill({ response, body: JSON.stringify(body) });
  });
}

const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned ?? null);

test.describe('hostile catalogue data', () => {
  test.beforeEach(async ({ platform }) => {
    await platform.db.transaction(async (tx) => {
      for (const product of HOSTILE_PRODUCTS) await insertProduct(tx, product);
    });
  });
  test.afterEach(async ({ platform }) => {
    await platform.db.transaction(async (tx) => {
      for (const product of HOSTILE_PRODUCTS) await deleteProduct(tx, product.shopId, product.id);
    });
  });

  test('renders markup, script, bidi and absurd lengths as inert text and never loads a non-http image', async ({
    page,
    platform,
  }) => {
    const server = await startStrictPage(
      platform,
      HOSTILE_PRODUCTS.map((p, i) => ({ id: p.id, variantId: p.variants[0]!.id, label: `hostile ${i + 1}` })),
    );
    try {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const violations = await watchViolations(page);
      let line = 0;
      await rewrite(page, `${platform.urls.api}/v2/cart**`, (body) => {
        for (const item of body.items ?? [])
          if (item.image) item.image.url = HOSTILE_IMAGE_URLS[line++ % HOSTILE_IMAGE_URLS.length]!;
      });
      await page.goto(`${server.url}/`);
      await page.locator('shop-consent-banner').getByRole('button', { name: 'Only necessary' }).click();
      await page.getByRole('button', { name: 'Add hostile 1 to cart' }).click();
      await expect(page.locator('shop-cart [part="count"]')).toHaveText('1');
      await page.getByRole('button', { name: 'Add hostile 2 to cart' }).click();
      await expect(page.locator('shop-cart [part="count"]')).toHaveText('2');
      await page.locator('shop-cart').getByRole('button', { name: /^Cart/ }).click();

      const lines = page.locator('shop-cart [part="line"]');
      await expect(lines).toHaveCount(2);
      await expect(lines.nth(0).locator('.name')).toHaveText(HOSTILE_NAME);
      await expect(lines.nth(1).locator('.name')).toHaveText(LONG_NAME);
      const images = await page
        .locator('shop-cart [part="line"] img')
        .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
      expect(images.filter((src) => !/^https?:/.test(src ?? ''))).toEqual([]);
      const shadowMarkup = await page
        .locator('shop-cart')
        .evaluate(
          (el) => el.shadowRoot!.querySelectorAll('script, iframe, svg[onload], [onerror], [onmouseover]').length,
        );
      expect(shadowMarkup).toBe(0);
      const overflow = () =>
        page.locator('shop-cart dialog[part="drawer"]').evaluate((d) => d.scrollWidth - d.clientWidth);
      await expect.poll(overflow, { message: 'the long name makes the drawer scroll sideways' }).toBeLessThanOrEqual(1);
      expect(await pwned(page)).toBeNull();
      expect(dialogs).toEqual([]);
      const others = violations.events.filter((v) => v.directive !== 'img-src');
      expect(others, JSON.stringify(others)).toEqual([]);
    } finally {
      await server.close();
    }
  });

  // Without data-checkout-url the handoff URL the platform returns is used as is, so it must be on the default
  // checkout origin over https; with it, the configured origin replaces whatever origin came back (design.md).
  test('refuses a checkout URL that is not http(s) or not the checkout origin, and stays on the page', async ({
    page,
    platform,
  }) => {
    const product = HOSTILE_PRODUCTS[1]!;
    const server = await startStrictPage(
      platform,
      [{ id: product.id, variantId: product.variants[0]!.id, label: 'thing' }],
      { checkoutUrl: false },
    );
    const trusted = new URL(DEFAULT_CHECKOUT_URL);
    await page.route(`${trusted.origin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>checkout</title>' }),
    );
    try {
      let hostileUrl = '';
      await rewrite(page, `${platform.urls.api}/v2/checkout`, (body) => {
        body.url = hostileUrl;
      });
      await page.goto(`${server.url}/`);
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { __shopErrors: string[] }).__shopErrors = seen;
        document.addEventListener('shop-error', (event) =>
          seen.push(String((event as CustomEvent<{ message?: string }>).detail?.message)),
        );
      });
      await page.locator('shop-consent-banner').getByRole('button', { name: 'Only necessary' }).click();
      await page.getByRole('button', { name: 'Add thing to cart' }).click();
      await expect(page.locator('shop-cart [part="count"]')).toHaveText('1');
      await page.locator('shop-cart').getByRole('button', { name: /^Cart/ }).click();
      const checkout = page.locator('shop-cart shop-checkout-button');
      for (const url of [
        'javascript:window.__pwned=10',
        'data:text/html,<script>parent.__pwned=11</script>',
        'https://evil.example/session/abc',
        `http://${trusted.host}/session/abc`,
        `ftp://${trusted.host}/session/abc`,
        `https://user:pw@${trusted.host}/session/abc`,
        `${platform.urls.checkout}/session/abc`,
      ]) {
        hostileUrl = url;
        const before = await page.evaluate(() => (window as unknown as { __shopErrors: string[] }).__shopErrors.length);
        await checkout.getByRole('button', { name: 'Checkout' }).click();
        await expect(checkout.locator('[part="error"]')).toBeVisible();
        await expect
          .poll(() => page.evaluate(() => (window as unknown as { __shopErrors: string[] }).__shopErrors.length))
          .toBeGreaterThan(before);
        expect(page.url()).toBe(`${server.url}/`);
      }
      expect(await pwned(page)).toBeNull();
      hostileUrl = `${trusted.origin}/session/abc`;
      await checkout.getByRole('button', { name: 'Checkout' }).click();
      await page.waitForURL((url) => url.origin === trusted.origin && url.pathname === '/session/abc');
    } finally {
      await server.close();
    }
  });
});
