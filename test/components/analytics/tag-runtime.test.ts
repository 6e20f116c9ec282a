import { expect } from '@open-wc/testing';
import { describeSearchEvent } from '../../../components/internal/analytics/commerce-events.ts';
import { CONSENT_SIGNALS } from '../../../components/internal/analytics/tags/consent-signals.ts';
import { createTagRuntime, type TagRuntimeSpec } from '../../../components/internal/analytics/tags/tag-runtime.ts';
import { ADD_MUG, PURCHASE, UNDECIDED, dataLayerEntries, decision, fbqQueue, resetTagPage } from './tag-page.ts';

const GOOGLE = 'https://tags.example';
const META = 'https://pixel.example';
const ALL_TAGS = { ga4MeasurementId: 'G-TEST1234', gtmContainerId: 'GTM-TEST12', metaPixelId: '1234567890' };
const DENIED_DEFAULT = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'granted',
  personalization_storage: 'denied',
  security_storage: 'granted',
  wait_for_update: 500,
};
const ALL_GRANTED = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
  functionality_storage: 'granted',
  personalization_storage: 'granted',
  security_storage: 'granted',
};

/** A runtime whose script loads are recorded (with the dataLayer length at that moment) instead of performed. */
function runtimeWith(spec: Partial<TagRuntimeSpec> = {}, state = UNDECIDED) {
  const loads: Array<{ url: string; dataLayerLength: number }> = [];
  const runtime = createTagRuntime(
    {
      mode: 'basic',
      ids: ALL_TAGS,
      googleTagOrigin: GOOGLE,
      metaPixelOrigin: META,
      loadScript: async (url) => {
        loads.push({ url, dataLayerLength: dataLayerEntries().length });
      },
      ...spec,
    },
    state,
  );
  return { runtime, loads };
}

const gtmEvents = () =>
  dataLayerEntries().filter((entry) => (entry as { event?: string }).event && !('gtm.start' in (entry as object)));
const gtagEvents = () => dataLayerEntries().filter((entry) => Array.isArray(entry) && entry[0] === 'event');
const metaTracks = () => fbqQueue().filter((command) => command[0] === 'track');

describe('tag runtime: basic mode', () => {
  beforeEach(resetTagPage);
  afterEach(resetTagPage);

  it('puts the consent default with all seven signals first in the dataLayer and loads nothing while undecided', () => {
    const { loads } = runtimeWith();
    const [first] = dataLayerEntries();
    expect(first).to.deep.equal(['consent', 'default', DENIED_DEFAULT]);
    expect(Object.keys((first as unknown[])[2] as object)).to.include.members([...CONSENT_SIGNALS]);
    expect(loads).to.deep.equal([]);
    expect(fbqQueue()).to.deep.equal([['consent', 'revoke']]);
  });

  it('goes in front of whatever the page queued before any Google tag read the dataLayer', () => {
    (globalThis as unknown as { dataLayer: unknown[] }).dataLayer = [{ pageType: 'product' }];
    runtimeWith();
    const entries = dataLayerEntries();
    expect((entries[0] as unknown[]).slice(0, 2)).to.deep.equal(['consent', 'default']);
    expect(entries[2]).to.deep.equal({ pageType: 'product' });
  });

  it('holds events while undecided and sends them to every tag after "accept all", after loading the tags', () => {
    const { runtime, loads } = runtimeWith();
    runtime.send(ADD_MUG);
    runtime.send(PURCHASE);
    expect(gtagEvents()).to.deep.equal([]);
    expect(gtmEvents()).to.deep.equal([]);
    expect(metaTracks()).to.deep.equal([]);

    runtime.update(decision(true, true));
    expect(dataLayerEntries()).to.deep.include(['consent', 'update', ALL_GRANTED]);
    expect(loads.map((load) => load.url)).to.have.members([
      'https://tags.example/gtag/js?id=G-TEST1234',
      'https://tags.example/gtm.js?id=GTM-TEST12',
      'https://pixel.example/en_US/fbevents.js',
    ]);
    expect(gtagEvents()).to.deep.equal([
      ['event', 'add_to_cart', { ...ADD_MUG.params, send_to: 'G-TEST1234' }],
      ['event', 'purchase', { ...PURCHASE.params, send_to: 'G-TEST1234' }],
    ]);
    expect(gtmEvents()).to.deep.equal([
      { event: 'add_to_cart', ecommerce: ADD_MUG.params },
      { event: 'purchase', ecommerce: PURCHASE.params },
    ]);
    expect(fbqQueue()).to.deep.equal([
      ['consent', 'revoke'],
      ['consent', 'grant'],
      ['init', '1234567890'],
      ['track', 'PageView'],
      [
        'track',
        'AddToCart',
        {
          content_ids: ['prod_mug'],
          content_type: 'product',
          contents: [{ id: 'prod_mug', quantity: 2, item_price: 129 }],
          currency: 'SEK',
          value: 258,
          content_name: 'Mug',
        },
      ],
      [
        'track',
        'Purchase',
        {
          content_ids: ['prod_mug', 'prod_cap'],
          content_type: 'product',
          contents: [
            { id: 'prod_mug', quantity: 2, item_price: 129 },
            { id: 'prod_cap', quantity: 1, item_price: 129 },
          ],
          currency: 'SEK',
          value: 387,
          num_items: 3,
        },
        { eventID: '10042' },
      ],
    ]);
  });

  it('clears the previous ecommerce object before each GTM event, as GA4 asks', () => {
    const { runtime } = runtimeWith({}, decision(true, false));
    runtime.send(ADD_MUG);
    const entries = dataLayerEntries();
    const index = entries.findIndex((entry) => (entry as { event?: string }).event === 'add_to_cart');
    expect(entries[index - 1]).to.deep.equal({ ecommerce: null });
  });

  it("sends GA4's search events with their term, to GTM beside the event's name and to Meta as Search", () => {
    const { runtime } = runtimeWith();
    runtime.send(describeSearchEvent('search', 'stoneware mug'));
    runtime.send(describeSearchEvent('view_search_results', 'stoneware mug'));
    expect(gtagEvents(), 'held while undecided').to.deep.equal([]);
    runtime.update(decision(true, true));
    expect(gtagEvents()).to.deep.equal([
      ['event', 'search', { search_term: 'stoneware mug', send_to: 'G-TEST1234' }],
      ['event', 'view_search_results', { search_term: 'stoneware mug', send_to: 'G-TEST1234' }],
    ]);
    expect(gtmEvents()).to.deep.equal([
      { event: 'search', search_term: 'stoneware mug' },
      { event: 'view_search_results', search_term: 'stoneware mug' },
    ]);
    expect(dataLayerEntries(), 'a search event clears no ecommerce object').not.to.deep.include({ ecommerce: null });
    expect(metaTracks(), 'Meta has Search and no equivalent of the results view').to.deep.equal([
      ['track', 'PageView'],
      ['track', 'Search', { search_string: 'stoneware mug' }],
    ]);
  });

  it('drops the held events and loads nothing after "only necessary"', () => {
    const { runtime, loads } = runtimeWith();
    runtime.send(ADD_MUG);
    runtime.update(decision(false, false));
    expect(loads).to.deep.equal([]);
    expect(gtagEvents()).to.deep.equal([]);
    expect(gtmEvents()).to.deep.equal([]);
    expect(fbqQueue()).to.deep.equal([
      ['consent', 'revoke'],
      ['consent', 'revoke'],
    ]);
    runtime.send(ADD_MUG);
    expect(gtagEvents()).to.deep.equal([]);
  });

  it('sends each tag only what its category allows: analytics without marketing reaches Google, not Meta', () => {
    const { runtime, loads } = runtimeWith();
    runtime.send(ADD_MUG);
    runtime.update(decision(true, false));
    expect(loads.map((load) => load.url)).not.to.include('https://pixel.example/en_US/fbevents.js');
    expect(gtagEvents()).to.have.length(1);
    expect(metaTracks()).to.deep.equal([]);
  });

  it('replays a stored decision after the default and before any tag is requested', () => {
    const { loads } = runtimeWith({}, decision(true, true));
    const entries = dataLayerEntries();
    expect((entries[0] as unknown[]).slice(0, 2)).to.deep.equal(['consent', 'default']);
    const update = entries.findIndex((entry) => Array.isArray(entry) && entry[1] === 'update');
    expect(update).to.be.greaterThan(0);
    expect(loads).to.have.length(3);
    for (const load of loads) expect(load.dataLayerLength).to.be.greaterThan(update);
  });

  it('stops GA4 entirely and revokes the pixel when consent is withdrawn, and sends nothing after', () => {
    const { runtime } = runtimeWith({}, decision(true, true));
    runtime.update(decision(false, false));
    expect((globalThis as unknown as Record<string, unknown>)['ga-disable-G-TEST1234']).to.equal(true);
    expect(dataLayerEntries().at(-1)).to.deep.equal([
      'consent',
      'update',
      {
        ...ALL_GRANTED,
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        personalization_storage: 'denied',
      },
    ]);
    expect(fbqQueue().at(-1)).to.deep.equal(['consent', 'revoke']);
    const before = dataLayerEntries().length;
    runtime.send(ADD_MUG);
    expect(dataLayerEntries()).to.have.length(before);
    runtime.update(decision(true, false));
    expect((globalThis as unknown as Record<string, unknown>)['ga-disable-G-TEST1234']).to.equal(false);
  });

  it('touches no dataLayer on a page with only the Meta pixel', () => {
    runtimeWith({ ids: { ga4MeasurementId: null, gtmContainerId: null, metaPixelId: '1234567890' } });
    expect((globalThis as unknown as Record<string, unknown>).dataLayer).to.equal(undefined);
  });
});

describe('tag runtime: advanced mode', () => {
  beforeEach(resetTagPage);
  afterEach(resetTagPage);

  it("loads Google's tags at once with denied defaults and sends them events, holding Meta's until marketing", () => {
    const { runtime, loads } = runtimeWith({ mode: 'advanced' });
    expect(loads.map((load) => load.url)).to.have.members([
      'https://tags.example/gtag/js?id=G-TEST1234',
      'https://tags.example/gtm.js?id=GTM-TEST12',
    ]);
    for (const load of loads) expect(load.dataLayerLength).to.be.greaterThan(0);
    runtime.send(ADD_MUG);
    expect(gtagEvents()).to.have.length(1);
    expect(gtmEvents()).to.have.length(1);
    expect(metaTracks()).to.deep.equal([]);
    runtime.update(decision(false, true));
    expect(loads.map((load) => load.url)).to.include('https://pixel.example/en_US/fbevents.js');
    expect(metaTracks().map((command) => command[1])).to.deep.equal(['PageView', 'AddToCart']);
  });

  it('keeps sending Google cookieless events after a denial (that is what advanced mode is for)', () => {
    const { runtime } = runtimeWith({ mode: 'advanced' }, decision(false, false));
    runtime.send(ADD_MUG);
    expect(gtagEvents()).to.have.length(1);
    expect((globalThis as unknown as Record<string, unknown>)['ga-disable-G-TEST1234']).to.equal(undefined);
    expect(metaTracks()).to.deep.equal([]);
  });
});
