// A shopper who comes back, on the demo shop: buys as a guest, signs in on the account page with the code the mail
// catcher received, sees that order, buys it again, checks out with the delivery address filled in, signs out; then
// signs in again, downloads their data and deletes the account, and REST v1 still counts both orders without them.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { createAdminKey } from '../../demo/platform/v1/admin-keys.ts';
import type { RunningPlatform } from '../../demo/platform/start-platform.ts';
import { createAdminClient } from '../../src/server/create-admin-client.ts';
import { expect, test } from './fixtures.ts';
import { SINGLE_VARIANT_PRODUCT, addToCart, addToCartButton, cartCount, decideConsent } from './shop-page.ts';

const EMAIL = 'ann.journey@example.com';
const ADDRESS = { name: 'Ann Journey', street: 'Resvägen 5', postalCode: '413 01', city: 'Göteborg' };

/** The code of the next sign-in message to `email` after message `after`, as the catcher received it. */
async function codeFrom(platform: RunningPlatform, email: string, after: number): Promise<string> {
  const message = await platform.mail.catcher!.mail.waitFor(
    (caught) => caught.id > after && caught.to.includes(email) && /^\d{6}$/m.test(caught.text),
  );
  return /^(\d{6})$/m.exec(message.text)![1]!;
}

const lastMail = (platform: RunningPlatform) => platform.mail.catcher!.mail.list().at(-1)?.id ?? 0;
const account = (page: Page) => page.locator('shop-account[view="page"]');

async function signIn(page: Page, platform: RunningPlatform, siteUrl: string): Promise<void> {
  await page.goto(`${siteUrl}/account`);
  const after = lastMail(platform);
  await account(page).getByLabel('E-mail address').fill(EMAIL);
  await account(page).getByRole('button', { name: 'Send me a code' }).click();
  const code = account(page).getByLabel(/Code from the e-mail/);
  await expect(code).toBeFocused();
  await expect(account(page).getByRole('status')).toContainText(`We sent a 6-digit code to ${EMAIL}`);
  await code.fill(await codeFrom(platform, EMAIL, after));
  await account(page).getByRole('button', { name: 'Sign in' }).click();
  await expect(account(page)).toHaveAttribute('state', 'signed-in');
  await expect(account(page).locator('[part="status"]')).toHaveText(`Signed in as ${EMAIL}`);
}

/** Pays the hosted checkout the page is on; answers the order number from the thank-you page's URL. */
async function pay(page: Page): Promise<string> {
  await page.locator('#checkout-pay').click();
  await page.waitForURL(/\/success\/\d+$/);
  return page.url().split('/').pop()!;
}

test('a shopper comes back: signs in with the e-mailed code, sees the order, reorders, checks out, deletes', async ({
  page,
  site,
  platform,
}) => {
  test.setTimeout(120_000);
  // 1. A guest buys.
  await page.goto(`${site.url}/`);
  await decideConsent(page, 'necessary');
  await addToCart(page, addToCartButton(page, SINGLE_VARIANT_PRODUCT));
  await page.goto(`${site.url}/cart`);
  await page.locator('shop-cart-contents').getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL(`${platform.urls.checkout}/session/**`);
  await page.locator('#customer-email').fill(EMAIL);
  for (const [field, value] of Object.entries(ADDRESS)) await page.locator(`#customer-${field}`).fill(value);
  const guestOrder = await pay(page);

  // 2. Signs in on the account page with the code from the e-mail, and sees that order.
  await signIn(page, platform, site.url);
  const history = page.locator('shop-order-history');
  await expect(history).toHaveAttribute('state', 'ready');
  const order = history.locator('.order-card').filter({ hasText: `Order ${guestOrder}` });
  await expect(order).toContainText(SINGLE_VARIANT_PRODUCT);
  await expect(order.locator('.order-address')).toContainText(ADDRESS.street);
  await expect(account(page).locator('[part="addresses"]')).toContainText(ADDRESS.street);

  // 3. Buys it again: the lines go into the cart.
  await order.getByRole('button', { name: `Buy again: ${guestOrder}` }).click();
  await expect(order.locator('.order-message')).toHaveText('Added to your cart.');
  await expect(cartCount(page)).toHaveText('1');

  // 4. Checks out with the saved address filled in.
  await page.goto(`${site.url}/cart`);
  await page.locator('shop-cart-contents').getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL(`${platform.urls.checkout}/session/**`);
  await expect(page.locator('#customer-email')).toHaveValue(EMAIL);
  for (const [field, value] of Object.entries(ADDRESS))
    await expect(page.locator(`#customer-${field}`)).toHaveValue(value);
  const secondOrder = await pay(page);

  // 5. Signs out; the page asks for an address again, and the header's menu offers "Sign in".
  await page.goto(`${site.url}/account`);
  await expect(history.locator('.order-card')).toHaveCount(2);
  await account(page).getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(account(page)).toHaveAttribute('state', 'signed-out');
  await expect(account(page).getByLabel('E-mail address')).toBeVisible();
  await expect(history).toHaveAttribute('state', 'signed-out');
  await expect(page.locator('header shop-account').getByRole('link', { name: 'Sign in' })).toBeVisible();

  // 6. Signs in again, downloads everything about them, and deletes the account.
  await signIn(page, platform, site.url);
  const downloading = page.waitForEvent('download');
  await account(page).getByRole('button', { name: 'Download my data (JSON)' }).click();
  const exported = JSON.parse(fs.readFileSync((await (await downloading).path())!, 'utf8'));
  expect(exported.customer.email).toBe(EMAIL);
  expect(exported.orders.map((o: { number: string }) => o.number).sort()).toEqual([guestOrder, secondOrder].sort());
  await account(page).getByRole('button', { name: 'Delete my account' }).click();
  await account(page).getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(account(page).getByRole('status').first()).toHaveText('Your account was deleted.');
  await expect(account(page)).toHaveAttribute('state', 'signed-out');

  // REST v1 still counts both orders, without the person.
  const { key } = await platform.db.transaction((tx) => createAdminKey(tx, 'demo', 'journey'));
  const admin = createAdminClient({ apiKey: key, baseUrl: platform.v1.url, ca: platform.v1.ca });
  const orders = (await admin.orders.list({ limit: 200 })).data.filter((o) =>
    [guestOrder, secondOrder].includes(o.number),
  );
  expect(orders).toHaveLength(2);
  for (const kept of orders) {
    expect(kept.customer).toEqual({ email: null, name: null });
    expect(kept.shippingAddress).toBe(null);
    expect(kept.total).toBeGreaterThan(0);
  }
  expect((await admin.customers.list({ email: EMAIL })).total).toBe(0);
});
