// Settings: API in a real browser: the merchant lists the shop's storefront origins, a bad line is named, the origins
// the platform was started with are shown, and the page fits a phone and passes axe.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';

test('lists storefront origins in Settings: API, on a phone too', async ({ page, platform, site }, testInfo) => {
  await page.goto(`${platform.panel.url}/login`);
  await page.getByLabel('Admin password').fill(platform.panel.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('link', { name: 'Settings: API' }).click();
  await expect(page.locator('#configured-origins')).toContainText(site.url);

  const origins = page.getByLabel('Allowed origins');
  await origins.fill('https://shop.example\nshop.example/path');
  await page.getByRole('button', { name: 'Save storefront origins' }).click();
  await expect(page.getByRole('alert')).toContainText('line 2');
  await origins.fill('https://shop.example\nhttps://www.shop.example');
  await page.getByRole('button', { name: 'Save storefront origins' }).click();
  await expect(page.getByText('Storefront origins saved.')).toBeVisible();
  await expect(origins).toHaveValue('https://shop.example\nhttps://www.shop.example');

  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.locator('#storefront-origins').scrollIntoViewIfNeeded();
    // The section and everything in it fit the screen (the panel's own navigation is the phone-layout issue's).
    const overflow = await page.evaluate(() => {
      const section = document.querySelector('[aria-labelledby="origins-title"]')!;
      const parts = [section, ...section.querySelectorAll('*')];
      return Math.max(...parts.map((part) => part.getBoundingClientRect().right)) - window.innerWidth;
    });
    expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`origins-${width}.png`), fullPage: true });
  }
  await origins.fill('');
  await page.getByRole('button', { name: 'Save storefront origins' }).click();
  await expect(page.getByText('Storefront origins saved.')).toBeVisible();
});
