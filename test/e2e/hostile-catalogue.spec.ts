import type { Page, Route } from '@playwright/test';
import { deleteProduct, insertProduct } from '../../demo/platform/repo/product-writes.ts';
import { DEFAULT_CHECKOUT_URL } from '../../src/index.ts';
import { expect, test } from './fixtures.ts';
import {
  HOSTILE_IMAGE_URLS,
  HOSTILE_NAME,
  HOSTILE_OPTION,
  HOSTILE_PRODUCTS,
  HOSTILE_VALUE,
  LONG_NAME,
} from './hostile-data.ts';
import { startStrictCataloguePage, startStrictPage, watchViolations } from './security-page.ts';
import { addToCart } from './shop-page.ts';

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

const CATALOGUE_MARKUP = `<shop-product-list limit="50"><template><article>
  <a class="name" data-shop-attr="href:product.url, title:product.name" data-shop-text="product.name"></a>
  <shop-product-image></shop-product-image>
  <img class="alt" width="10" height="10" data-shop-attr="src:product.image.url, alt:product.image.alt">
  <div data-shop-html="product.description"></div>
  <span data-shop-text="variant.name"></span> <shop-price></shop-price>
</article></template></shop-product-list>
<shop-product slug="prod-hostile-markup" seo="on"><template>
  <h1 data-shop-text="product.name"></h1>
  <div class="desc" data-shop-html="product.description"></div>
  <shop-product-image loading="eager"></shop-product-image>
  <shop-variant-picker></shop-variant-picker>
  <shop-add-to-cart><button type="button">Add</button></shop-add-to-cart>
</template></shop-product>`;

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
      await addToCart(page, page.getByRole('button', { name: 'Add hostile 1 to cart' }));
      await expect(page.locator('shop-cart [part="count"]')).toHaveText('1');
      await addToCart(page, page.getByRole('button', { name: 'Add hostile 2 to cart' }));
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

  // The catalogue elements and bindings on a strict page (CSP and Trusted Types with lit-html and shopkit): hostile
  // names, descriptions, option names and values, image files and alt texts stay text, links stay http(s), the
  // description keeps only its formatting, the JSON-LD stays JSON; with and without the browser's HTML Sanitizer.
  for (const sanitizer of ['Element.setHTML', 'DOMPurify'] as const) {
    test(`stays inert in the product list, the product, its picker, image and SEO tags (${sanitizer})`, async ({
      page,
      platform,
    }) => {
      const server = await startStrictCataloguePage(platform, CATALOGUE_MARKUP);
      try {
        const dialogs: string[] = [];
        page.on('dialog', (dialog) => {
          dialogs.push(dialog.message());
          void dialog.dismiss();
        });
        const violations = await watchViolations(page);
        if (sanitizer === 'DOMPurify')
          await page.addInitScript(() => {
            delete (Element.prototype as unknown as { setHTML?: unknown }).setHTML;
          });
        await page.goto(`${server.url}/`);
        await expect(page.locator('shop-product')).toHaveAttribute('state', 'ready');
        await expect(page.locator('shop-product-list')).toHaveAttribute('state', 'ready');
        const product = page.locator('shop-product');
        await expect(product.locator('h1')).toHaveText(HOSTILE_NAME);
        await expect(product.locator('.desc')).toHaveText('read');
        expect(await product.locator('.desc').innerHTML()).toBe('<a>read</a>');
        const picker = product.locator('shop-variant-picker');
        await expect(picker.getByRole('group', { name: HOSTILE_OPTION })).toBeVisible();
        await expect(picker.getByRole('radio', { name: HOSTILE_VALUE })).toBeChecked();
        await expect(page).toHaveTitle(`${HOSTILE_NAME} · Strict catalogue`);
        const jsonLd = await page.locator('head script[type="application/ld+json"]').textContent();
        expect(jsonLd).not.toContain('<');
        expect(JSON.parse(jsonLd!).name).toBe(HOSTILE_NAME);

        const hostileRows = page
          .locator('shop-product-list > article')
          .filter({ has: page.locator('a.name[href^="/products/prod-hostile"]') });
        await expect(hostileRows).toHaveCount(2);
        await expect(hostileRows.first().locator('.name')).toHaveText(HOSTILE_NAME);
        const hrefs = await page
          .locator('shop-product-list a[href]')
          .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).protocol));
        expect(new Set(hrefs)).toEqual(new Set(['http:']));
        const unsafe = await page.evaluate(() => {
          const found: string[] = [];
          const walk = (root: Document | ShadowRoot) => {
            for (const element of root.querySelectorAll('*')) {
              if (
                element.localName === 'script' &&
                element.getAttribute('src') !== '/shopkit.js' &&
                element.getAttribute('type') !== 'application/ld+json'
              )
                found.push('script');
              if (
                /^(iframe|object|embed|svg)$/.test(element.localName) &&
                !element.closest('[part="placeholder"]') &&
                element.getAttribute('part') !== 'placeholder'
              )
                found.push(element.localName);
              for (const name of element.getAttributeNames())
                if (/^on/i.test(name)) found.push(`${element.localName}[${name}]`);
              for (const name of ['href', 'src', 'srcset']) {
                const value = element.getAttribute(name);
                if (value && /^\s*(javascript|data):/i.test(value)) found.push(`${element.localName}[${name}]`);
              }
              if (element.shadowRoot) walk(element.shadowRoot);
            }
          };
          walk(document);
          return found;
        });
        expect(unsafe).toEqual([]);
        await product.locator('shop-add-to-cart').getByRole('button', { name: 'Add' }).click();
        await expect(page.locator('shop-cart [part="count"]')).toHaveText('1');
        expect(await pwned(page)).toBeNull();
        expect(dialogs).toEqual([]);
        expect(violations.events, JSON.stringify(violations.events)).toEqual([]);
        expect(violations.console).toEqual([]);
      } finally {
        await server.close();
      }
    });
  }

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
      await addToCart(page, page.getByRole('button', { name: 'Add thing to cart' }));
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
