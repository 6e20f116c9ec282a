// The cart drawer on a phone: full width, every line's name, variant, stepper, remove and line total inside it, the
// subtotal and the checkout button on screen however many lines there are.
import { expect, test } from './fixtures.ts';
import { PHONES, expectFitsPhone, scrollToMiddle, usePhone } from './phone.ts';
import { addToCart, cartCount, cartLines, decideConsent, openCart } from './shop-page.ts';

for (const phone of PHONES) {
  test(`the open cart drawer fits a ${phone.name} with every line whole and checkout in reach`, async ({
    page,
    site,
  }, testInfo) => {
    await usePhone(page, phone);
    await page.goto(`${site.url}/products/stoneware-mug`);
    await decideConsent(page, 'necessary');
    await page.getByRole('group', { name: 'Colour' }).getByRole('radio', { name: 'Clay' }).check();
    await addToCart(page, page.locator('shop-add-to-cart').getByRole('button', { name: 'Add to cart' }));
    await expect(cartCount(page)).toHaveText('1');
    await page.goto(`${site.url}/`);
    // Four more products straight from the grid, whichever cards sell a single variant.
    const buttons = page.locator('.card').getByRole('button', { name: 'Add to cart' });
    for (let index = 0; index < 4; index++) {
      await addToCart(page, buttons.nth(index), index === 3);
      await expect(cartCount(page)).toHaveText(String(index + 2));
    }
    const drawer = await openCart(page);
    await expect(cartLines(page)).toHaveCount(5);
    // The drawer slides in from the inline end; once at rest it covers the whole width.
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    const box = (await drawer.boundingBox())!;
    expect(box.width).toBe(phone.width);
    const shot = testInfo.outputPath(`cart-${phone.width}.png`);
    await page.screenshot({ path: shot });
    await testInfo.attach('open cart', { path: shot, contentType: 'image/png' });
    await expectFitsPhone(page, {
      within: drawer,
      actions: [drawer.locator('[part="subtotal"]'), drawer.getByRole('button', { name: 'Checkout' })],
    });
    const always = [drawer.locator('[part="subtotal"]'), drawer.getByRole('button', { name: 'Checkout' })];
    for (let index = 0; index < 5; index++) {
      const line = cartLines(page).nth(index);
      await scrollToMiddle(line);
      await expectFitsPhone(page, {
        within: drawer,
        actions: [
          line.locator('.name'),
          line.locator('.total'),
          line.getByRole('button', { name: /^One less: / }),
          line.getByRole('spinbutton', { name: /^Quantity: / }),
          line.getByRole('button', { name: /^One more: / }),
          line.getByRole('button', { name: /^Remove: / }),
          ...always,
        ],
      });
    }
    const mug = cartLines(page).filter({ hasText: 'Stoneware Mug' });
    await scrollToMiddle(mug);
    await expect(mug.locator('.variant')).toHaveText('Clay');
    await expect(mug.locator('.variant')).toBeInViewport({ ratio: 1 });
  });
}
