// The consent screens this work adds, on phones (390 and 360 px) and a desktop: the banner's settings view with the
// consent id, the GPC notice, and the control panel's tracking settings and consent log. Nothing wider than the
// screen, every button reachable, axe clean; screenshots kept in test-results for a look.
import type { Page } from '@playwright/test';
import { startFakeTagServer, type FakeTagServer } from '../../demo/tags/fake-tag-server.ts';
import { expect, test } from './fixtures.ts';
import { audit } from './axe-audit.ts';
import { consentBanner, decideConsent } from './shop-page.ts';
import { startTagPage, type TagPage } from './tag-page.ts';

const WIDTHS = [390, 360, 1280];

async function expectNoHorizontalOverflow(page: Page, state: string): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll, `${state}: page wider than the screen`).toBeLessThanOrEqual(width);
}

let tags: FakeTagServer;
let shop: TagPage | null = null;
test.beforeEach(async () => {
  tags = await startFakeTagServer();
});
test.afterEach(async ({ platform }) => {
  await fetch(`${platform.urls.admin}/admin/shops/demo/tracking`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${platform.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ consentLog: false }),
  });
  await shop?.close();
  await tags.close();
});

for (const width of WIDTHS) {
  test(`the banner's settings view with the consent id, and the GPC notice, fit ${width} px`, async ({
    page,
    platform,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 760 });
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    shop = await startTagPage(platform, tags);
    await page.goto(shop.url);
    await expect(consentBanner(page).locator('[part="gpc"]')).toBeVisible();
    await expectNoHorizontalOverflow(page, 'banner with the GPC notice');
    await audit(page, 'banner with the GPC notice');
    await page.screenshot({ path: testInfo.outputPath(`banner-gpc-${width}.png`) });
    await decideConsent(page, 'analytics');
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const record = consentBanner(page).locator('[part="record"]');
    await expect(record).toBeVisible();
    const save = consentBanner(page).getByRole('button', { name: 'Save choices' });
    await save.scrollIntoViewIfNeeded();
    await expect(save).toBeInViewport();
    const box = (await record.locator('code').boundingBox())!;
    expect(box.x + box.width, 'the consent id wraps inside the banner').toBeLessThanOrEqual(width);
    await expectNoHorizontalOverflow(page, 'settings view');
    await audit(page, 'settings view with the consent id');
    await page.screenshot({ path: testInfo.outputPath(`banner-settings-${width}.png`) });
  });

  test(`the control panel's tracking settings and consent log fit ${width} px`, async ({
    page,
    platform,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 800 });
    const put = await fetch(`${platform.urls.admin}/admin/shops/demo/tracking`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${platform.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ consentLog: true }),
    });
    expect(put.status).toBe(200);
    platform.allowStorefrontOrigin('demo', 'https://a-long-shop-name.example');
    const recorded = await fetch(`${platform.urls.api}/v2/consent`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${platform.keys.demo}`,
        'content-type': 'application/json',
        origin: 'https://a-long-shop-name.example',
      },
      body: JSON.stringify({
        consentId: `1e2d3c4b-5a69-4788-9abc-${String(width).padStart(12, '0')}`,
        revision: 1,
        categories: { analytics: true, marketing: false },
        decidedAt: '2026-01-15T12:00:00.000Z',
      }),
    });
    expect(recorded.status).toBe(201);
    await page.goto(`${platform.panel.url}/login`);
    await page.getByLabel(/Admin password/).fill(platform.panel.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.goto(`${platform.panel.url}/settings/tracking`);
    await expect(page.getByLabel('GA4 measurement ID')).toBeVisible();
    await expectNoHorizontalOverflow(page, 'tracking settings');
    await audit(page, 'tracking settings');
    await page.screenshot({ path: testInfo.outputPath(`panel-tracking-${width}.png`), fullPage: true });
    await page.goto(`${platform.panel.url}/consent-log`);
    await expect(page.locator('#consent-log')).toBeVisible();
    await expectNoHorizontalOverflow(page, 'consent log');
    await audit(page, 'consent log');
    await page.screenshot({ path: testInfo.outputPath(`panel-consent-log-${width}.png`), fullPage: true });
  });
}
