// The demo shop with Shopkit served from a CDN: its pages on one origin, the script on another under a versioned path,
// the page's CSP naming the CDN's origin in script-src and requiring Trusted Types (lit's policy only). The loader
// fetches its chunks from beside itself, hints every one of them before it is needed, and nothing is blocked.
import { VERSION } from '../../src/index.ts';
import { startSite, type RunningSite } from '../../demo/site/site-server.ts';
import { startCdnServer, type CdnServer } from './cdn-server.ts';
import { expect, test } from './fixtures.ts';
import { watchViolations } from './security-page.ts';
import {
  SINGLE_VARIANT_PRODUCT,
  addToCartButton,
  cartCount,
  currencySelect,
  decideConsent,
  openCart,
  productCard,
} from './shop-page.ts';

let cdn: CdnServer;
let site: RunningSite;

test.beforeAll(async ({ platform }) => {
  cdn = await startCdnServer(VERSION);
  site = await startSite({
    port: 0,
    platform,
    scriptUrl: cdn.scriptUrl,
  });
});
test.afterAll(async () => {
  await site?.close();
  await cdn?.close();
});

test('the demo shop runs with Shopkit from a CDN origin under the strict CSP, every chunk hinted', async ({ page }) => {
  const violations = await watchViolations(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(`${site.url}/`);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain(`script-src 'self' ${cdn.origin}`);
  expect(csp).toContain("require-trusted-types-for 'script'");
  expect(csp).toContain('trusted-types lit-html');

  await decideConsent(page, 'all');
  await addToCartButton(page, SINGLE_VARIANT_PRODUCT).click();
  await expect(cartCount(page)).toHaveText('1');
  await currencySelect(page).selectOption('EUR');
  await expect(productCard(page, SINGLE_VARIANT_PRODUCT).locator('shop-price')).toContainText('€');
  const drawer = await openCart(page);
  await expect(drawer.getByRole('button', { name: 'Checkout' })).toBeVisible();

  const prefix = `/shopkit-storefront@${VERSION}/`;
  const chunks = cdn.requests.filter((path) => path.includes('/chunks/'));
  expect(chunks.length).toBeGreaterThan(3);
  expect(cdn.requests.every((path) => path.startsWith(prefix))).toBe(true);
  const hinted = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
  );
  const unhinted = chunks.filter((path) => !hinted.includes(`${cdn.origin}${path}`));
  expect(unhinted, 'chunks fetched without a modulepreload hint').toEqual([]);

  // A canary the policy must block, so the test proves that the watcher sees violations.
  await page.evaluate(() => {
    new Image().src = 'http://127.0.0.2:9/canary.png';
  });
  await expect.poll(() => violations.events.some((v) => v.blocked.includes('canary'))).toBe(true);
  expect(violations.events.filter((v) => !v.blocked.includes('canary'))).toEqual([]);
  expect(violations.console.filter((line) => !line.includes('canary'))).toEqual([]);
  expect(errors).toEqual([]);
});
