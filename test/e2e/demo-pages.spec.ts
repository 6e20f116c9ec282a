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
  await expect(page.locator('.grid > .card:visible')).toHaveCount(
    await platform.db.transaction((tx) => countProducts(tx, 'demo')),
  );
  await expect(page.locator('shop-price[loading]')).toHaveCount(0);
  await expect(page.locator('shop-price[error]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("the shop's own copy names no amount in one currency: it stays true whichever currency is chosen", async ({
  page,
  site,
}) => {
  for (const [path, filled] of [
    ['/', 'shop-product-list'],
    ['/products/stoneware-mug', 'shop-product'],
  ] as const) {
    await page.goto(`${site.url}${path}`);
    await expect(page.locator(filled)).toHaveAttribute('state', 'ready');
    await expect(page.locator('shop-price[loading]')).toHaveCount(0);
    const copy = await page.locator('main').evaluate((main) => {
      const clone = main.cloneNode(true) as HTMLElement;
      for (const price of clone.querySelectorAll('shop-price, shop-add-to-cart, [data-shop-text], [data-shop-list]'))
        price.remove();
      return clone.textContent ?? '';
    });
    expect(copy, path).not.toMatch(/\d\s*kr\b|\bSEK\s*\d/);
    expect(copy, path).toContain('Free standard shipping on larger orders');
    expect(copy, `${path}: no promise the platform does not keep`).not.toContain('every order');
  }
  await page.goto(`${site.url}/`);
  await expect(page.locator('.perks')).toContainText('the cart shows how close you are');
});

test('a category chip narrows the grid to that category, marked as the current one', async ({ page, site }) => {
  await page.goto(`${site.url}/`);
  const chips = page.getByRole('list', { name: 'Categories' });
  await chips.getByRole('link', { name: 'Lighting', exact: true }).click();
  await expect(chips.getByRole('link', { name: 'Lighting', exact: true })).toHaveAttribute('aria-current', '');
  await expect(chips.getByRole('link', { name: 'All', exact: true })).not.toHaveAttribute('aria-current');
  await expect(page.locator('.grid > .card:visible')).toHaveCount(5);
  await expect(page.locator('.card').filter({ hasText: 'Reading Lamp' })).toHaveCount(1);
  expect(new URL(page.url()).pathname).toBe('/category/lighting/');
});

// The product page is one static file for every slug (a static host's rewrite), so an unknown product answers 200
// with the product's not-found state and asks search engines not to index it; any other unknown path is a 404.
test('an unknown product shows its not-found state, an unknown page or order number is a 404 page', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/products/no-such-thing`);
  await expect(page.locator('shop-product')).toHaveAttribute('state', 'not-found');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that product');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect((await page.goto(`${site.url}/no-such-page`))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
  expect((await page.goto(`${site.url}/success/%3Cscript%3E`))?.status()).toBe(404);
});

// Chromium fetches and decodes a page's icon on the page's main thread; an SVG icon would be a document of its own
// there, in the middle of the catalogue's render (docs/design.md, "The demo's frames").
test('every demo page names a PNG icon, which the site serves as one', async ({ request, site }) => {
  const pages = [
    '/',
    '/products/stoneware-mug',
    '/cart',
    '/search',
    '/checkout',
    '/account',
    '/success/A1',
    '/nowhere',
  ];
  const icons = new Set<string>();
  for (const path of pages) {
    const html = await (await request.get(`${site.url}${path}`)).text();
    const links = [...html.matchAll(/<link rel="icon"[^>]*>/g)].map(([link]) => link);
    expect(links, path).toHaveLength(1);
    expect(links[0], path).toContain('type="image/png"');
    icons.add(/href="([^"]+)"/.exec(links[0]!)?.[1] ?? '');
  }
  expect([...icons]).toEqual(['/assets/logo.png']);
  const icon = await request.get(`${site.url}/assets/logo.png`);
  expect(icon.headers()['content-type']).toBe('image/png');
  expect((await icon.body()).subarray(1, 4).toString('latin1')).toBe('PNG');
});

for (const path of ['/', '/products/stoneware-mug']) {
  test(`axe finds no violations on ${path} with the banner decided`, async ({ page, site }) => {
    await page.goto(`${site.url}${path}`);
    await decideConsent(page, 'necessary');
    await expect(page.locator('shop-product, shop-product-list')).toHaveAttribute('state', 'ready');
    await expect(page.locator('shop-price[loading]')).toHaveCount(0);
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });
}
