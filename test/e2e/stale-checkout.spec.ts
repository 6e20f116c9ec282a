// A shopper who adds to the cart in another tab while the hosted checkout is open loses nothing: Pay is refused with
// the new total on screen, and the next Pay orders everything.
import { findOrderByNumber } from '../../demo/platform/repo/orders.ts';
import { expect, test } from './fixtures.ts';
import { SINGLE_VARIANT_PRODUCT, addToCart, addToCartButton, cartCount, decideConsent } from './shop-page.ts';

for (const width of [1280, 390]) {
  test(`Pay after the cart grew in another tab shows the new total, then orders everything (${width} px)`, async ({
    page,
    context,
    site,
    platform,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site.url}/`);
    await decideConsent(page, 'necessary');
    const drawer = await addToCart(page, addToCartButton(page, SINGLE_VARIANT_PRODUCT), true);
    await expect(cartCount(page)).toHaveText('1');
    await drawer.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(`${platform.urls.checkout}/session/**`);
    const firstGoods = Number(await page.locator('#checkout-subtotal').getAttribute('data-amount'));

    const shopTab = await context.newPage();
    await shopTab.goto(`${site.url}/`);
    await addToCartButton(shopTab, SINGLE_VARIANT_PRODUCT).click();
    await expect(cartCount(shopTab)).toHaveText('2');
    await shopTab.close();

    await page.locator('#checkout-pay').click();
    const notice = page.getByRole('status');
    await expect(notice).toContainText('Your cart changed after this checkout started');
    await expect(page.locator('#checkout-subtotal')).toHaveAttribute('data-amount', String(firstGoods * 2));
    const shipping = Number(await page.locator('#checkout-shipping').getAttribute('data-amount'));
    await expect(page.locator('#checkout-total')).toHaveAttribute('data-amount', String(firstGoods * 2 + shipping));
    await expect(page.locator('.line .qty')).toHaveText('2');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`stale-checkout-${width}.png`), fullPage: true });

    await page.locator('#checkout-pay').click();
    await page.waitForURL(`${site.url}/success/**`);
    const number = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    const order = await platform.db.transaction((tx) => findOrderByNumber(tx, number));
    expect(order?.total).toBe(firstGoods * 2 + shipping);
    expect(order?.lines.map((line) => line.quantity)).toEqual([2]);
  });
}
