// Orders a merchant can ship, as a shopper places them on the demo shop: the drawer says how far the cart is from
// free shipping, the hosted checkout takes the delivery address and a method, the thank-you page shows the shipping
// and the address, and REST v1 gives the merchant the same order; above the threshold standard shipping is free. In
// kronor and in euros. Then the embedded checkout: the frame grows with the address form, without an inner scrollbar.
import type { Page } from '@playwright/test';
import type { RunningPlatform } from '../../demo/platform/start-platform.ts';
import { createAdminKey } from '../../demo/platform/v1/admin-keys.ts';
import { createAdminClient } from '../../src/server/create-admin-client.ts';
import { expect, test } from './fixtures.ts';
import { audit } from './axe-audit.ts';
import { PHONES, usePhone } from './phone.ts';
import {
  SINGLE_VARIANT_PRODUCT,
  addToCart,
  addToCartButton,
  cartDrawer,
  currencySelect,
  decideConsent,
  openCart,
} from './shop-page.ts';

async function readOrder(platform: RunningPlatform, number: string) {
  const { key } = await platform.db.transaction((tx) => createAdminKey(tx, 'demo', 'shipping journey'));
  const v1 = createAdminClient({ apiKey: key, baseUrl: platform.v1.url, ca: platform.v1.ca });
  return (await v1.orders.list({ limit: 200 })).data.find((order) => order.number === number)!;
}

/** Adds the bowl `times` times from the home page and opens the drawer (the first visit decides on cookies). */
async function fillCart(page: Page, siteUrl: string, times: number, currency?: string) {
  await page.goto(`${siteUrl}/`);
  const undecided = await page
    .context()
    .cookies()
    .then((cookies) => !cookies.some((c) => c.name === 'shop_consent'));
  if (undecided) await decideConsent(page, 'necessary');
  if (currency) await currencySelect(page).selectOption(currency);
  for (let added = 0; added < times; added++) {
    await addToCart(page, addToCartButton(page, SINGLE_VARIANT_PRODUCT));
    await expect(page.locator('shop-cart [part="count"]')).toHaveText(String(added + 1));
  }
  return openCart(page);
}

const freeShippingLine = (page: Page) => page.locator('shop-cart [part="free-shipping"]');

/** From the open drawer to the demo's cart page, once it shows the cart. */
async function viewCart(page: Page, siteUrl: string) {
  await cartDrawer(page).getByRole('link', { name: 'View cart' }).click();
  await page.waitForURL(`${siteUrl}/cart`);
  const contents = page.locator('shop-cart-contents');
  await expect(contents).toHaveAttribute('state', 'ready');
  return contents;
}

async function payAndConfirm(page: Page, siteUrl: string) {
  await page.getByRole('button', { name: /^Pay \(demo\)/ }).click();
  await page.waitForURL(`${siteUrl}/success/**`);
  const confirmation = page.locator('shop-order-confirmation');
  await expect(confirmation).toHaveAttribute('state', 'confirmed');
  return { confirmation, number: decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '') };
}

const JOURNEYS = [
  {
    currency: 'SEK',
    below: /SEK\s271\.00 to free shipping/,
    remaining: /^SEK\s271\.00$/,
    threshold: /^\s*Orders from SEK\s500\.00 ship free\.\s*$/,
    standard: /^SEK\s49\.00$/,
    express: /SEK\s99\.00/,
    expressMinor: 9900,
  },
  {
    currency: 'EUR',
    below: /€25\.08 to free shipping/,
    remaining: /^€25\.08$/,
    threshold: /^\s*Orders from €45\.00 ship free\.\s*$/,
    standard: /^€4\.90$/,
    express: /€8\.61/,
    expressMinor: 861,
  },
] as const;

for (const journey of JOURNEYS) {
  test(`${journey.currency}: express below the threshold with the address on the thank-you page and in REST v1, free standard above it`, async ({
    page,
    site,
    platform,
  }) => {
    const currency = journey.currency === 'SEK' ? undefined : journey.currency;
    await fillCart(page, site.url, 1, currency);
    await expect(freeShippingLine(page)).toHaveText(journey.below);
    // The cart page binds the same state (its own words around the same amounts), and checks out from there.
    const cartPage = await viewCart(page, site.url);
    await expect(cartPage.locator('.cart-free-shipping-remaining')).toHaveText(journey.remaining);
    await expect(cartPage.locator('.cart-free-shipping-note')).toHaveText(journey.threshold);
    await cartPage.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(`${platform.urls.checkout}/session/**`);

    // Not reached on the page and in the drawer: the checkout charges for Standard.
    await expect(page.locator('label.method', { hasText: 'Standard' }).locator('.method-price')).toHaveText(
      journey.standard,
    );
    await page.getByLabel('Full name').fill('Ann Berg');
    await page.getByLabel('Street address').fill('Sjövägen 12');
    await page.getByLabel('Postal code').fill('413 01');
    await page.getByLabel('City').fill('Göteborg');
    await page.getByLabel('Country').selectOption('SE');
    await page.getByLabel('Phone (optional)').fill('+46 70 123 45 67');
    await page.getByRole('radio', { name: /Express/ }).check();
    await expect(page.locator('#checkout-shipping')).toHaveText(journey.express);
    const goods = Number(await page.locator('#checkout-subtotal').getAttribute('data-amount'));
    await expect(page.locator('#checkout-total')).toHaveAttribute('data-amount', String(goods + journey.expressMinor));
    const { confirmation, number } = await payAndConfirm(page, site.url);
    await expect(confirmation.locator('[part="totals"]')).toContainText('Shipping (Express (next day))');
    await expect(confirmation.locator('[part="totals"]')).toContainText(journey.express);
    await expect(confirmation.locator('[part="address"]')).toContainText('Ann Berg');
    await expect(confirmation.locator('[part="address"]')).toContainText('413 01 Göteborg');
    await expect(confirmation.locator('[part="address"]')).toContainText('Sweden');

    const order = await readOrder(platform, number);
    expect(order.currency).toBe(journey.currency);
    expect(order.shipping).toEqual({
      methodId: 'ship_express',
      name: 'Express (next day)',
      amount: journey.expressMinor,
      vatAmount: Math.round((journey.expressMinor * 0.25) / 1.25),
      free: false,
    });
    expect(order.shippingAddress).toEqual({
      name: 'Ann Berg',
      street: 'Sjövägen 12',
      postalCode: '413 01',
      city: 'Göteborg',
      country: 'SE',
      phone: '+46 70 123 45 67',
    });
    expect(order.total).toBe(order.subtotal + journey.expressMinor);

    await fillCart(page, site.url, 3, currency);
    await expect(freeShippingLine(page)).toHaveText('You get free shipping');
    const reachedPage = await viewCart(page, site.url);
    await expect(reachedPage.locator('.cart-free-shipping')).toHaveClass(/is-reached/);
    await expect(reachedPage.locator('.cart-free-shipping').getByText('You get free shipping')).toBeVisible();
    await expect(reachedPage.locator('.cart-free-shipping-remaining')).toBeHidden();
    await openCart(page);
    await page.locator('shop-cart').getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(`${platform.urls.checkout}/session/**`);
    await expect(page.getByRole('radio', { name: /Standard/ })).toBeChecked();
    await expect(page.locator('#checkout-shipping')).toHaveText('Free');
    const second = await payAndConfirm(page, site.url);
    await expect(second.confirmation.locator('[part="totals"] .shipping')).toHaveText(
      /^\s*Shipping \(Standard \(2-4 days\)\)\s*Free\s*$/,
    );
    const free = await readOrder(platform, second.number);
    expect(free.shipping).toMatchObject({ methodId: 'ship_standard', amount: 0, free: true });
    expect(free.shippingTotal).toBe(0);
  });
}

test('the embedded checkout grows with the address form and keeps no inner scrollbar at 390 px', async ({
  page,
  site,
}) => {
  await usePhone(page, PHONES[0]!);
  await fillCart(page, site.url, 1);
  await page.keyboard.press('Escape');
  await page.goto(`${site.url}/checkout`);
  const checkout = page.locator('shop-checkout');
  await expect(checkout).toHaveAttribute('state', 'ready');
  const frame = page.frameLocator('shop-checkout iframe[title="Secure checkout"]');
  const fitsContent = async () => {
    const frameHeight = await checkout.locator('iframe').evaluate((iframe: HTMLIFrameElement) => iframe.clientHeight);
    const content = await frame.locator('body').evaluate((body) => Math.ceil(body.getBoundingClientRect().height));
    const scrolls = await frame.locator('html').evaluate((html) => html.scrollHeight > html.clientHeight);
    return { same: frameHeight === content, scrolls, frameHeight };
  };
  await expect(frame.getByLabel('Street address')).toBeVisible();
  await expect.poll(fitsContent).toMatchObject({ same: true, scrolls: false });
  const before = (await fitsContent()).frameHeight;
  expect(before, 'the address form makes the frame tall').toBeGreaterThan(900);

  // Germany: Express does not deliver there, so it goes, and the frame follows its content.
  await frame.getByLabel('Country').selectOption('DE');
  await expect(frame.getByRole('radio', { name: /Express/ })).toBeHidden();
  await expect.poll(fitsContent).toMatchObject({ same: true, scrolls: false });
  expect((await fitsContent()).frameHeight).toBeLessThan(before);
  await page.screenshot({ path: 'test-results/shipping-embedded-390.png', fullPage: true });
  await frame.getByRole('button', { name: /^Pay \(demo\)/ }).click();
  await expect(checkout).toHaveAttribute('state', 'complete');
  await expect(page.locator('shop-order-confirmation [part="address"]')).toContainText('Germany');
});

for (const width of [360, 1280]) {
  test(`the delivery form passes axe at ${width} px, and a refused payment lands on the field with its message`, async ({
    page,
    site,
    platform,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const drawer = await fillCart(page, site.url, 1);
    await drawer.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(`${platform.urls.checkout}/session/**`);
    await audit(page, 'the hosted checkout with the delivery form');

    await page.getByLabel('Postal code').fill('<b>111</b>');
    await page.getByLabel('Street address').fill('');
    await page.getByLabel('Street address').evaluate((input: HTMLInputElement) => (input.required = false));
    await page.getByRole('button', { name: /^Pay \(demo\)/ }).click();
    await expect(page.getByRole('alert')).toContainText('Nothing was charged');
    const street = page.getByLabel('Street address');
    await expect(street, 'the first refused field has focus').toBeFocused();
    await expect(street).toHaveAccessibleDescription('Enter the street address.');
    await expect(page.getByLabel('Postal code')).toHaveValue('<b>111</b>');
    await expect(page.getByLabel('Postal code')).toHaveAttribute('aria-invalid', 'true');
    await audit(page, 'the hosted checkout with refused fields');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/shipping-refused-${width}.png`, fullPage: true });
  });
}

for (const phone of PHONES) {
  test(`a refused delivery method is marked and focused like the other fields, axe-clean, on a ${phone.name}`, async ({
    page,
    site,
    platform,
  }) => {
    await usePhone(page, phone);
    const drawer = await fillCart(page, site.url, 1);
    await drawer.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(`${platform.urls.checkout}/session/**`);

    // Germany, with Express forced back on and chosen (as a page without its script could send it).
    await page.getByLabel('Country').selectOption('DE');
    const express = page.getByRole('radio', { name: /Express/, includeHidden: true });
    await express.evaluate((radio: HTMLInputElement) => {
      radio.disabled = false;
      radio.checked = true;
    });
    await page.getByRole('button', { name: /^Pay \(demo\)/ }).click();
    await expect(page.getByRole('alert')).toContainText('Nothing was charged');
    const standard = page.getByRole('radio', { name: /Standard/ });
    await expect(standard, 'the first method that serves Germany has focus').toBeFocused();
    await expect(standard).toHaveAttribute('aria-invalid', 'true');
    await expect(standard).toHaveAccessibleDescription(
      'Express (next day) does not deliver to Germany. Choose another delivery method.',
    );
    await audit(page, 'the hosted checkout with a refused delivery method');
    await page.screenshot({ path: `test-results/shipping-method-refused-${phone.width}.png`, fullPage: true });

    // No method at all: the message names the country.
    await page.locator('#checkout-form').evaluate((form: HTMLFormElement) => {
      for (const radio of form.querySelectorAll<HTMLInputElement>('input[name="method"]')) {
        radio.required = false;
        radio.checked = false;
      }
    });
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: /^Pay \(demo\)/ }).click();
    expect((await refused).status()).toBe(400);
    await expect(page.getByRole('alert')).toContainText('Nothing was charged');
    await expect(standard).toBeFocused();
    await expect(standard).toHaveAccessibleDescription('Choose a delivery method for Germany.');
    await audit(page, 'the hosted checkout without a delivery method');
  });
}
