// The shared key table (test/helpers/key-cases.ts) against the script tag of the built bundle on a plain page: a key
// the grammar accepts configures window.Shopkit with the shop prefix as written; a refused one logs one console error
// naming data-publishable-key (secret redacted) and puts the elements into their error state. The seeded shop
// `101928Y` then sells through the script tag with its five-character key.
import type { Page } from '@playwright/test';
import { findProductBySlug } from '../../demo/platform/repo/products.ts';
import { PRINTS_KEY, PRINTS_SHOP_ID } from '../../demo/platform/seed/seed-state.ts';
import { ACCEPTED_KEYS, REFUSED_KEYS } from '../helpers/key-cases.ts';
import { expect, test } from './fixtures.ts';
import { startPlainPageServer } from './plain-page-server.ts';

const attribute = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function plainPage(key: string, api: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Key grammar</title><link rel="icon" href="data:,"></head><body>
${body}
<script src="/shopkit.js" data-publishable-key="${attribute(key)}" data-api-url="${api}" data-consent="false" data-storage="memory"></script>
</body></html>`;
}

async function openPage(page: Page, html: string): Promise<{ errors: string[]; close: () => Promise<void> }> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const server = await startPlainPageServer(html);
  await page.goto(server.url);
  await page.waitForFunction(() => 'Shopkit' in window);
  return { errors, close: () => server.close() };
}

for (const { name, key, shopPrefix } of ACCEPTED_KEYS) {
  test(`the script tag accepts ${name} and keeps the shop prefix as written`, async ({ page, platform }) => {
    const { errors, close } = await openPage(page, plainPage(key, platform.urls.api, ''));
    try {
      const client = await page.evaluate(() => {
        const shopkit = (window as unknown as { Shopkit: { client: { shopPrefix: string; shopId: string } | null } })
          .Shopkit;
        return shopkit.client && { shopPrefix: shopkit.client.shopPrefix, shopId: shopkit.client.shopId };
      });
      expect(client).toEqual({ shopPrefix, shopId: shopPrefix });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
}

for (const { name, key, secret } of REFUSED_KEYS) {
  test(`the script tag refuses ${name} with one console error and elements in their error state`, async ({
    page,
    platform,
  }) => {
    const body = '<shop-checkout-button></shop-checkout-button>';
    const { errors, close } = await openPage(page, plainPage(key, platform.urls.api, body));
    try {
      await expect(page.locator('shop-checkout-button')).toHaveAttribute('error', '');
      expect(await page.evaluate(() => (window as unknown as { Shopkit: { client: unknown } }).Shopkit.client)).toBe(
        null,
      );
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('data-publishable-key');
      if (secret) expect(errors[0]).not.toContain(secret);
    } finally {
      await close();
    }
  });
}

test('the script tag sells shop 101928Y with its five-character key', async ({ page, platform }) => {
  const product = (await platform.db.transaction((tx) => findProductBySlug(tx, PRINTS_SHOP_ID, 'letterpress-cards')))!;
  const body = `<shop-cart></shop-cart><shop-price product-id="${product.id}"></shop-price>
<shop-add-to-cart product-id="${product.id}"><button type="button">Buy the cards</button></shop-add-to-cart>`;
  const { errors, close } = await openPage(page, plainPage(PRINTS_KEY, platform.urls.api, body));
  try {
    await expect(page.locator('shop-price [part="price"]')).toContainText('95');
    await page.getByRole('button', { name: 'Buy the cards' }).click();
    await expect(page.locator('shop-cart [part="count"]')).toHaveText('1');
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});
