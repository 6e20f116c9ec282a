// A shopper's whole journey with a discount code on the demo shop: a marketing link with a code, two products
// added, the discount in the cart drawer, a currency change, the hosted checkout, payment; then the merchant's side:
// the order.new webhook triggers a read of the order through REST v1, which shows the code and its amount.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { saveWebhookSettings } from '../../demo/platform/repo/webhook-settings.ts';
import { createAdminKey } from '../../demo/platform/v1/admin-keys.ts';
import type { ShopkitOrder } from '../../src/server/admin-types.ts';
import { createAdminClient } from '../../src/server/create-admin-client.ts';
import { createWebhookHandler } from '../../src/server/create-webhook-handler.ts';
import { expect, test } from './fixtures.ts';
import {
  SECOND_PRODUCT,
  SINGLE_VARIANT_PRODUCT,
  addToCart,
  addToCartButton,
  cartCount,
  currencySelect,
  decideConsent,
  openCart,
} from './shop-page.ts';

test('a link with a code, two products, the discount in two currencies, payment, and the code in REST v1', async ({
  page,
  site,
  platform,
}) => {
  const { key } = await platform.db.transaction((tx) => createAdminKey(tx, 'demo', 'journey ERP'));
  const v1 = createAdminClient({ apiKey: key, baseUrl: platform.v1.url, ca: platform.v1.ca });
  const readOrders: ShopkitOrder[] = [];
  const hooks = createWebhookHandler({
    onEvent: async (event) => {
      if (event.type !== 'order.new') return;
      const { data } = await v1.orders.list({ includeLines: true, limit: 200 });
      readOrders.push(...data.filter((order) => order.id === event.id));
    },
  });
  const receiver = http.createServer((req, res) => hooks.node(req, res));
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  await platform.db.transaction((tx) => saveWebhookSettings(tx, 'demo', { url: hookUrl, events: ['order.new'] }));
  try {
    await page.goto(`${site.url}/?utm_source=newsletter&discount=spring10#top`);
    await expect(page).toHaveURL(`${site.url}/?utm_source=newsletter#top`);
    await decideConsent(page, 'necessary');

    await addToCart(page, addToCartButton(page, SINGLE_VARIANT_PRODUCT));
    await expect(cartCount(page)).toHaveText('1');
    await addToCart(page, addToCartButton(page, SECOND_PRODUCT));
    await expect(cartCount(page)).toHaveText('2');
    const drawer = await openCart(page);
    const discountRow = drawer.locator('[part="discount"]');
    // 229 kr + 129 kr = 358 kr; SPRING10 takes 35.80 kr.
    await expect(discountRow).toContainText('SPRING10');
    await expect(discountRow.locator('.amount')).toHaveText(/^−SEK\s?35\.80$/);
    await expect(drawer.locator('[part="total"]')).toContainText(/SEK\s?322\.20/);
    await page.keyboard.press('Escape');

    await currencySelect(page).selectOption('EUR');
    await openCart(page);
    // In EUR the lines are €19.92 and €11.22: 10 % is €3.11.
    await expect(discountRow.locator('.amount')).toHaveText('−€3.11');
    await expect(drawer.locator('[part="total"]')).toContainText('€28.03');
    await drawer.getByRole('button', { name: 'Checkout' }).click();

    await page.waitForURL(`${platform.urls.checkout}/session/**`);
    await expect(page.locator('.checkout-discount')).toHaveAttribute('data-amount', '311');
    await expect(page.locator('.checkout-discount')).toHaveAttribute('data-code', 'SPRING10');
    // Standard shipping's own euro price, €4.90, on the goods of €28.03 (below the €45 threshold).
    await expect(page.locator('#checkout-shipping')).toHaveAttribute('data-amount', '490');
    await expect(page.locator('#checkout-total')).toHaveAttribute('data-amount', '3293');
    await page.locator('#checkout-pay').click();
    await page.waitForURL(`${site.url}/success/**`);
    const orderNumber = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

    await platform.webhooks.idle();
    await hooks.idle();
    expect(readOrders).toHaveLength(1);
    expect(readOrders[0]).toMatchObject({
      number: orderNumber,
      currency: 'EUR',
      subtotal: 3114,
      discounts: [{ code: 'SPRING10', amount: 311 }],
      discountTotal: 311,
      shippingTotal: 490,
      total: 3293,
    });
    expect(readOrders[0]!.lines?.map((line) => line.name).sort()).toEqual(
      [SINGLE_VARIANT_PRODUCT, SECOND_PRODUCT].sort(),
    );
  } finally {
    await platform.db.transaction((tx) => saveWebhookSettings(tx, 'demo', { url: '', events: [] }));
    receiver.close();
  }
});

for (const width of [390, 360]) {
  test(`a link code that cannot apply is told once, politely, and the code field works on a ${width} px phone`, async ({
    page,
    site,
    apiRequests,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 780 });
    await page.goto(`${site.url}/?discount=winter25`);
    await expect(page).toHaveURL(`${site.url}/`);
    await decideConsent(page, 'necessary');
    apiRequests.mark();
    await addToCart(page, addToCartButton(page, SINGLE_VARIANT_PRODUCT));
    await expect(cartCount(page)).toHaveText('1');
    const live = page.locator('shop-cart span[role="status"]');
    await expect(live).toHaveText('The code winter25 has expired.');
    await addToCart(page, addToCartButton(page, SECOND_PRODUCT));
    await expect(cartCount(page)).toHaveText('2');
    expect(apiRequests.since().filter((request) => request.endsWith('/discounts'))).toHaveLength(1);

    const drawer = await openCart(page);
    const message = drawer.locator('[part="discount-message"]');
    await expect(message).toHaveText('The code winter25 has expired.');
    const field = drawer.getByLabel('Discount code');
    await field.fill('big500');
    await field.press('Enter');
    await expect(message).toHaveText('The code big500 applies to orders of SEK 500.00 or more.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({ path: testInfo.outputPath(`cart-discount-${width}.png`) });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await field.fill('FIFTY');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect(message).toHaveText('The code FIFTY is applied.');
    await expect(drawer.locator('[part="discount"] .amount')).toHaveText(/^−SEK\s?50\.00$/);
    await expect(drawer.locator('[part="total"]')).toContainText(/SEK\s?308\.00/);
    await drawer.getByRole('button', { name: 'Remove the code FIFTY', exact: true }).click();
    await expect(drawer.locator('[part="discount"]')).toHaveCount(0);
    await expect(field).toBeFocused();
  });
}
