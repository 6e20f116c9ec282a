import { expect } from '@open-wc/testing';
import { startAnalytics, type AnalyticsHandle } from '../../../components/internal/analytics/start-analytics.ts';
import { emitCommerceEvent } from '../../../components/internal/analytics/commerce-events.ts';
import type { ShopTracking } from '../../../src/index.ts';
import { makeShop } from '../../helpers/fixtures.ts';
import { clearConsentCookie, createTestShop, until } from '../test-shop.ts';
import { ADD_MUG, dataLayerEntries, resetTagPage } from './tag-page.ts';

const TRACKING: ShopTracking = {
  ga4MeasurementId: 'G-SHOP1234',
  gtmContainerId: null,
  metaPixelId: null,
  consentLog: true,
  googleTagOrigin: null,
  metaPixelOrigin: null,
};

function shopWithTracking(tracking = TRACKING) {
  const shop = createTestShop();
  shop.fake.route('GET /v2/shop', { body: makeShop({ tracking }) });
  shop.fake.route('POST /v2/consent', (request) => ({
    status: 201,
    body: { consentId: (request.body as { consentId: string }).consentId, recordedAt: '2026-01-15T12:00:01.000Z' },
  }));
  return shop;
}

describe('startAnalytics', () => {
  let handle: AnalyticsHandle | null = null;
  const loads: string[] = [];
  const start = (client: Parameters<typeof startAnalytics>[0], options = {}) =>
    (handle = startAnalytics(client, options, { loadScript: async (url) => void loads.push(url) }));

  beforeEach(() => {
    resetTagPage();
    clearConsentCookie();
    loads.length = 0;
  });
  afterEach(() => {
    handle?.stop();
    handle = null;
    resetTagPage();
    clearConsentCookie();
  });

  const sentEvents = () => dataLayerEntries().filter((entry) => Array.isArray(entry) && entry[0] === 'event');

  it("reads nothing before the shopper decides, keeps the events, and on a grant sends them to the shop's tags", async () => {
    const shop = shopWithTracking();
    start(shop.client);
    emitCommerceEvent(document.body, ADD_MUG);
    await handle!.ready;
    expect(shop.fake.requests).to.have.length(0);
    expect((globalThis as unknown as Record<string, unknown>).dataLayer).to.equal(undefined);
    await shop.client.consent.write({ analytics: true, marketing: false });
    await until(() => loads.length > 0, 'the GA4 tag');
    expect(shop.fake.calls('GET /v2/shop')).to.have.length(1);
    expect(loads).to.deep.equal(['https://www.googletagmanager.com/gtag/js?id=G-SHOP1234']);
    expect(sentEvents()).to.deep.equal([['event', 'add_to_cart', { ...ADD_MUG.params, send_to: 'G-SHOP1234' }]]);
  });

  it("loads the tags from the shop's tag origin where the page names none (a local platform's stand-ins)", async () => {
    const shop = shopWithTracking({ ...TRACKING, googleTagOrigin: 'http://127.0.0.1:4307' });
    start(shop.client);
    await handle!.ready;
    await shop.client.consent.write({ analytics: true, marketing: false });
    await until(() => loads.length > 0, 'the GA4 tag');
    expect(loads).to.deep.equal(['http://127.0.0.1:4307/gtag/js?id=G-SHOP1234']);
  });

  it('starts the tags on load when the stored decision grants them', async () => {
    const shop = shopWithTracking();
    await shop.client.consent.write({ analytics: true, marketing: false });
    start(shop.client);
    await handle!.ready;
    expect(loads).to.deep.equal(['https://www.googletagmanager.com/gtag/js?id=G-SHOP1234']);
    emitCommerceEvent(document.body, ADD_MUG);
    expect(sentEvents()).to.have.length(1);
  });

  it("starts Google's tags before any decision in advanced mode", async () => {
    const shop = shopWithTracking();
    start(shop.client, { mode: 'advanced' });
    await handle!.ready;
    expect(shop.fake.calls('GET /v2/shop')).to.have.length(1);
    expect(loads).to.deep.equal(['https://www.googletagmanager.com/gtag/js?id=G-SHOP1234']);
  });

  it('under a stored denial loads no tag, and sends only what happens after a later grant', async () => {
    const shop = shopWithTracking();
    await shop.client.consent.write({ analytics: false, marketing: false });
    start(shop.client);
    await handle!.ready;
    emitCommerceEvent(document.body, { ...ADD_MUG, params: { ...ADD_MUG.params, value: 1 } });
    expect(shop.fake.requests).to.have.length(0);
    await shop.client.consent.write({ analytics: true, marketing: false });
    await until(() => loads.length > 0, 'the GA4 tag');
    emitCommerceEvent(document.body, ADD_MUG);
    expect(sentEvents()).to.deep.equal([['event', 'add_to_cart', { ...ADD_MUG.params, send_to: 'G-SHOP1234' }]]);
  });

  it('records each decision in the consent log when the shop keeps one', async () => {
    const shop = shopWithTracking();
    start(shop.client);
    await handle!.ready;
    const state = await shop.client.consent.write({ analytics: false, marketing: true });
    await until(() => shop.fake.calls('POST /v2/consent').length === 1, 'the consent record');
    expect(shop.fake.calls('POST /v2/consent')[0]!.body).to.deep.include({
      consentId: state.consentId,
      categories: { analytics: false, marketing: true },
    });
  });

  it('records nothing when the consent log is off', async () => {
    const shop = shopWithTracking({ ...TRACKING, consentLog: false });
    start(shop.client);
    await handle!.ready;
    await shop.client.consent.write({ analytics: true, marketing: true });
    // The tag starts after the shop read that also told the layer the log is off.
    await until(() => loads.length > 0, 'the GA4 tag');
    expect(shop.fake.calls('POST /v2/consent')).to.have.length(0);
  });

  it('leaves a page without tags untouched: no dataLayer, no fbq, events not kept', async () => {
    const shop = shopWithTracking({ ...TRACKING, ga4MeasurementId: null });
    start(shop.client);
    await handle!.ready;
    emitCommerceEvent(document.body, ADD_MUG);
    await shop.client.consent.write({ analytics: true, marketing: true });
    // The decision is recorded after the same shop read that told the layer there are no tags.
    await until(() => shop.fake.calls('POST /v2/consent').length === 1, 'the consent record');
    const page = globalThis as unknown as Record<string, unknown>;
    expect(page.dataLayer).to.equal(undefined);
    expect(page.fbq).to.equal(undefined);
    expect(loads).to.deep.equal([]);
  });

  it('does not read the shop at start when the page has tracking off, even with a stored grant', async () => {
    const shop = shopWithTracking();
    await shop.client.consent.write({ analytics: true, marketing: true });
    start(shop.client, { enabled: false });
    await handle!.ready;
    expect(shop.fake.calls('GET /v2/shop')).to.have.length(0);
    expect((globalThis as unknown as Record<string, unknown>).dataLayer).to.equal(undefined);
  });

  it('deletes the analytics cookies when analytics is withdrawn', async () => {
    const shop = shopWithTracking();
    start(shop.client);
    await handle!.ready;
    await shop.client.consent.write({ analytics: true, marketing: true });
    document.cookie = '_ga=GA1.1.42.1700000000; path=/';
    document.cookie = '_gid=GA1.1.9.9; path=/';
    await shop.client.consent.write({ analytics: false, marketing: true });
    await until(() => !/(^|; )_ga=/.test(document.cookie), 'the _ga cookie gone');
    expect(document.cookie).not.to.contain('_gid=');
  });

  it('deletes leftovers of a denied category when a page loads with that stored decision', async () => {
    const shop = shopWithTracking();
    await shop.client.consent.write({ analytics: false, marketing: false });
    document.cookie = '_fbp=fb.1.1.1; path=/';
    start(shop.client);
    await handle!.ready;
    await until(() => !document.cookie.includes('_fbp='), 'the _fbp cookie gone');
  });

  it('does nothing at all with consent off', async () => {
    const shop = createTestShop({ config: { consent: false } });
    start(shop.client);
    await handle!.ready;
    emitCommerceEvent(document.body, ADD_MUG);
    expect(shop.fake.requests).to.have.length(0);
  });
});
