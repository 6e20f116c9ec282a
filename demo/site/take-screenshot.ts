// Takes docs/screenshot.png: the demo home page with two products in the cart and the cart drawer open.
// Run: node esbuild.mjs && node --import tsx demo/site/take-screenshot.ts  (Chromium from CHROMIUM_PATH or /usr/bin)
import { chromium } from '@playwright/test';
import path from 'node:path';
import { startPlatform } from '../platform/start-platform.ts';
import { startSite } from './site-server.ts';
import { REPO_ROOT } from './static-files.ts';

const PRODUCTS = ['Breakfast Bowl', 'Pour-Over Set'];

const platform = await startPlatform({});
const site = await startSite({ port: 0, platform });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage({
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    colorScheme: 'light',
  });
  await page.goto(`${site.url}/`);
  await page.locator('shop-consent-banner').getByRole('button', { name: 'Only necessary' }).click();
  for (const [index, name] of PRODUCTS.entries()) {
    const card = page.locator('.card').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await page
      .locator('shop-cart [part="count"]')
      .filter({ hasText: String(index + 1) })
      .waitFor();
  }
  await page.locator('shop-cart').getByRole('button', { name: /^Cart/ }).click();
  await page
    .locator('shop-cart dialog[part="drawer"] [part="line"]')
    .nth(PRODUCTS.length - 1)
    .waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  const file = path.join(REPO_ROOT, 'docs/screenshot.png');
  await page.screenshot({ path: file });
  console.log(`wrote ${path.relative(REPO_ROOT, file)}`);
} finally {
  await browser.close();
  await site.close();
  await platform.close();
}
