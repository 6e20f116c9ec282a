import type { Page } from '@playwright/test';
import { findProductBySlug } from '../../demo/platform/repo/products.ts';
import type { RunningPlatform } from '../../demo/platform/start-platform.ts';
import { expect, test } from './fixtures.ts';
import { startPlainPageServer } from './plain-page-server.ts';

const ELEMENTS = {
  'shop-cart': 'ShopCartElement',
  'shop-add-to-cart': 'ShopAddToCartElement',
  'shop-currency-select': 'ShopCurrencySelectElement',
  'shop-price': 'ShopPriceElement',
  'shop-consent-banner': 'ShopConsentBannerElement',
  'shop-checkout-button': 'ShopCheckoutButtonElement',
  'shop-buy-now': 'ShopBuyNowElement',
  'shop-checkout': 'ShopCheckoutElement',
  'shop-order-confirmation': 'ShopOrderConfirmationElement',
} as const;
type Tag = keyof typeof ELEMENTS;

/**
 * The elements each build defines on the plain page: the script tag those of the cart group its tags are in (the
 * cart's checkout button comes with its drawer, when the shopper reaches for the cart), the single file all.
 */
const BUILDS: Array<{ script: string; defined: Tag[] }> = [
  { script: 'shopkit.js', defined: ['shop-cart', 'shop-add-to-cart', 'shop-price', 'shop-currency-select'] },
  { script: 'shopkit.full.js', defined: Object.keys(ELEMENTS) as Tag[] },
];

// A plain page (no demo site, no CSS) that only pastes the script tag of a built script and a few elements.
function plainPage(config: { script: string; key: string; api: string; checkout: string; productId: string }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Plain page</title><link rel="icon" href="data:,"></head><body>
<h1>Plain page</h1>
<shop-cart></shop-cart>
<shop-price product-id="${config.productId}">…</shop-price>
<shop-add-to-cart product-id="${config.productId}"><button type="button">Buy</button></shop-add-to-cart>
<script src="/${config.script}" data-publishable-key="${config.key}" data-api-url="${config.api}" data-checkout-url="${config.checkout}" data-consent="false"></script>
</body></html>`;
}

/** The plain page with `script`, served on an origin of its own, against the local platform's demo shop. */
async function servePlainPage(platform: RunningPlatform, script: string) {
  const product = await platform.db.transaction((tx) => findProductBySlug(tx, 'demo', 'breakfast-bowl'));
  if (!product) throw new Error('seed: breakfast-bowl is missing');
  return startPlainPageServer(
    plainPage({
      script,
      key: platform.keys.demo,
      api: platform.urls.api,
      checkout: platform.urls.checkout,
      productId: product.id,
    }),
  );
}

for (const build of BUILDS) {
  test(`dist/${build.script} on a plain page exposes window.Shopkit and upgrades the elements`, async ({
    page,
    platform,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const server = await servePlainPage(platform, build.script);
    try {
      await page.goto(server.url);
      await expectShopkitOnPage(page, build.defined, errors);
    } finally {
      await server.close();
    }
  });
}

// The script tag's core file also exports what the other chunk files import from it (helpers, stores, the transport):
// window.Shopkit shows only the public API, the same members as the single file's (each build adds an element's
// class as it defines the element, so the classes are left out), and `loaded` gives window.Shopkit itself in both.
test('window.Shopkit has the same members with the script tag as with the single file, and loaded gives it', async ({
  browser,
  platform,
}) => {
  const members: Record<string, string[]> = {};
  for (const { script } of BUILDS) {
    const server = await servePlainPage(platform, script);
    const page = await browser.newPage();
    try {
      await page.goto(server.url);
      members[script] = await page.evaluate(async () => {
        const shopkit = (
          window as unknown as { Shopkit: Record<string, unknown> & { ready: Promise<void>; loaded: Promise<unknown> } }
        ).Shopkit;
        await shopkit.ready;
        if ((await shopkit.loaded) !== shopkit) throw new Error('Shopkit.loaded does not give window.Shopkit');
        return Object.keys(shopkit)
          .filter((name) => !/^Shop\w+Element$/.test(name))
          .sort();
      });
    } finally {
      await page.close();
      await server.close();
    }
  }
  expect(members['shopkit.full.js']).toContain('createShopkitClient');
  expect(members['shopkit.js']).toEqual(members['shopkit.full.js']);
});

async function expectShopkitOnPage(page: Page, defined: Tag[], errors: string[]): Promise<void> {
  const shape = await page.evaluate(async (elements) => {
    const shopkit = (window as unknown as { Shopkit: Record<string, unknown> & { ready: Promise<void> } }).Shopkit;
    await shopkit.ready;
    return {
      version: shopkit.version,
      hasClient: typeof shopkit.client === 'object' && shopkit.client !== null,
      configure: typeof shopkit.configure,
      createShopkitClient: typeof shopkit.createShopkitClient,
      defined: Object.entries(elements)
        .filter(([tag, name]) => customElements.get(tag) && customElements.get(tag) === shopkit[name])
        .map(([tag]) => tag)
        .sort(),
    };
  }, ELEMENTS);
  expect(shape.version).toMatch(/^\d+\.\d+\.\d+/);
  expect(shape.hasClient).toBe(true);
  expect(shape.configure).toBe('function');
  expect(shape.createShopkitClient).toBe('function');
  expect(shape.defined).toEqual([...defined].sort());

  await expect(page.locator('shop-price [part="price"]')).toContainText('SEK');
  await page.getByRole('button', { name: 'Buy' }).click();
  await expect(page.locator('shop-cart [part="count"]')).toHaveText('1');
  expect(errors).toEqual([]);
}
