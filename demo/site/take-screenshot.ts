// Takes the screenshots the README and docs/demo.md show: docs/screenshot.png (desktop: the home page with two products in the open
// cart drawer) and, at 390 x 844, docs/phone-home.png, docs/phone-cart.png, docs/phone-product.png and
// docs/phone-checkout.png. Each shot waits for what it shows (prices loaded, images decoded, animations finished).
// Run after a build: node esbuild.mjs && node --import tsx demo/site/take-screenshot.ts [--only home,cart]
// (Chromium from CHROMIUM_PATH or /usr/bin/chromium).
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import path from 'node:path';
import { startPlatform, type RunningPlatform } from '../platform/start-platform.ts';
import { startSite } from './site-server.ts';
import { REPO_ROOT } from './static-files.ts';

const SHOTS = ['desktop', 'home', 'cart', 'product', 'checkout'] as const;
type Shot = (typeof SHOTS)[number];
const PHONE = { width: 390, height: 844 };

function chosenShots(argv: string[]): Shot[] {
  const index = argv.indexOf('--only');
  if (index < 0) return [...SHOTS];
  const names = (argv[index + 1] ?? '').split(',').filter(Boolean);
  const unknown = names.filter((name) => !SHOTS.includes(name as Shot));
  if (names.length === 0 || unknown.length > 0)
    throw new Error(`--only takes a list of ${SHOTS.join(', ')} (got ${JSON.stringify(argv[index + 1] ?? '')})`);
  return names as Shot[];
}

/** Waits until products and prices are shown, every image on screen has loaded and every finite animation has finished. */
async function settle(page: Page): Promise<void> {
  // Every Shopkit element of the page defined (their chunks loaded), then filled: no product, list or price loading.
  await page.evaluate(() => (window as { Shopkit?: { ready: Promise<unknown> } }).Shopkit?.ready);
  await page
    .locator('shop-product[state="loading"], shop-product-list[state="loading"], shop-price[loading]')
    .first()
    .waitFor({ state: 'detached' });
  // No named inner functions: tsx would wrap them in a helper that does not exist in the page.
  await page.evaluate(async () => {
    const images: HTMLImageElement[] = [];
    const roots: Array<Document | ShadowRoot> = [document];
    for (let root = roots.pop(); root; root = roots.pop()) {
      for (const element of root.querySelectorAll('*')) {
        if (element instanceof HTMLImageElement) images.push(element);
        if (element.shadowRoot) roots.push(element.shadowRoot);
      }
    }
    // Images on screen only (lazy ones below the fold never load). Not image.decode(): it closed the page here.
    const onScreen = images.filter((image) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.width > 0;
    });
    await Promise.all(
      onScreen.map((image) =>
        image.complete
          ? null
          : new Promise((done) => {
              image.addEventListener('load', done, { once: true });
              image.addEventListener('error', done, { once: true });
            }),
      ),
    );
    const running = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
  });
}

async function decideConsent(page: Page): Promise<void> {
  await page.locator('shop-consent-banner').getByRole('button', { name: 'Only necessary' }).click();
  await page.locator('shop-consent-banner [part="banner"]').waitFor({ state: 'hidden' });
}

/** The add button of a product: its card's on the home page, else the page's button of that name. */
function addButton(page: Page, name: string): Locator {
  const card = page.locator('.card').filter({ has: page.getByRole('heading', { name, exact: true }) });
  return card.getByRole('button', { name: 'Add to cart' }).or(page.getByRole('button', { name, exact: true }));
}

/** Presses add buttons; each add opens the drawer, which is closed again except after the last with `keepOpen`. */
async function add(page: Page, names: string[], keepOpen: boolean): Promise<void> {
  const drawer = page.locator('shop-cart dialog[part="drawer"]');
  for (const [index, name] of names.entries()) {
    await addButton(page, name).click();
    await drawer.waitFor({ state: 'visible' });
    if (keepOpen && index === names.length - 1) return;
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
  }
}

async function shoot(page: Page, name: string): Promise<void> {
  await settle(page);
  const file = path.join(REPO_ROOT, 'docs', name);
  await page.screenshot({ path: file });
  console.log(`wrote ${path.relative(REPO_ROOT, file)}`);
}

async function newPage(browser: Browser, phone: boolean): Promise<Page> {
  const context = await browser.newContext({
    viewport: phone ? PHONE : { width: 1280, height: 800 },
    deviceScaleFactor: phone ? 2 : 1,
    isMobile: phone,
    hasTouch: phone,
    colorScheme: 'light',
  });
  return context.newPage();
}

async function take(shot: Shot, browser: Browser, siteUrl: string, platform: RunningPlatform): Promise<void> {
  const page = await newPage(browser, shot !== 'desktop');
  try {
    await page.goto(`${siteUrl}/${shot === 'product' ? 'products/stoneware-mug' : ''}`);
    await decideConsent(page);
    if (shot === 'desktop') {
      await add(page, ['Breakfast Bowl', 'Pour-Over Set'], true);
      return await shoot(page, 'screenshot.png');
    }
    if (shot === 'home' || shot === 'product') return await shoot(page, `phone-${shot}.png`);
    await page.goto(`${siteUrl}/products/stoneware-mug`);
    await page.getByRole('group', { name: 'Colour' }).getByRole('radio', { name: 'Clay' }).check();
    await add(page, ['Add to cart'], false);
    await page.goto(`${siteUrl}/`);
    await add(page, ['Breakfast Bowl', 'Linen Tea Towel'], shot === 'cart');
    if (shot === 'cart') return await shoot(page, 'phone-cart.png');
    await page.locator('shop-cart').getByRole('button', { name: /^Cart/ }).click();
    await page.locator('shop-cart').getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(`${platform.urls.checkout}/session/**`);
    await shoot(page, 'phone-checkout.png');
  } finally {
    await page.context().close();
  }
}

const shots = chosenShots(process.argv.slice(2));
const platform = await startPlatform({});
const site = await startSite({ port: 0, platform });
platform.allowStorefrontOrigin('demo', site.url);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const shot of shots) await take(shot, browser, site.url, platform);
} finally {
  await browser.close();
  await site.close();
  await platform.close();
}
