import type { Page } from '@playwright/test';
import { findSimpleProduct } from '../../bench/shopkit/remembered-cart.ts';
import { expect, test } from './fixtures.ts';
import { startStrictPage } from './security-page.ts';
import { addToCart } from './shop-page.ts';

/** Everything the page could leak through: request URLs, console lines, page errors, event details, rendered text. */
async function collect(page: Page) {
  const seen = { urls: [] as string[], console: [] as string[], errors: [] as string[] };
  page.on('request', (request) => seen.urls.push(request.url()));
  page.on('framenavigated', (frame) => seen.urls.push(frame.url()));
  page.on('console', (message) => seen.console.push(message.text()));
  page.on('pageerror', (error) => seen.errors.push(`${error.message}\n${error.stack ?? ''}`));
  await page.exposeFunction('__recordEvent', (text: string) => {
    seen.console.push(`event ${text}`);
  });
  await page.addInitScript(() => {
    const record = (window as unknown as { __recordEvent(text: string): void }).__recordEvent;
    const replacer = (_key: string, value: unknown) =>
      value instanceof Error
        ? { name: value.name, message: value.message, stack: value.stack, cause: String(value.cause) }
        : value;
    const original = EventTarget.prototype.dispatchEvent;
    EventTarget.prototype.dispatchEvent = function (event: Event) {
      if (event.type.startsWith('shop-')) {
        let detail: string;
        try {
          detail = JSON.stringify((event as CustomEvent).detail, replacer);
        } catch {
          detail = String((event as CustomEvent).detail);
        }
        record(`${event.type} ${detail}`);
      }
      return original.call(this, event);
    };
  });
  return seen;
}

async function renderedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) {
          parts.push(el.shadowRoot.textContent ?? '');
          walk(el.shadowRoot);
        }
        for (const attr of el.getAttributeNames())
          if (attr !== 'data-publishable-key') parts.push(el.getAttribute(attr) ?? '');
      }
    };
    parts.push(document.body.textContent ?? '');
    walk(document);
    return parts.join('\n');
  });
}

test('the key secret never reaches a URL, console line, error message, event detail or rendered text', async ({
  page,
  platform,
}) => {
  const secret = platform.keys.demo.split('_').pop()!;
  expect(secret.length).toBeGreaterThanOrEqual(12);
  const product = await findSimpleProduct(platform.urls.api, platform.keys.demo);
  const server = await startStrictPage(platform, [
    { id: product.productId, variantId: product.variantId, label: 'Bowl' },
  ]);
  try {
    const seen = await collect(page);
    await page.goto(`${server.url}/`);
    await page.locator('shop-consent-banner').getByRole('button', { name: 'Settings' }).click();
    await page
      .locator('shop-consent-banner')
      .getByRole('checkbox', { name: /Analytics/ })
      .check();
    await page.locator('shop-consent-banner').getByRole('button', { name: 'Save choices' }).click();
    await addToCart(page, page.getByRole('button', { name: 'Add Bowl to cart' }));
    await expect(page.locator('shop-cart [part="count"]')).toHaveText('1');
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    await expect(page.locator('shop-price').first()).toContainText('€');

    // An error path: an unknown product (404) puts the add button into its error state and fires shop-error.
    await page.evaluate(() => {
      const add = document.createElement('shop-add-to-cart');
      add.setAttribute('product-id', 'prod_missing');
      add.append(Object.assign(document.createElement('button'), { type: 'button', textContent: 'Add missing' }));
      document.querySelector('main')!.append(add);
    });
    await page.getByRole('button', { name: 'Add missing' }).click();
    await expect(page.locator('shop-add-to-cart [part="error"]').last()).toBeVisible();
    await page.locator('shop-cart').getByRole('button', { name: /^Cart/ }).click();
    const drawer = page.locator('shop-cart dialog[part="drawer"]');
    await drawer.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL((url) => url.origin === new URL(platform.urls.checkout).origin);
    await page.goBack();
    await page.waitForURL(`${server.url}/`);
    const text = await renderedText(page);
    const cookies = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`);

    expect(seen.urls.length).toBeGreaterThan(3);
    expect(seen.console.some((line) => line.startsWith('event shop-error'))).toBe(true);
    for (const [where, values] of Object.entries({
      urls: seen.urls,
      console: seen.console,
      errors: seen.errors,
      text: [text],
      cookies,
    })) {
      expect(
        values.filter((value) => value.includes(secret)),
        where,
      ).toEqual([]);
    }
  } finally {
    await server.close();
  }
});

test('a malformed key on the script tag is reported with its secret redacted', async ({ page, platform }) => {
  const badSecret = 'Zq9sEcretPart0123456789';
  const server = await startStrictPage({ ...platform, keys: { demo: `shop_pk_demo_${badSecret}!` } }, []);
  try {
    const seen = await collect(page);
    await page.goto(`${server.url}/`);
    await expect.poll(() => seen.console.some((line) => line.includes('data-publishable-key'))).toBe(true);
    const text = await renderedText(page);
    for (const value of [...seen.console, ...seen.errors, text]) expect(value).not.toContain(badSecret);
  } finally {
    await server.close();
  }
});
