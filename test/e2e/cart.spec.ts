import { expect, test } from './fixtures.ts';
import {
  SECOND_PRODUCT,
  SINGLE_VARIANT_PRODUCT,
  addToCart,
  addToCartButton,
  cartCount,
  cartDrawer,
  cartLines,
  decideConsent,
  openCart,
  pageReadsShown,
} from './shop-page.ts';

test('adding to an empty cart sends exactly one request: the cart created with its first line', async ({
  page,
  site,
  apiRequests,
}) => {
  await page.goto(`${site.url}/`);
  await decideConsent(page, 'necessary');
  await pageReadsShown(page, '0');
  apiRequests.mark();
  await addToCart(page, addToCartButton(page, SINGLE_VARIANT_PRODUCT));
  await expect(cartCount(page)).toHaveText('1');
  expect(apiRequests.since()).toEqual(['POST /v2/cart']);
});

test('a reload keeps the cart and its line', async ({ page, site }) => {
  await page.goto(`${site.url}/`);
  await decideConsent(page, 'necessary');
  await addToCart(page, addToCartButton(page, SINGLE_VARIANT_PRODUCT));
  await expect(cartCount(page)).toHaveText('1');
  await page.reload();
  await expect(cartCount(page)).toHaveText('1');
  await openCart(page);
  await expect(cartLines(page)).toHaveCount(1);
  await expect(cartLines(page)).toContainText(SINGLE_VARIANT_PRODUCT);
});

test('a second tab sees the same cart and follows a change made in the first', async ({ page, site, context }) => {
  await page.goto(`${site.url}/`);
  await decideConsent(page, 'necessary');
  await addToCart(page, addToCartButton(page, SINGLE_VARIANT_PRODUCT));
  await expect(cartCount(page)).toHaveText('1');

  const second = await context.newPage();
  await second.goto(`${site.url}/`);
  await expect(cartCount(second)).toHaveText('1');

  await addToCart(page, addToCartButton(page, SECOND_PRODUCT));
  await expect(cartCount(page)).toHaveText('2');
  await expect(cartCount(second)).toHaveText('2');
  await openCart(second);
  await expect(cartLines(second)).toHaveCount(2);
  await expect(cartLines(second).filter({ hasText: SECOND_PRODUCT })).toHaveCount(1);
});

test('a product page adds the chosen variant and opens the cart drawer showing it', async ({ page, site }) => {
  await page.goto(`${site.url}/products/stoneware-mug`);
  await decideConsent(page, 'necessary');
  await expect(page.getByRole('heading', { level: 1, name: 'Stoneware Mug' })).toBeVisible();
  await page.getByRole('group', { name: 'Colour' }).getByRole('radio', { name: 'Clay' }).check();
  const button = page.locator('shop-add-to-cart').getByRole('button', { name: 'Add to cart' });
  await addToCart(page, button, true);
  await expect(cartCount(page)).toHaveText('1');
  await expect(cartLines(page)).toHaveCount(1);
  await expect(cartLines(page)).toContainText('Clay');
  await expect(cartDrawer(page)).toHaveAccessibleDescription('Stoneware Mug, Clay added to your cart (1 item).');
  await page.keyboard.press('Escape');
  await expect(cartDrawer(page)).toBeHidden();
  await expect(button).toBeFocused();
});

test('a sold-out variant says so at the add button, which stays disabled and adds nothing', async ({
  page,
  site,
  apiRequests,
}) => {
  await page.goto(`${site.url}/products/stoneware-mug`);
  await decideConsent(page, 'necessary');
  await page
    .getByRole('group', { name: 'Colour' })
    .getByRole('radio', { name: /^Fjord/ })
    .check();
  const add = page.locator('shop-add-to-cart');
  await expect(add).toHaveAttribute('blocked', '');
  await expect(add.locator('[part="reason"]')).toHaveText('Sold out');
  await expect(add.getByRole('button', { name: 'Add to cart' })).toHaveAttribute('aria-disabled', 'true');
  apiRequests.mark();
  await add.getByRole('button', { name: 'Add to cart' }).click({ force: true });
  await expect(add).not.toHaveAttribute('pending', '');
  expect(apiRequests.since().filter((request) => request.includes('/v2/cart'))).toEqual([]);
  await expect(cartCount(page)).toHaveText('0');
});
