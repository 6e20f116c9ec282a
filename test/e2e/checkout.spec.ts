import type { Page } from '@playwright/test';
import { findOrderByNumber } from '../../demo/platform/repo/orders.ts';
import { expect, test } from './fixtures.ts';
import {
  SINGLE_VARIANT_PRODUCT,
  addToCart,
  addToCartButton,
  cartCount,
  currencySelect,
  decideConsent,
  openCart,
  pageReadsShown,
} from './shop-page.ts';

const GA_CLIENT_ID = '123456789.1700000000';
const GA_SESSION_ID = '1700000555';

async function fillCartAndCheckout(
  page: Page,
  siteUrl: string,
  checkoutUrl: string,
): Promise<{ url: URL; subtotal: string }> {
  await page.goto(`${siteUrl}/`);
  await decideConsent(page, 'analytics');
  await addToCart(page, addToCartButton(page, SINGLE_VARIANT_PRODUCT));
  await expect(cartCount(page)).toHaveText('1');
  await currencySelect(page).selectOption('EUR');
  const drawer = await openCart(page);
  await expect(drawer.locator('[part="subtotal"]')).toContainText('€');
  const subtotal = (await drawer.locator('[part="subtotal"] span').last().textContent()) ?? '';
  await drawer.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL(`${checkoutUrl}/session/**`);
  return { url: new URL(page.url()), subtotal };
}

test('checkout reaches the hosted checkout with the currency, the consent categories and the analytics ids', async ({
  page,
  site,
  platform,
  context,
}) => {
  await context.addCookies([
    { name: '_ga', value: `GA1.1.${GA_CLIENT_ID}`, url: site.url },
    { name: '_ga_DEMO1234', value: `GS1.1.${GA_SESSION_ID}.3.1.1700000600.0.0.0`, url: site.url },
  ]);
  const { url, subtotal } = await fillCartAndCheckout(page, site.url, platform.urls.checkout);

  expect(url.searchParams.get('currency')).toBe('EUR');
  expect(url.searchParams.get('consentCategories')).toBe('analytics');
  expect(url.searchParams.get('gaClientId')).toBe(GA_CLIENT_ID);
  expect(url.searchParams.get('gaSessionId')).toBe(GA_SESSION_ID);
  await expect(page.locator('#checkout-lines')).toHaveAttribute('data-currency', 'EUR');
  await expect(page.locator('#checkout-lines')).toContainText(SINGLE_VARIANT_PRODUCT);
  await expect(page.locator('#received-consent')).toHaveAttribute('data-consent-categories', 'analytics');
  await expect(page.locator('#received-ga-client-id')).toHaveAttribute('data-value', GA_CLIENT_ID);
  await expect(page.locator('#received-ga-session-id')).toHaveAttribute('data-value', GA_SESSION_ID);
  await expect(page.locator('#received-currency')).toHaveAttribute('data-value', 'EUR');
  // One money format: the hosted checkout reads the subtotal exactly as the cart drawer did, in the site's locale.
  expect(url.searchParams.get('locale')).toBe('en-GB');
  expect(subtotal).toMatch(/^€\d+\.\d\d$/);
  await expect(page.locator('#checkout-subtotal')).toHaveText(subtotal);
});

test('paying lands on the thank-you page and the cart is empty afterwards', async ({
  page,
  site,
  platform,
  apiRequests,
}) => {
  await fillCartAndCheckout(page, site.url, platform.urls.checkout);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  apiRequests.mark();
  await page.locator('#checkout-pay').click();
  await page.waitForURL(`${site.url}/success/**`);

  const orderNumber = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.locator('shop-order-confirmation [part="status"]')).toHaveText(`Order number ${orderNumber}`);
  expect(await platform.db.transaction((tx) => findOrderByNumber(tx, orderNumber))).toBeTruthy();
  await expect(cartCount(page)).toHaveText('0');
  // The paid cart is forgotten through its checkout session: never read again, so no 410 reaches the console.
  expect(apiRequests.since().filter((request) => request.startsWith('GET /v2/cart/'))).toEqual([]);
  expect(errors).toEqual([]);

  apiRequests.mark();
  await page.goto(`${site.url}/`);
  await pageReadsShown(page, '0');
  expect(apiRequests.since().filter((request) => request.includes('/v2/cart'))).toEqual([]);
  const drawer = await openCart(page);
  await expect(drawer.locator('[part="empty"]')).toHaveText('Your cart is empty.');
});
