// The demo's /cart page, built from <shop-cart-contents> and <shop-cart-count> alone: a shopper's whole journey (two
// products from the list, the stepper, a typed quantity, a removal, a discount code, the totals and the free-shipping
// state as the platform prices them, the hosted checkout with a delivery address and the confirmation), with the header
// count, the drawer and another tab in step at every step; the page's accessibility at desktop and phone widths; and
// its strict-page behaviour.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { createShopkitClient, formatMoney, type Cart } from '../../src/index.ts';
import { expect, test } from './fixtures.ts';
import { PHONES, expectFitsPhone, usePhone } from './phone.ts';
import {
  SECOND_PRODUCT,
  SINGLE_VARIANT_PRODUCT,
  addToCart,
  addToCartButton,
  cartDrawer,
  decideConsent,
  openCart,
} from './shop-page.ts';

const cartLines = (page: Page): Locator => page.locator('shop-cart-contents li.cart-line');
const line = (page: Page, name: string): Locator =>
  cartLines(page).filter({ has: page.getByRole('heading', { name, exact: true }) });

/** What a page shows of the cart: its lines as "name × quantity" in the cart page, the drawer and both counts. */
async function shown(page: Page): Promise<{ page: string[]; drawer: string[]; header: string; button: string }> {
  return page.evaluate(() => {
    const lines = [...document.querySelectorAll('shop-cart-contents li.cart-line')].map(
      (li) =>
        `${li.querySelector('.cart-line-name')!.textContent!.trim()} × ${li.querySelector<HTMLInputElement>('input')!.value}`,
    );
    const cart = document.querySelector('shop-cart')!.shadowRoot!;
    const drawer = [...cart.querySelectorAll('[part="line"]')].map(
      (li) =>
        `${li.querySelector('.name')!.textContent!.trim()} × ${li.querySelector('.quantity')!.textContent!.trim()}`,
    );
    const header = document.querySelector('.site-nav shop-cart-count')!;
    return {
      page: lines,
      drawer,
      header: header.hasAttribute('empty') ? '0' : header.getAttribute('count')!,
      button: cart.querySelector('[part="count"]')!.textContent!.trim(),
    };
  });
}

/** The cart page, the drawer (once opened), the header count, the cart button and the other tab all agree. */
async function inStep(page: Page, otherTab: Page, lines: string[]): Promise<void> {
  const count = String(lines.reduce((sum, entry) => sum + Number(entry.split(' × ')[1]), 0));
  await expect.poll(() => shown(page)).toEqual({ page: lines, drawer: lines, header: count, button: count });
  await expect.poll(async () => (await shown(otherTab)).page).toEqual(lines);
  await expect.poll(async () => (await shown(otherTab)).header).toEqual(count);
}

/** The remembered cart as the platform answers it, read from outside the browser. */
async function platformCart(page: Page, apiUrl: string, key: string): Promise<Cart> {
  const cartId = await page.evaluate(() =>
    (window as unknown as { Shopkit: { client: { cart: { id(): Promise<string> } } } }).Shopkit.client.cart.id(),
  );
  const client = createShopkitClient({ publishableKey: key, apiUrl, storage: 'memory' });
  return (await client.cart.get(cartId))!;
}

test('a shopper’s journey on the cart page, with the count, the drawer and another tab in step', async ({
  page,
  site,
  platform,
  apiRequests,
}) => {
  await page.goto(`${site.url}/`);
  await decideConsent(page, 'necessary');
  const otherTab = await page.context().newPage();
  await otherTab.goto(`${site.url}/cart`);
  await expect(otherTab.locator('shop-cart-contents')).toHaveAttribute('state', 'empty');

  await addToCart(page, addToCartButton(page, SINGLE_VARIANT_PRODUCT));
  await addToCart(page, addToCartButton(page, SECOND_PRODUCT));
  await expect.poll(async () => (await shown(otherTab)).page).toHaveLength(2);

  // From the drawer to the cart page.
  const drawer = await openCart(page);
  await drawer.getByRole('link', { name: 'View cart' }).click();
  await page.waitForURL(`${site.url}/cart`);
  await expect(page.locator('shop-cart-contents')).toHaveAttribute('state', 'ready');
  await openCart(page);
  await page.keyboard.press('Escape');
  await expect(cartDrawer(page)).toBeHidden();
  await inStep(page, otherTab, [`${SINGLE_VARIANT_PRODUCT} × 1`, `${SECOND_PRODUCT} × 1`]);

  apiRequests.mark();
  await line(page, SINGLE_VARIANT_PRODUCT)
    .getByRole('button', { name: `One more: ${SINGLE_VARIANT_PRODUCT}` })
    .click();
  await inStep(page, otherTab, [`${SINGLE_VARIANT_PRODUCT} × 2`, `${SECOND_PRODUCT} × 1`]);
  expect(apiRequests.since().filter((request) => !request.startsWith('GET'))).toHaveLength(1);

  apiRequests.mark();
  const towel = line(page, SECOND_PRODUCT).getByRole('spinbutton', { name: `Quantity: ${SECOND_PRODUCT}` });
  await towel.fill('3');
  await towel.press('Tab');
  await inStep(page, otherTab, [`${SINGLE_VARIANT_PRODUCT} × 2`, `${SECOND_PRODUCT} × 3`]);
  expect(apiRequests.since().filter((request) => request.startsWith('PATCH'))).toHaveLength(1);

  await line(page, SINGLE_VARIANT_PRODUCT)
    .getByRole('button', { name: `Remove: ${SINGLE_VARIANT_PRODUCT}` })
    .click();
  await inStep(page, otherTab, [`${SECOND_PRODUCT} × 3`]);
  await expect(page.locator('shop-cart-contents [data-shop-live]')).toHaveText(
    `${SINGLE_VARIANT_PRODUCT} was removed from your cart.`,
  );

  const contents = page.locator('shop-cart-contents');
  await contents.getByLabel('Discount code').fill('spring10');
  await contents.getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator('#cart-code-message')).toHaveText('The code spring10 is applied.');
  const priced = await platformCart(page, platform.urls.api, platform.keys.demo);
  const money = (amount: number): string => formatMoney(amount, priced.currency, 'en-GB');
  expect(priced.discountTotal).toBeGreaterThan(0);
  await expect(page.locator('.cart-subtotal')).toHaveText(money(priced.subtotal));
  await expect(page.locator('.cart-discount dd')).toHaveText(`−${money(priced.discountTotal)}`);
  await expect(page.locator('.cart-total')).toHaveText(money(priced.total));
  await expect(otherTab.locator('.cart-total')).toHaveText(money(priced.total));
  await expect(page.locator('shop-cart').locator('[part="total"]')).toContainText(money(priced.total));
  // Below free shipping: the page, the other tab and the drawer say by how much, as the platform priced it.
  const freeShipping = priced.freeShipping!;
  expect(freeShipping.reached).toBe(false);
  await expect(page.locator('.cart-free-shipping-remaining')).toHaveText(money(freeShipping.remaining));
  await expect(otherTab.locator('.cart-free-shipping-remaining')).toHaveText(money(freeShipping.remaining));
  await expect(page.locator('.cart-free-shipping-note')).toContainText(money(freeShipping.threshold));
  await expect(page.locator('shop-cart [part="free-shipping"]')).toHaveText(
    `${money(freeShipping.remaining)} to free shipping`,
  );

  await contents.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL(`${platform.urls.checkout}/session/**`);
  // The checkout agrees: Standard shipping (the demo seed's SEK 49.00) is charged on top of the cart's total.
  await expect(page.locator('#checkout-subtotal')).toHaveAttribute('data-amount', String(priced.subtotal));
  await expect(page.locator('#checkout-shipping')).toHaveAttribute('data-amount', '4900');
  await expect(page.locator('#checkout-total')).toHaveAttribute('data-amount', String(priced.total + 4900));
  await page.getByLabel('Full name').fill('Ann Berg');
  await page.getByLabel('Street address').fill('Karl Johans gate 1');
  await page.getByLabel('Postal code').fill('0154');
  await page.getByLabel('City').fill('Oslo');
  await page.getByLabel('Country').selectOption('NO');
  await page.locator('#checkout-pay').click();
  await page.waitForURL(`${site.url}/success/**`);
  const confirmation = page.locator('shop-order-confirmation');
  await expect(confirmation).toHaveAttribute('state', 'confirmed');
  await expect(confirmation.locator('[part="address"]')).toContainText('0154 Oslo');
  await expect(confirmation.locator('[part="address"]')).toContainText('Norway');
  await expect(page.locator('.site-nav shop-cart-count')).toHaveAttribute('empty', '');
  await expect(otherTab.locator('shop-cart-contents'), 'the other tab follows the paid cart').toHaveAttribute(
    'state',
    'empty',
  );
  await otherTab.close();
});

/** Adds the two products of the journey from the home page, then opens the cart page. */
async function cartPageWithTwoLines(page: Page, siteUrl: string): Promise<Locator> {
  await page.goto(`${siteUrl}/`);
  await decideConsent(page, 'necessary');
  await addToCart(page, addToCartButton(page, SINGLE_VARIANT_PRODUCT));
  await addToCart(page, addToCartButton(page, SECOND_PRODUCT));
  await page.goto(`${siteUrl}/cart`);
  const contents = page.locator('shop-cart-contents');
  await expect(contents).toHaveAttribute('state', 'ready');
  return contents;
}

/** axe with every rule it has: not one violation, of any impact. */
async function expectAxeClean(page: Page, state: string): Promise<void> {
  const result = await new AxeBuilder({ page }).analyze();
  const found = result.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join('; ')}`,
  );
  expect(found, `axe on the cart page, ${state}`).toEqual([]);
}

for (const width of [1280, 390]) {
  test(`axe finds nothing on the cart page at ${width} px: lines, a refused quantity, a code, empty`, async ({
    page,
    site,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const contents = await cartPageWithTwoLines(page, site.url);
    await expectAxeClean(page, 'with two lines');
    const bowl = line(page, SINGLE_VARIANT_PRODUCT).getByRole('spinbutton');
    await bowl.fill('1.5');
    await bowl.press('Tab');
    await expect(line(page, SINGLE_VARIANT_PRODUCT).locator('.cart-line-message')).toBeVisible();
    await contents.getByLabel('Discount code').fill('WINTER25');
    await contents.getByRole('button', { name: 'Apply' }).click();
    await expect(page.locator('#cart-code-message')).toHaveText('The code WINTER25 has expired.');
    await expectAxeClean(page, 'with a refused quantity and a refused code');
    await page.screenshot({ path: testInfo.outputPath(`cart-page-${width}.png`), fullPage: true });
    for (const name of [SINGLE_VARIANT_PRODUCT, SECOND_PRODUCT])
      await line(page, name)
        .getByRole('button', { name: `Remove: ${name}` })
        .click();
    await expect(contents).toHaveAttribute('state', 'empty');
    await expectAxeClean(page, 'empty');
  });
}

for (const phone of PHONES) {
  test(`the cart page fits a ${phone.width} px phone with its actions and free shipping on screen, as does the drawer`, async ({
    page,
    site,
  }, testInfo) => {
    await usePhone(page, phone);
    const contents = await cartPageWithTwoLines(page, site.url);
    const towel = line(page, SECOND_PRODUCT);
    await expectFitsPhone(page, {
      actions: [
        towel.getByRole('button', { name: `One more: ${SECOND_PRODUCT}` }),
        towel.getByRole('spinbutton', { name: `Quantity: ${SECOND_PRODUCT}` }),
        towel.getByRole('button', { name: `Remove: ${SECOND_PRODUCT}` }),
      ],
    });
    const checkout = contents.getByRole('button', { name: 'Checkout' });
    const freeShipping = contents.locator('.cart-free-shipping');
    await checkout.scrollIntoViewIfNeeded();
    await expect(freeShipping).toContainText('to free shipping');
    await expectFitsPhone(page, { actions: [freeShipping, checkout] });
    await page.screenshot({ path: testInfo.outputPath(`cart-page-${phone.width}.png`) });

    const drawer = await openCart(page);
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    const drawerLine = drawer.locator('[part="free-shipping"]');
    await expect(drawerLine).toContainText('to free shipping');
    await expectFitsPhone(page, {
      within: drawer,
      actions: [
        drawerLine,
        drawer.getByRole('button', { name: 'Checkout' }),
        drawer.getByRole('link', { name: 'View cart' }),
      ],
    });
    await page.screenshot({ path: testInfo.outputPath(`cart-drawer-${phone.width}.png`) });
  });
}

test('bad quantities are refused in place with no request; the stock limit is the platform’s', async ({
  page,
  site,
  apiRequests,
}) => {
  await cartPageWithTwoLines(page, site.url);
  const field = line(page, SINGLE_VARIANT_PRODUCT).getByRole('spinbutton');
  const message = line(page, SINGLE_VARIANT_PRODUCT).locator('.cart-line-message');
  apiRequests.mark();
  for (const [typed, why] of [
    ['-3', '"-3" is below zero'],
    ['2.5', '"2.5" is not a whole number'],
    ['5000', '"5000" is more than 999, the most one line can hold'],
  ]) {
    await field.fill(typed);
    await field.press('Enter');
    await expect(message).toHaveText(
      `Quantity of ${SINGLE_VARIANT_PRODUCT}: ${why}. Enter a whole number from 0 to 999 (0 removes the item).`,
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue(typed);
  }
  expect(apiRequests.since(), 'nothing sent').toEqual([]);

  await field.fill('900');
  await field.press('Enter');
  await expect(message).toHaveText(/^Only \d+ left in stock\.$/);
  await expect(field).toHaveValue('1');
  expect(apiRequests.since().filter((request) => !request.startsWith('GET'))).toHaveLength(1);
});

test('the cart page is kept by keyboard alone, under the strict page policy', async ({ page, site }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text());
  });
  await cartPageWithTwoLines(page, site.url);
  const more = line(page, SECOND_PRODUCT).getByRole('button', { name: `One more: ${SECOND_PRODUCT}` });
  await more.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await expect(line(page, SECOND_PRODUCT).getByRole('spinbutton')).toHaveValue('3');
  await page.keyboard.press('Tab');
  await expect(line(page, SECOND_PRODUCT).getByRole('button', { name: `Remove: ${SECOND_PRODUCT}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cartLines(page)).toHaveCount(1);
  // Focus stays in the cart: on the remaining line's remove button.
  await expect(line(page, SINGLE_VARIANT_PRODUCT).getByRole('button', { name: /^Remove/ })).toBeFocused();
  expect(violations).toEqual([]);
});
