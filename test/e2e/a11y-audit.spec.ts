import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { audit } from './axe-audit.ts';

// axe on every demo page and every element state, with no serious or critical violations; a keyboard-only journey
// with visible focus; announcements read through the accessibility tree.

const banner = (page: Page) => page.locator('shop-consent-banner [part="banner"]');

test('axe finds no serious or critical violation on any demo page or element state', async ({ page, site }) => {
  await page.goto(`${site.url}/`);
  await expect(banner(page)).toBeVisible();
  await audit(page, 'home page with the banner');
  await banner(page).getByRole('button', { name: 'Settings' }).click();
  await expect(page.locator('shop-consent-banner [part="settings"]')).toBeVisible();
  await audit(page, 'banner settings view');
  await banner(page).getByRole('button', { name: 'Save choices' }).click();
  await expect(banner(page)).toBeHidden();
  await page.locator('shop-cart').getByRole('button', { name: /^Cart/ }).click();
  await audit(page, 'open empty cart');
  await page.keyboard.press('Escape');
  await page.locator('shop-add-to-cart:visible').first().getByRole('button').click();
  await expect(page.locator('shop-cart [part="count"]')).toHaveText('1');
  await expect(page.locator('shop-cart dialog[part="drawer"]')).toBeVisible();
  await expect(page.locator('shop-cart [part="line"]')).toHaveCount(1);
  await audit(page, 'open cart with a line');
  await page.keyboard.press('Escape');
  const productHref = await page.locator('.card-title a').first().getAttribute('href');
  await page.goto(`${site.url}${productHref}`);
  await audit(page, 'product page');
  await page.goto(`${site.url}/no-such-page`);
  await audit(page, 'not-found page');
  await page.goto(`${site.url}/success/SK-1001`);
  await audit(page, 'success page');
});

test('every control has its exact accessible name', async ({ page, site }) => {
  await page.goto(`${site.url}/products/stoneware-mug`);
  const cart = page.locator('shop-cart');
  await expect(banner(page).getByRole('button', { name: 'Accept all', exact: true })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Only necessary', exact: true })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Settings', exact: true })).toBeVisible();
  await banner(page).getByRole('button', { name: 'Only necessary' }).click();
  await expect(page.getByRole('button', { name: 'Cookie settings', exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Currency', exact: true })).toBeVisible();
  await expect(cart.getByRole('button', { name: 'Cart (0 items)', exact: true })).toBeVisible();
  const colour = page.getByRole('group', { name: 'Colour', exact: true });
  await expect(colour.getByRole('radio', { name: 'Fjord (Sold out)', exact: true })).toBeVisible();
  await colour.getByRole('radio', { name: 'Clay', exact: true }).check();
  const add = page.locator('shop-add-to-cart').getByRole('button', { name: 'Add to cart', exact: true });
  await add.click();
  const drawer = page.getByRole('dialog', { name: 'Your cart', exact: true });
  await expect(drawer).toBeVisible();
  for (const name of [
    'Close',
    'One less: Stoneware Mug, Clay',
    'One more: Stoneware Mug, Clay',
    'Remove: Stoneware Mug, Clay',
    'Checkout',
  ]) {
    await expect(drawer.getByRole('button', { name, exact: true })).toHaveCount(1);
  }
  await expect(drawer.getByRole('spinbutton', { name: 'Quantity: Stoneware Mug, Clay', exact: true })).toBeVisible();
  await expect(drawer.getByRole('list', { name: 'Your cart', exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: 'Remove: Stoneware Mug, Clay' }).click();
  await expect(drawer.getByRole('button', { name: 'Continue shopping', exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: 'Continue shopping' }).click();
  await expect(drawer).toBeHidden();
  // The add opened the drawer, so closing it gives focus back to the add button.
  await expect(add).toBeFocused();
  await expect(cart.getByRole('button', { name: 'Cart (0 items)', exact: true })).toBeVisible();
});

test('error states pass axe', async ({ page, site, platform }) => {
  await page.goto(`${site.url}/`);
  await banner(page).getByRole('button', { name: 'Only necessary' }).click();
  platform.faults.set({ error5xxRate: 1 });
  try {
    const add = page.locator('.card').filter({ hasText: 'Breakfast Bowl' }).locator('shop-add-to-cart');
    await add.getByRole('button').click();
    await expect(add.locator('[part="error"]')).toBeVisible({ timeout: 15_000 });
    await audit(page, 'add-to-cart error');
  } finally {
    platform.faults.set({ error5xxRate: 0 });
  }
});

test('the journey works by keyboard alone, with visible focus and announced changes', async ({ page, site }) => {
  await page.goto(`${site.url}/`);
  await expect(banner(page)).toBeVisible();
  // The banner is reached by Tab like any other region of the page (the demo places it first, after the skip link).
  const focusedLabel = () =>
    page.evaluate(() => {
      let el: Element | null = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      return el ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : '';
    });
  const focusVisible = () =>
    page.evaluate(() => {
      let el: Element | null = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      if (!el) return false;
      const style = getComputedStyle(el);
      return (
        el.matches(':focus-visible') &&
        ((style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none')
      );
    });
  for (let i = 0; i < 150 && (await focusedLabel()) !== 'Only necessary'; i++) await page.keyboard.press('Tab');
  expect(await focusedLabel()).toBe('Only necessary');
  expect(await focusVisible()).toBe(true);
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeHidden();

  for (let i = 0; i < 80 && !/^Add to cart$/.test(await focusedLabel()); i++) await page.keyboard.press('Tab');
  expect(await focusedLabel()).toBe('Add to cart');
  expect(await focusVisible()).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.locator('shop-cart [part="count"]')).toHaveText('1');
  // The add opens the drawer, described by what was added; closing it gives focus back to the add button.
  const added = page.locator('shop-cart dialog[part="drawer"]');
  await expect(added).toBeVisible();
  await expect(added).toHaveAccessibleDescription(/added to your cart \(1 item\)\.$/);
  await page.keyboard.press('Escape');
  await expect(added).toBeHidden();
  // The dialog's close event (which moves focus) is dispatched after it hides.
  await expect.poll(focusedLabel).toBe('Add to cart');
  await expect(page.locator('shop-add-to-cart:has(button:focus)')).toMatchAriaSnapshot(
    `- status: /added to your cart/`,
  );

  for (let i = 0; i < 80 && !/^Cart/.test(await focusedLabel()); i++) await page.keyboard.press('Shift+Tab');
  expect(await focusedLabel()).toMatch(/^Cart/);
  expect(await focusVisible()).toBe(true);
  await page.keyboard.press('Enter');
  const drawer = page.locator('shop-cart dialog[part="drawer"]');
  await expect(drawer).toBeVisible();
  await expect(page.locator('shop-cart')).toMatchAriaSnapshot(`- dialog /[Cc]art/`);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  expect(await focusedLabel()).toMatch(/^Cart/);
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  for (let i = 0; i < 20 && !/Checkout/.test(await focusedLabel()); i++) await page.keyboard.press('Tab');
  expect(await focusedLabel()).toMatch(/Checkout/);
  expect(await focusVisible()).toBe(true);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/session\//);
});
