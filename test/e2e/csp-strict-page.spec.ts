import { findSimpleProduct } from '../../bench/shopkit/remembered-cart.ts';
import { expect, test } from './fixtures.ts';
import { startStrictPage, strictCsp, watchViolations } from './security-page.ts';
import { addToCart } from './shop-page.ts';

// The whole journey (banner, add, currency, cart, checkout) on a page served with
// default-src 'self'; script-src 'self'; style-src 'self'; connect-src <api>; img-src <cdn>;
// require-trusted-types-for 'script'; trusted-types lit-html: zero securitypolicyviolation events.
test('the journey runs under the strict CSP and Trusted Types with no violation', async ({ page, platform }) => {
  const product = await findSimpleProduct(platform.urls.api, platform.keys.demo);
  const server = await startStrictPage(platform, [
    { id: product.productId, variantId: product.variantId, label: 'Bowl' },
  ]);
  try {
    const violations = await watchViolations(page);
    const response = await page.goto(`${server.url}/`);
    expect(response?.headers()['content-security-policy']).toBe(strictCsp(platform));
    expect(await page.evaluate(() => typeof (window as unknown as { trustedTypes?: unknown }).trustedTypes)).toBe(
      'object',
    );

    const banner = page.locator('shop-consent-banner [part="banner"]');
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect(banner).toBeHidden();

    await addToCart(page, page.getByRole('button', { name: 'Add Bowl to cart' }));
    await expect(page.locator('shop-cart [part="count"]')).toHaveText('1');

    await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    await expect(page.locator('shop-price').first()).toContainText('€');

    await page.locator('shop-cart').getByRole('button', { name: /^Cart/ }).click();
    const drawer = page.locator('shop-cart dialog[part="drawer"]');
    await expect(drawer).toBeVisible();
    await expect(drawer.locator('[part="line"] img')).toHaveJSProperty('complete', true);
    expect(
      await drawer.locator('[part="line"] img').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);

    // A canary the policy must block, so the test proves that the watcher sees violations.
    await page.evaluate(() => {
      new Image().src = 'http://127.0.0.2:9/canary.png';
    });
    await expect.poll(() => violations.events.some((v) => v.blocked.includes('canary'))).toBe(true);

    await drawer.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL((url) => url.origin === new URL(platform.urls.checkout).origin);
    const ours = violations.events.filter((v) => v.documentURI.startsWith(server.url) && !v.blocked.includes('canary'));
    expect(ours, JSON.stringify(ours)).toEqual([]);
    expect(violations.console.filter((line) => !line.includes('canary'))).toEqual([]);
  } finally {
    await server.close();
  }
});
