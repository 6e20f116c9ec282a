import { expect, test } from './fixtures.ts';
import {
  SECOND_PRODUCT,
  SINGLE_VARIANT_PRODUCT,
  addToCart,
  addToCartButton,
  cartCount,
  cartDrawer,
  cartLines,
  currencySelect,
  decideConsent,
  openCart,
  productCard,
} from './shop-page.ts';

test('a currency switch reprices the cart and every price on the page and keeps the lines', async ({ page, site }) => {
  const cartRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/v2/cart')) cartRequests.push(request.url());
  });
  await page.goto(`${site.url}/`);
  await decideConsent(page, 'necessary');
  await addToCart(page, addToCartButton(page, SINGLE_VARIANT_PRODUCT));
  await addToCart(page, addToCartButton(page, SECOND_PRODUCT));
  await expect(cartCount(page)).toHaveText('2');
  const bowlPrice = productCard(page, SINGLE_VARIANT_PRODUCT).locator('shop-price [data-shop-part="price"]');
  await expect(bowlPrice).toContainText('SEK');

  await expect(currencySelect(page)).toHaveValue('SEK');
  await currencySelect(page).selectOption('EUR');

  await expect(bowlPrice).toContainText('€');
  await expect(productCard(page, SECOND_PRODUCT).locator('shop-price [data-shop-part="price"]')).toContainText('€');
  await openCart(page);
  await expect(cartLines(page)).toHaveCount(2);
  await expect(cartDrawer(page).locator('[part="subtotal"]')).toContainText('€');
  await expect(cartLines(page).first()).toContainText('€');
  expect(cartRequests.at(-1)).toMatch(/[?&]currency=EUR(&|$)/);

  await page.reload();
  await expect(currencySelect(page)).toHaveValue('EUR');
  await expect(bowlPrice).toContainText('€');
  await expect(cartCount(page)).toHaveText('2');
});
