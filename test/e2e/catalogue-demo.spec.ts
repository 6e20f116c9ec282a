// The static demo shop's catalogue: the product page's variant picker (price, image, availability, ?variant=, add to
// cart), the home list's sort, paging and back button, and what its pages ask of the platform.
import type { Page } from '@playwright/test';
import { deleteProduct, insertProduct } from '../../demo/platform/repo/product-writes.ts';
import { findProductBySlug } from '../../demo/platform/repo/products.ts';
import { expect, test } from './fixtures.ts';
import { addToCart, cartCount, cartLines, catalogueTakenOver, currencySelect, decideConsent } from './shop-page.ts';

const radio = (page: Page, option: string, value: string) =>
  page.getByRole('group', { name: option }).getByRole('radio', { name: value, exact: false });
const addButton = (page: Page) => page.locator('shop-product shop-add-to-cart').getByRole('button');
const productImage = (page: Page) => page.locator('shop-product shop-product-image img');
const rows = (page: Page) => page.locator('shop-product-list > article.card:not(.skeleton)');

test.describe('the product page', () => {
  test('pins a variant from the options, reprices, shows its image, keeps it in the URL and adds it', async ({
    page,
    site,
  }) => {
    await page.goto(`${site.url}/products/wool-throw`);
    await decideConsent(page, 'necessary');
    await expect(page.getByRole('heading', { level: 1, name: 'Wool Throw' })).toBeVisible();
    const price = page.locator('shop-product shop-price [part="price"]');
    await expect(price).toContainText('From');
    await expect(addButton(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(page.locator('shop-product shop-add-to-cart [part="reason"]')).toHaveText('Choose Size and Colour');
    // aria-disabled keeps the button focusable, so the shopper can reach it and read why; a click does nothing.
    await addButton(page).click({ force: true });
    await expect(cartCount(page)).toHaveText('0');

    await radio(page, 'Size', 'Bed').check();
    await radio(page, 'Colour', 'Clay').check();
    await expect(price).toHaveText(/^SEK\s1,690\.00$/);
    await expect(productImage(page)).toHaveAttribute('src', /wool-throw-2\.jpg\?width=800$/);
    await expect(page.locator('.stock')).toHaveText('Only 1 left');
    expect(new URL(page.url()).searchParams.get('variant')).toMatch(/^var_\d{3}_\d+$/);

    await page.reload();
    await expect(radio(page, 'Size', 'Bed')).toBeChecked();
    await expect(radio(page, 'Colour', 'Clay')).toBeChecked();
    await addToCart(page, addButton(page), true);
    await expect(cartCount(page)).toHaveText('1');
    await expect(cartLines(page)).toContainText('Bed / Clay');
  });

  test('marks sold-out values, says why it cannot add, and repairs a choice that leaves no variant', async ({
    page,
    site,
  }) => {
    await page.goto(`${site.url}/products/wool-throw`);
    await decideConsent(page, 'necessary');
    await radio(page, 'Size', 'Lap').check();
    await expect(page.locator('shop-variant-picker .value.unavailable')).toHaveText(['Clay (Sold out)']);
    await radio(page, 'Colour', 'Clay').check();
    await expect(page.locator('shop-product shop-add-to-cart [part="reason"]')).toHaveText('Sold out');
    await expect(page.locator('.stock')).toHaveText('Sold out');
    await radio(page, 'Colour', 'Fjord').check();
    await radio(page, 'Size', 'Bed').check();
    // Bed comes in Moss and Clay only: the colour moves to the nearest variant in stock.
    await expect(radio(page, 'Colour', 'Moss')).toBeChecked();
    await expect(addButton(page)).not.toHaveAttribute('aria-disabled', 'true');
  });

  test('makes one product read, and one more on a currency switch', async ({ page, site, apiRequests }) => {
    await page.goto(`${site.url}/products/stoneware-mug`);
    await decideConsent(page, 'necessary');
    await expect(page.locator('shop-product')).toHaveAttribute('state', 'ready');
    await catalogueTakenOver(page);
    await expect(currencySelect(page)).toHaveValue('SEK');
    const reads = () => apiRequests.since().filter((request) => request.startsWith('GET /v2/products'));
    expect(reads()).toEqual(['GET /v2/products/by-slug/stoneware-mug']);
    await currencySelect(page).selectOption('EUR');
    await expect(page.locator('shop-product shop-price [part="price"]')).toContainText('€');
    expect(reads()).toEqual(['GET /v2/products/by-slug/stoneware-mug', 'GET /v2/products/by-slug/stoneware-mug']);
  });
});

test.describe('the home list', () => {
  test('reads the shop, one list and the remembered cart on a reload, and one list per currency switch', async ({
    page,
    site,
    apiRequests,
  }, testInfo) => {
    await page.goto(`${site.url}/`);
    await decideConsent(page, 'necessary');
    await page
      .locator('.card')
      .filter({ hasText: 'Breakfast Bowl' })
      .getByRole('button', { name: 'Add to cart' })
      .click();
    await expect(cartCount(page)).toHaveText('1');

    apiRequests.mark();
    await page.reload();
    await expect(rows(page)).toHaveCount(24);
    await catalogueTakenOver(page);
    await expect(cartCount(page)).toHaveText('1');
    await expect(currencySelect(page)).toHaveValue('SEK');
    const reload = apiRequests.since().map((request) => request.replace(/cart_\w+/, 'cart_…'));
    expect(reload.sort()).toEqual(['GET /v2/cart/cart_…', 'GET /v2/products', 'GET /v2/shop']);

    apiRequests.mark();
    await currencySelect(page).selectOption('EUR');
    await expect(rows(page).first().locator('shop-price [data-shop-part="price"]')).toContainText('€');
    await expect(page.locator('shop-cart [part="count"]')).toHaveText('1');
    await expect.poll(() => apiRequests.since().length).toBe(2);
    const repriced = apiRequests.since().map((request) => request.replace(/cart_\w+/, 'cart_…'));
    expect(repriced.sort()).toEqual(['GET /v2/cart/cart_…', 'GET /v2/products']);
    testInfo.annotations.push({
      type: 'requests',
      description: `home reload with a cart: [${reload.join(', ')}]; currency switch: [${repriced.join(', ')}]`,
    });
  });

  test('sorts from the select at once, with one search and the sort in the URL', async ({
    page,
    site,
    apiRequests,
  }) => {
    await page.goto(`${site.url}/`);
    await expect(rows(page)).toHaveCount(24);
    await catalogueTakenOver(page);
    apiRequests.mark();
    await page.getByLabel('Sort by').selectOption('price_asc');
    await expect(rows(page).first().locator('.card-title')).toHaveText('Washi Tape Trio');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('price_asc');
    expect(apiRequests.since()).toEqual(['GET /v2/products/search']);
  });

  test('pages with next and previous, one request each, and the back button returns to the page before', async ({
    page,
    site,
    platform,
    apiRequests,
  }) => {
    const bowl = await platform.db.transaction((tx) => findProductBySlug(tx, 'demo', 'breakfast-bowl'));
    const extra = Array.from({ length: 3 }, (_, i) => ({
      ...bowl!,
      id: `prod_extra_${i}`,
      slug: `extra-bowl-${i}`,
      name: `Extra Bowl ${i + 1}`,
      variants: bowl!.variants.map((v) => ({ ...v, id: `var_extra_${i}`, sku: `${v.sku}-EXTRA-${i}` })),
    }));
    await platform.db.transaction(async (tx) => {
      for (const product of extra) await insertProduct(tx, product);
    });
    try {
      await page.goto(`${site.url}/`);
      await expect(rows(page)).toHaveCount(24);
      await catalogueTakenOver(page);
      const next = page.getByRole('link', { name: 'Next' });
      const previous = page.getByRole('link', { name: 'Previous' });
      await expect(previous).toBeHidden();
      apiRequests.mark();
      await next.click();
      await expect(rows(page)).toHaveCount(3);
      await expect(rows(page).first().locator('.card-title')).toHaveText('Extra Bowl 1');
      // The demo's list keeps its page in the path (sync-url="path"); page 2 was not prerendered (its products came
      // after the build), so its reload below is the home page's file reading its cursor from the history entry.
      expect(new URL(page.url()).pathname).toBe('/page/2/');
      expect(apiRequests.since()).toEqual(['GET /v2/products']);
      await expect(next).toBeHidden();

      await page.goBack();
      await expect(rows(page)).toHaveCount(24);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/');
      await page.goForward();
      await expect(rows(page)).toHaveCount(3);
      await page.reload();
      await expect(rows(page)).toHaveCount(3);
      await previous.click();
      await expect(rows(page)).toHaveCount(24);
    } finally {
      await platform.db.transaction(async (tx) => {
        for (const product of extra) await deleteProduct(tx, 'demo', product.id);
      });
    }
  });
});
