// The demo shop's own pages with tags (what `npm start` runs): the catalogue elements' events reach the tags once the
// shopper consents, under the demo's strict CSP with the stand-in origins added. The stand-ins never leave loopback.
import { startFakeTagServer, type FakeTagServer } from '../../demo/tags/fake-tag-server.ts';
import { startSite, type RunningSite } from '../../demo/site/site-server.ts';
import type { RunningPlatform } from '../../demo/platform/start-platform.ts';
import { expect, test } from './fixtures.ts';
import { SINGLE_VARIANT_PRODUCT, addToCart, addToCartButton, decideConsent, openCart } from './shop-page.ts';
import { eventHits } from './tag-page.ts';
import { watchViolations } from './security-page.ts';

async function putTracking(platform: RunningPlatform, tracking: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${platform.urls.admin}/admin/shops/demo/tracking`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${platform.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(tracking),
  });
  expect(response.status).toBe(200);
}

let tags: FakeTagServer;
let site: RunningSite;

test.beforeEach(async ({ platform }) => {
  tags = await startFakeTagServer();
  site = await startSite({ port: 0, platform, tagOrigins: { google: tags.googleOrigin, meta: tags.metaOrigin } });
  platform.allowStorefrontOrigin('demo', site.url);
  await putTracking(platform, { ga4MeasurementId: 'G-DEMO1234', metaPixelId: '100000000000001' });
});
test.afterEach(async ({ platform }) => {
  await putTracking(platform, { ga4MeasurementId: null, metaPixelId: null });
  await site.close();
  await tags.close();
});

test('the demo pages send the catalogue events to GA4 and Meta after consent, with no CSP violation', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.goto(`${site.url}/`);
  await expect(page.locator('shop-product-list .card').first()).toBeVisible();
  expect(tags.requests, 'nothing before consent').toEqual([]);
  await decideConsent(page, 'all');
  await expect.poll(() => eventHits(tags).map(([tag, name]) => `${tag}:${name}`)).toContain('ga4:view_item_list');
  const list = tags.hits().find((hit) => hit.path === '/g/collect' && hit.query.en === 'view_item_list')!;
  const params = JSON.parse(list.query.ep!) as { item_list_name?: string; items: Array<{ item_id: string }> };
  expect(params.items.length).toBeGreaterThan(0);

  await page.locator('shop-product-list .card a').first().click();
  await page.waitForURL(/\/products\//);
  await expect
    .poll(() => eventHits(tags).map(([tag, name]) => `${tag}:${name}`))
    .toEqual(expect.arrayContaining(['ga4:view_item', 'meta:ViewContent']));
  expect(violations.events).toEqual([]);
});

test('a paid order reaches GA4 and the pixel once from the thank-you page, and a reload sends no second purchase', async ({
  page,
}) => {
  const purchases = () => eventHits(tags).filter(([, name]) => name === 'purchase' || name === 'Purchase');
  await page.goto(`${site.url}/`);
  await decideConsent(page, 'all');
  await addToCart(page, addToCartButton(page, SINGLE_VARIANT_PRODUCT));
  const drawer = await openCart(page);
  await drawer.getByRole('button', { name: 'Checkout' }).click();
  await page.locator('#checkout-pay').click();
  await page.waitForURL(`${site.url}/success/**`);
  const orderNumber = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  await expect(page.locator('shop-order-confirmation')).toHaveAttribute('state', 'confirmed');
  await expect
    .poll(() =>
      purchases()
        .map(([tag]) => tag)
        .sort(),
    )
    .toEqual(['ga4', 'meta']);
  const ga4 = tags.hits().find((hit) => hit.path === '/g/collect' && hit.query.en === 'purchase')!;
  const params = JSON.parse(ga4.query.ep!) as { transaction_id: string; items: Array<{ item_name: string }> };
  expect(params.transaction_id).toBe(orderNumber);
  expect(params.items.map((item) => item.item_name)).toEqual([SINGLE_VARIANT_PRODUCT]);
  expect(tags.hits().find((hit) => hit.query.ev === 'Purchase')!.query.eid, 'deduplicated by order').toBe(orderNumber);

  await page.reload();
  await expect(page.locator('shop-order-confirmation')).toHaveAttribute('state', 'confirmed');
  // A marker sent after the confirmation: the tags forward events in order, so once it arrives a second purchase would have.
  await page.evaluate(() =>
    document.body.dispatchEvent(
      new CustomEvent('shop-analytics', {
        detail: { name: 'after_reload', params: {} },
        bubbles: true,
        composed: true,
      }),
    ),
  );
  await expect.poll(() => eventHits(tags).some(([tag, name]) => tag === 'ga4' && name === 'after_reload')).toBe(true);
  expect(purchases()).toHaveLength(2);
});
