import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { countProducts } from '../../demo/platform/repo/products.ts';
import { expect, test } from './fixtures.ts';
import { cartCount, decideConsent } from './shop-page.ts';

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('the home page lists every product and runs under its CSP without a console error', async ({
  page,
  site,
  platform,
}) => {
  const errors = collectErrors(page);
  const response = await page.goto(`${site.url}/`);
  const csp = response?.headers()['content-security-policy'];
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("require-trusted-types-for 'script'");
  await expect(cartCount(page)).toHaveText('0');
  await expect(page.locator('.grid > .card')).toHaveCount(
    await platform.db.transaction((tx) => countProducts(tx, 'demo')),
  );
  await expect(page.locator('shop-price[loading]')).toHaveCount(0);
  await expect(page.locator('shop-price[error]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a category chip narrows the grid to that category', async ({ page, site }) => {
  await page.goto(`${site.url}/`);
  await page.getByRole('link', { name: 'Lighting', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Lighting' })).toBeVisible();
  await expect(page.locator('.card')).toHaveCount(5);
  await expect(page.locator('.card').filter({ hasText: 'Reading Lamp' })).toHaveCount(1);
});

test('an unknown product or a malformed order number is a 404 page', async ({ page, site }) => {
  expect((await page.goto(`${site.url}/products/no-such-thing`))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
  expect((await page.goto(`${site.url}/success/%3Cscript%3E`))?.status()).toBe(404);
});

for (const path of ['/', '/products/stoneware-mug']) {
  test(`axe finds no violations on ${path} with the banner decided`, async ({ page, site }) => {
    await page.goto(`${site.url}${path}`);
    await decideConsent(page, 'necessary');
    await expect(page.locator('shop-price[loading]')).toHaveCount(0);
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });
}
