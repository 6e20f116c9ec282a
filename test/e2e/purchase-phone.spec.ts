// The purchase pages on phones (390 and 360 px) and for assistive technology: nothing wider than the screen, the
// frame exactly as tall as its content, axe clean. Screenshots land in test-results/ for a look.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { cartCount, decideConsent } from './shop-page.ts';

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const width of [390, 360]) {
  test(`at ${width} px the checkout page, its frame and the confirmation fit the screen and pass axe`, async ({
    page,
    site,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${site.url}/products/breakfast-bowl`);
    await decideConsent(page, 'necessary');
    expect(await overflow(page), 'product page with buy now').toBe(0);
    await page.screenshot({ path: testInfo.outputPath(`product-${width}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(cartCount(page)).toHaveText('1');

    await page.goto(`${site.url}/checkout`);
    const checkout = page.locator('shop-checkout');
    await expect(checkout).toHaveAttribute('state', 'ready');
    const frame = page.frameLocator('shop-checkout iframe');
    expect(await overflow(page), 'checkout page').toBe(0);
    expect(await frame.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth), 'inside').toBe(0);
    expect(await frame.locator('html').evaluate((html) => html.scrollHeight - html.clientHeight), 'no scroll').toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`checkout-${width}.png`), fullPage: true });

    await frame.getByRole('button', { name: /^Pay \(demo\)/ }).click();
    await expect(page.locator('shop-order-confirmation')).toHaveAttribute('state', 'confirmed');
    expect(await overflow(page), 'confirmation in place').toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`confirmed-${width}.png`), fullPage: true });
  });
}

test('the thank-you page after a redirect checkout fits a 360 px screen and passes axe', async ({
  page,
  site,
  platform,
}, testInfo) => {
  // The worker's platform is shared: the files before this one may have bought the bowl out, so it starts in stock.
  const { kysely } = platform.db;
  const bowl = await kysely
    .selectFrom('products')
    .select('id')
    .where('slug', '=', 'breakfast-bowl')
    .executeTakeFirstOrThrow();
  await kysely.updateTable('variants').set({ stock: 30 }).where('productId', '=', bowl.id).execute();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`${site.url}/products/breakfast-bowl`);
  await decideConsent(page, 'necessary');
  await page.getByRole('button', { name: 'Buy now' }).click();
  await page.locator('#checkout-pay').click();
  await page.waitForURL(`${site.url}/success/**`);
  await expect(page.locator('shop-order-confirmation')).toHaveAttribute('state', 'confirmed');
  expect(await overflow(page)).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('success-360.png'), fullPage: true });
});
