// Consent-gated tags against the stand-in tag server: what the dataLayer holds first, what reaches the tag origins
// and when, and what each commerce event carries. No request ever leaves loopback.
import { startFakeTagServer, type FakeTagServer } from '../../demo/tags/fake-tag-server.ts';
import { expect, test } from './fixtures.ts';
import { addToCart, cartCount, consentBanner, decideConsent } from './shop-page.ts';
import {
  TAG_IDS,
  dataLayerOf,
  eventHits,
  recordTagInsertions,
  startTagPage,
  tagInsertions,
  type TagPage,
  type TagPageOptions,
} from './tag-page.ts';

const DEFAULT = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'granted',
  personalization_storage: 'denied',
  security_storage: 'granted',
  wait_for_update: 500,
};
const GRANTED = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
  functionality_storage: 'granted',
  personalization_storage: 'granted',
  security_storage: 'granted',
};
const SCRIPTS = (tags: FakeTagServer) => [
  `${tags.googleOrigin}/gtag/js?id=${TAG_IDS.ga4}`,
  `${tags.googleOrigin}/gtm.js?id=${TAG_IDS.gtm}`,
  `${tags.metaOrigin}/en_US/fbevents.js`,
];

let tags: FakeTagServer;
let shop: TagPage | null = null;

test.beforeEach(async () => {
  tags = await startFakeTagServer();
});
test.afterEach(async () => {
  await shop?.close();
  shop = null;
  await tags.close();
});

async function open(
  page: import('@playwright/test').Page,
  platform: Parameters<typeof startTagPage>[0],
  options?: TagPageOptions,
) {
  shop = await startTagPage(platform, tags, options);
  await recordTagInsertions(page);
  await page.goto(shop.url);
  await expect(consentBanner(page)).toBeVisible();
  return shop;
}

const hitsNamed = (name: string) => eventHits(tags).filter(([, event]) => event === name);

test('basic mode: nothing reaches the tag origins before consent, and dataLayer is not touched', async ({
  page,
  platform,
}) => {
  await open(page, platform);
  await addToCart(page, page.getByRole('button', { name: 'Add to cart' }));
  await expect(cartCount(page)).toHaveText('1');
  // The held add_to_cart waits in Shopkit, not in dataLayer; the consent default comes first once a tag may load.
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  expect(await tagInsertions(page)).toEqual([]);
  expect(tags.requests).toEqual([]);
});

test('accept all: the tags load after the default and the update, and the held add_to_cart reaches each tag', async ({
  page,
  platform,
}) => {
  const { product } = await open(page, platform);
  await addToCart(page, page.getByRole('button', { name: 'Add to cart' }));
  await expect(cartCount(page)).toHaveText('1');
  await decideConsent(page, 'all');

  await expect.poll(() => hitsNamed('add_to_cart').length + hitsNamed('AddToCart').length).toBe(3);
  const insertions = await tagInsertions(page);
  expect(insertions.map((insertion) => insertion.src).sort()).toEqual(SCRIPTS(tags).sort());
  for (const insertion of insertions) {
    expect(insertion.dataLayer[0]).toEqual(['consent', 'default', DEFAULT]);
    expect(insertion.dataLayer).toContainEqual(['consent', 'update', GRANTED]);
  }
  const item = { item_id: product.id, item_name: product.name, price: product.price, quantity: 1 };
  const params = { currency: product.currency, value: product.price, items: [item] };
  const ga4 = tags.hits().find((hit) => hit.path === '/g/collect' && hit.query.en === 'add_to_cart')!;
  expect(JSON.parse(ga4.query.ep!)).toEqual(params);
  expect(ga4.query.gcs).toBe('G111');
  const gtm = tags.hits().find((hit) => hit.path === '/gtm/event' && hit.query.en === 'add_to_cart')!;
  expect(JSON.parse(gtm.query.ecommerce!)).toEqual(params);
  const meta = tags.hits().find((hit) => hit.query.ev === 'AddToCart')!;
  expect(JSON.parse(meta.query.cd!)).toEqual({
    content_ids: [product.id],
    content_type: 'product',
    contents: [{ id: product.id, quantity: 1, item_price: product.price }],
    currency: product.currency,
    value: product.price,
    content_name: product.name,
  });
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(cookies).toEqual(expect.arrayContaining(['_ga', `_ga_${TAG_IDS.ga4.slice(2)}`, '_fbp']));
});

test('a later page load replays the stored decision before any tag is requested', async ({ page, platform }) => {
  await open(page, platform);
  await decideConsent(page, 'analytics');
  await expect.poll(() => hitsNamed('page_view').length).toBe(1);
  tags.requests.length = 0;
  await page.reload();
  await expect.poll(() => hitsNamed('page_view').length).toBe(1);
  const insertions = await tagInsertions(page);
  expect(insertions.map((insertion) => insertion.src).sort()).toEqual(SCRIPTS(tags).slice(0, 2).sort());
  const analyticsOnly = {
    ...GRANTED,
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    personalization_storage: 'denied',
  };
  for (const insertion of insertions) {
    expect(insertion.dataLayer[0]).toEqual(['consent', 'default', DEFAULT]);
    expect(insertion.dataLayer).toContainEqual(['consent', 'update', analyticsOnly]);
  }
  expect(
    tags.requests.some((request) => request.origin === 'meta'),
    'no marketing consent: no pixel',
  ).toBe(false);
});

test('only necessary: no tag ever loads and the held events are dropped', async ({ page, platform }) => {
  await open(page, platform);
  await addToCart(page, page.getByRole('button', { name: 'Add to cart' }));
  await expect(cartCount(page)).toHaveText('1');
  await decideConsent(page, 'necessary');
  await addToCart(page, page.getByRole('button', { name: 'Add to cart' }));
  await expect(cartCount(page)).toHaveText('2');
  await page.reload();
  await expect(cartCount(page)).toHaveText('2');
  expect(await tagInsertions(page)).toEqual([]);
  expect(tags.requests).toEqual([]);
  expect(JSON.stringify(await dataLayerOf(page))).not.toContain('add_to_cart');
});

test("advanced mode: Google's tags load at once and send cookieless pings; Meta waits for marketing", async ({
  page,
  platform,
}) => {
  await open(page, platform, { attributes: { 'data-consent-mode': 'advanced' } });
  await expect.poll(() => hitsNamed('page_view').length).toBe(1);
  expect(hitsNamed('page_view')).toHaveLength(1);
  expect(tags.requests.some((request) => request.origin === 'meta')).toBe(false);
  await addToCart(page, page.getByRole('button', { name: 'Add to cart' }));
  await expect.poll(() => hitsNamed('add_to_cart').length).toBe(2);
  const ping = tags.hits().find((hit) => hit.path === '/g/collect' && hit.query.en === 'add_to_cart')!;
  expect(ping.query).toMatchObject({ gcs: 'G100', cid: '' });
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('_ga');

  await decideConsent(page, 'all');
  await expect.poll(() => hitsNamed('AddToCart').length).toBe(1);
  expect(hitsNamed('add_to_cart'), 'Google already had it: not sent twice').toHaveLength(2);
});

test('a purchase reaches each tag once with its transaction id, value, tax and currency; a reload sends none', async ({
  page,
  platform,
}) => {
  const { product } = await open(page, platform);
  await decideConsent(page, 'all');
  await expect.poll(() => hitsNamed('page_view').length).toBe(1);
  const purchase = {
    name: 'purchase',
    params: {
      currency: product.currency,
      value: product.price * 2,
      tax: Number((product.price * 0.4).toFixed(2)),
      transaction_id: '10042',
      items: [{ item_id: product.id, item_name: product.name, price: product.price, quantity: 2 }],
    },
  };
  // Sent the way <shop-order-confirmation> sends it: one bubbling, composed shop-analytics event per order.
  await page.evaluate((detail) => {
    document.body.dispatchEvent(new CustomEvent('shop-analytics', { detail, bubbles: true, composed: true }));
  }, purchase);
  await expect.poll(() => hitsNamed('purchase').length + hitsNamed('Purchase').length).toBe(3);
  const ga4 = tags.hits().find((hit) => hit.path === '/g/collect' && hit.query.en === 'purchase')!;
  expect(JSON.parse(ga4.query.ep!)).toEqual(purchase.params);
  const meta = tags.hits().find((hit) => hit.query.ev === 'Purchase')!;
  expect(meta.query.eid).toBe('10042');
  expect(JSON.parse(meta.query.cd!)).toMatchObject({
    value: product.price * 2,
    currency: product.currency,
    num_items: 2,
  });

  await page.reload();
  await expect.poll(() => hitsNamed('page_view').length).toBe(2);
  await expect.poll(() => hitsNamed('PageView').length).toBe(2);
  expect(hitsNamed('purchase')).toHaveLength(2);
  expect(hitsNamed('Purchase')).toHaveLength(1);
});

test('Global Privacy Control: marketing starts denied, the banner says so, and the pixel never loads', async ({
  page,
  platform,
}) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );
  await open(page, platform);
  const banner = consentBanner(page);
  await expect(banner.locator('[part="gpc"]')).toContainText('Global Privacy Control');
  await expect(banner.getByRole('button', { name: 'Accept all' })).toHaveCount(0);
  await banner.getByRole('button', { name: 'Accept analytics' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => hitsNamed('page_view').length).toBe(1);
  await addToCart(page, page.getByRole('button', { name: 'Add to cart' }));
  await expect.poll(() => hitsNamed('add_to_cart').length).toBe(2);
  expect(tags.requests.some((request) => request.origin === 'meta')).toBe(false);
  const consent = (await page.context().cookies()).find((cookie) => cookie.name === 'shop_consent')!;
  expect(consent.value).toMatch(/^v2\.1\.analytics\.\d+\.[0-9a-f-]{36}$/);
  const layer = await dataLayerOf(page);
  expect(layer).toContainEqual([
    'consent',
    'update',
    {
      ...GRANTED,
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      personalization_storage: 'denied',
    },
  ]);
});
