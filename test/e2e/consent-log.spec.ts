// Proof of consent end to end: the shop's tracking settings from the control panel drive a page without any tag
// attributes, and the shopper's decision lands in the consent log with the id the settings dialog shows.
import { startFakeTagServer, type FakeTagServer } from '../../demo/tags/fake-tag-server.ts';
import type { RunningPlatform } from '../../demo/platform/start-platform.ts';
import { expect, test } from './fixtures.ts';
import { consentBanner, decideConsent } from './shop-page.ts';
import { eventHits, startTagPage, type TagPage } from './tag-page.ts';

const NONE = { ga4MeasurementId: null, gtmContainerId: null, metaPixelId: null, consentLog: false };

async function putTracking(platform: RunningPlatform, tracking: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${platform.urls.admin}/admin/shops/demo/tracking`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${platform.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(tracking),
  });
  expect(response.status).toBe(200);
}

let tags: FakeTagServer;
let shop: TagPage | null = null;

test.beforeEach(async () => {
  tags = await startFakeTagServer();
});
test.afterEach(async ({ platform }) => {
  await putTracking(platform, NONE);
  await shop?.close();
  await tags.close();
});

test("the shop's settings choose the tags, and the decision is in the consent log with the id the shopper sees", async ({
  page,
  platform,
}) => {
  await putTracking(platform, { ga4MeasurementId: 'G-SHOP5678', consentLog: true });
  // Only the stand-in origins on the page: which tags it has comes from GET /v2/shop.
  shop = await startTagPage(platform, tags, {
    attributes: { 'data-ga4-measurement-id': '', 'data-gtm-container-id': '', 'data-meta-pixel-id': '' },
  });
  await page.goto(shop.url);
  await expect(consentBanner(page)).toBeVisible();
  expect(tags.requests).toEqual([]);
  await decideConsent(page, 'analytics');
  await expect.poll(() => eventHits(tags)).toEqual([['ga4', 'page_view']]);
  expect(tags.requests[0]!.query.id).toBe('G-SHOP5678');

  await page.getByRole('button', { name: 'Cookie settings' }).click();
  const consentId = (await consentBanner(page).locator('[part="record"] code').textContent())!;
  expect(consentId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

  const log = async () => {
    const response = await fetch(`${platform.urls.admin}/admin/shops/demo/consent-log`, {
      headers: { authorization: `Bearer ${platform.adminToken}` },
    });
    return ((await response.json()) as { data: Array<Record<string, unknown>> }).data;
  };
  await expect.poll(async () => (await log()).map((entry) => entry.consentId)).toContain(consentId);
  const entry = (await log()).find((candidate) => candidate.consentId === consentId)!;
  expect(entry).toMatchObject({
    revision: 1,
    analytics: true,
    marketing: false,
    pageOrigin: new URL(shop.url).origin,
    clientNetwork: '127.0.0.0/24',
  });

  await page.goto(`${platform.panel.url}/login`);
  await page.getByLabel(/Admin password/).fill(platform.panel.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.goto(`${platform.panel.url}/consent-log`);
  await expect(page.locator('#consent-log')).toContainText(consentId);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the whole log as CSV' }).click();
  const file = await (await download).createReadStream();
  let csv = '';
  for await (const chunk of file) csv += chunk;
  expect(csv).toContain(`${consentId},`);
  expect(csv.split('\r\n')[0]).toBe(
    'consent_id,recorded_at,decided_at,revision,analytics,marketing,page_origin,client_network',
  );
});
