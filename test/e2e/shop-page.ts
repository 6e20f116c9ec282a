// What a shopper uses on the demo shop's pages, located the way a shopper finds them (roles and visible text).
import { expect, type Locator, type Page } from '@playwright/test';

export const SINGLE_VARIANT_PRODUCT = 'Breakfast Bowl';
export const SECOND_PRODUCT = 'Linen Tea Towel';

export function productCard(page: Page, name: string): Locator {
  return page.locator('.card').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

export function addToCartButton(page: Page, name: string): Locator {
  return productCard(page, name).getByRole('button', { name: 'Add to cart' });
}

export function cartCount(page: Page): Locator {
  return page.locator('shop-cart [part="count"]');
}

export function cartDrawer(page: Page): Locator {
  return page.locator('shop-cart dialog[part="drawer"]');
}

export function cartLines(page: Page): Locator {
  return cartDrawer(page).locator('[part="line"]');
}

export function currencySelect(page: Page): Locator {
  return page.getByRole('combobox', { name: 'Currency' });
}

export function consentBanner(page: Page): Locator {
  return page.locator('shop-consent-banner [part="banner"]');
}

export async function openCart(page: Page): Promise<Locator> {
  const drawer = cartDrawer(page);
  if (!(await drawer.isVisible())) await page.locator('shop-cart').getByRole('button', { name: /^Cart/ }).click();
  await drawer.waitFor({ state: 'visible' });
  return drawer;
}

/** Presses an add button and waits for the cart drawer the add opens; `keepOpen` leaves it open, else it is closed. */
export async function addToCart(page: Page, button: Locator, keepOpen = false): Promise<Locator> {
  await button.click();
  const drawer = cartDrawer(page);
  await drawer.waitFor({ state: 'visible' });
  if (!keepOpen) {
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
  }
  return drawer;
}

/** Decides on cookies so the banner does not cover the page; `analytics` picks that category in the settings view. */
export async function decideConsent(page: Page, choice: 'necessary' | 'all' | 'analytics'): Promise<void> {
  const banner = consentBanner(page);
  if (choice === 'necessary') await banner.getByRole('button', { name: 'Only necessary' }).click();
  if (choice === 'all') await banner.getByRole('button', { name: 'Accept all' }).click();
  if (choice === 'analytics') {
    await banner.getByRole('button', { name: 'Settings' }).click();
    await banner.getByRole('checkbox', { name: /Analytics/ }).check();
    await banner.getByRole('button', { name: 'Save choices' }).click();
  }
  await banner.waitFor({ state: 'hidden' });
}

/**
 * Waits until every read of a demo page's load shows on screen: the cart count (`count`), the prices, and the
 * currency select (enabled once the shop is read). By then each of the load's requests is in the platform's log.
 */
export async function pageReadsShown(page: Page, count: string): Promise<void> {
  await expect(cartCount(page)).toHaveText(count);
  await expect(page.locator('shop-price[loading]')).toHaveCount(0);
  await expect(currencySelect(page)).toBeEnabled();
}

/**
 * Waits until the page's catalogue elements have taken over the markup `shopkit prerender` wrote (they drop their
 * `data-shop-prerendered` mark once their first read is shown): rows on screen alone say nothing about the reads.
 */
export async function catalogueTakenOver(page: Page): Promise<void> {
  await expect(
    page.locator('shop-product-list[data-shop-prerendered], shop-product[data-shop-prerendered]'),
  ).toHaveCount(0);
}
