// The shopper's journey to a confirmed order on the demo shop: the embedded checkout (pay inside the frame, the
// confirmation in place), buy now from a product page, and the thank-you page after a redirect checkout (this
// browser's lines, nobody else's, one shop-purchase per order).
import type { Page } from '@playwright/test';
import { findOrderByNumber } from '../../demo/platform/repo/orders.ts';
import { expect, test } from './fixtures.ts';
import {
  SECOND_PRODUCT,
  SINGLE_VARIANT_PRODUCT,
  addToCart as addAndCloseCart,
  addToCartButton,
  cartCount,
  decideConsent,
  openCart,
} from './shop-page.ts';

/** Records every shop-purchase of the page (from its first script on), as the order numbers. */
async function recordPurchases(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { purchases: string[] }).purchases = seen;
    document.addEventListener('shop-purchase', (event) =>
      seen.push((event as CustomEvent<{ orderNumber: string }>).detail.orderNumber),
    );
  });
  return () => page.evaluate(() => (window as unknown as { purchases: string[] }).purchases);
}

async function addToCart(page: Page, siteUrl: string, product = SINGLE_VARIANT_PRODUCT): Promise<void> {
  await page.goto(`${siteUrl}/`);
  await decideConsent(page, 'necessary');
  await addAndCloseCart(page, addToCartButton(page, product));
  await expect(cartCount(page)).toHaveText('1');
}

const confirmation = (page: Page) => page.locator('shop-order-confirmation');
const orderLines = (page: Page) => confirmation(page).locator('[part="line"]');

test('embedded checkout: pay inside the frame, the confirmation in place, the cart empty', async ({
  page,
  site,
  platform,
}) => {
  const purchases = await recordPurchases(page);
  await addToCart(page, site.url);
  await page.getByRole('link', { name: 'Checkout', exact: true }).click();
  const checkout = page.locator('shop-checkout');
  await expect(checkout).toHaveAttribute('state', 'ready');
  const frame = page.frameLocator('shop-checkout iframe[title="Secure checkout"]');
  await expect(frame.locator('#checkout-lines')).toContainText(SINGLE_VARIANT_PRODUCT);

  // The frame is exactly as tall as its content: no inner scrollbar.
  const frameHeight = await checkout.locator('iframe').evaluate((iframe: HTMLIFrameElement) => iframe.clientHeight);
  const contentHeight = await frame.locator('body').evaluate((body) => Math.ceil(body.getBoundingClientRect().height));
  expect(frameHeight).toBe(contentHeight);
  expect(await frame.locator('html').evaluate((html) => html.scrollHeight <= html.clientHeight)).toBe(true);

  await frame.getByRole('button', { name: /^Pay \(demo\)/ }).click();
  await expect(checkout).toHaveAttribute('state', 'complete');
  await expect(checkout.locator('iframe')).toHaveCount(0);
  await expect(confirmation(page)).toHaveAttribute('state', 'confirmed');
  await expect(orderLines(page)).toHaveCount(1);
  await expect(orderLines(page)).toContainText(SINGLE_VARIANT_PRODUCT);
  const status = await confirmation(page).locator('[part="status"]').innerText();
  const orderNumber = /Order number (\S+)/.exec(status)?.[1] ?? '';
  expect(await platform.db.transaction((tx) => findOrderByNumber(tx, orderNumber))).not.toBe(null);
  await expect(confirmation(page).locator('[part="heading"]')).toBeFocused();
  await expect(cartCount(page)).toHaveText('0');
  expect(await purchases()).toEqual([orderNumber]);
});

test('buy now from a product page: just that product, one request before leaving, the cart untouched', async ({
  page,
  site,
  platform,
}) => {
  await addToCart(page, site.url, SECOND_PRODUCT);
  await page.goto(`${site.url}/products/breakfast-bowl`);
  await expect(cartCount(page), 'the page has read the cart').toHaveText('1');
  await expect(page.locator('shop-product')).toHaveAttribute('state', 'ready');
  // Counted from the browser's side, from the click on, and only the product page's: a read the page began before
  // the click is not the button's, nor is what the checkout page asks once it has loaded.
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const fromProductPage = request.frame().url().startsWith(site.url);
    if (fromProductPage && url.origin === new URL(platform.urls.api).origin && request.method() !== 'OPTIONS') {
      sent.push(`${request.method()} ${url.pathname}`);
    }
  });
  await page.getByRole('button', { name: 'Buy now' }).click();
  await page.waitForURL(`${platform.urls.checkout}/session/**`);
  expect(sent, 'priced from the product page: the handoff is the one request').toEqual(['POST /v2/checkout']);
  await expect(page.locator('#checkout-lines tbody tr')).toHaveCount(1);
  await expect(page.locator('#checkout-lines')).toContainText(SINGLE_VARIANT_PRODUCT);

  await page.locator('#checkout-pay').click();
  await page.waitForURL(`${site.url}/success/**`);
  await expect(confirmation(page)).toHaveAttribute('state', 'confirmed');
  await expect(orderLines(page)).toContainText(SINGLE_VARIANT_PRODUCT);
  await expect(cartCount(page), 'the cart holds what it held before').toHaveText('1');
  const drawer = await openCart(page);
  await expect(drawer.locator('[part="line"]')).toContainText(SECOND_PRODUCT);
});

test('the thank-you page after a redirect checkout: the lines here, none in another browser, one shop-purchase', async ({
  page,
  site,
  browser,
}) => {
  const purchases = await recordPurchases(page);
  await addToCart(page, site.url);
  const drawer = await openCart(page);
  await drawer.getByRole('button', { name: 'Checkout' }).click();
  await page.locator('#checkout-pay').click();
  await page.waitForURL(`${site.url}/success/**`);
  const orderNumber = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

  await expect(confirmation(page)).toHaveAttribute('state', 'confirmed');
  await expect(orderLines(page)).toContainText(SINGLE_VARIANT_PRODUCT);
  await expect(confirmation(page).locator('[part="totals"]')).toContainText('Of which VAT');
  await expect(cartCount(page)).toHaveText('0');
  expect(await purchases()).toEqual([orderNumber]);

  await page.reload();
  await expect(confirmation(page)).toHaveAttribute('state', 'confirmed');
  await expect(orderLines(page), 'a reload shows the order again').toHaveCount(1);
  expect(await purchases(), 'and reports nothing again').toEqual([]);

  const stranger = await browser.newContext();
  try {
    const other = await stranger.newPage();
    await other.goto(page.url());
    await expect(confirmation(other)).toHaveAttribute('state', 'unknown');
    await expect(confirmation(other).locator('[part="status"]')).toHaveText(`Order number ${orderNumber}`);
    await expect(orderLines(other)).toHaveCount(0);
    await expect(confirmation(other)).not.toContainText(SINGLE_VARIANT_PRODUCT);
  } finally {
    await stranger.close();
  }
});

test('a payment confirmed later: the thank-you page shows it pending, then confirmed, reporting it then', async ({
  page,
  site,
  platform,
}) => {
  const purchases = await recordPurchases(page);
  platform.payments.set({ confirmation: 'manual' });
  try {
    await addToCart(page, site.url);
    const drawer = await openCart(page);
    await drawer.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(`${platform.urls.checkout}/session/**`);
    const sessionId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.locator('#checkout-pay').click();
    await page.waitForURL(`${site.url}/success/**`);
    await expect(confirmation(page)).toHaveAttribute('state', 'pending');
    await expect(confirmation(page).locator('[part="status"]')).toContainText('Your payment is being confirmed.');
    await expect(orderLines(page)).toContainText(SINGLE_VARIANT_PRODUCT);
    await expect(cartCount(page)).toHaveText('0');
    expect(await purchases()).toEqual([]);

    const confirmed = await fetch(`${platform.urls.admin}/admin/sessions/${sessionId}/confirm-payment`, {
      method: 'POST',
      headers: { authorization: `Bearer ${platform.adminToken}` },
    });
    expect(confirmed.status).toBe(200);
    await expect(confirmation(page)).toHaveAttribute('state', 'confirmed');
    expect(await purchases()).toHaveLength(1);
  } finally {
    platform.payments.set({ confirmation: 'instant' });
  }
});
