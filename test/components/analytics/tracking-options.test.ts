import { expect } from '@open-wc/testing';
import { parseTrackingAttributes } from '../../../components/internal/analytics/parse-tracking-attributes.ts';
import {
  chooseTagOrigins,
  chooseTrackingIds,
  needsShopTracking,
} from '../../../components/internal/analytics/choose-tracking-ids.ts';
import { resolveTrackingOptions } from '../../../components/internal/analytics/tracking-options.ts';

function scriptWith(attributes: Record<string, string>): HTMLScriptElement {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  return script;
}

function errorOf(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a throw');
}

const SHOP = {
  ga4MeasurementId: 'G-SHOP1234',
  gtmContainerId: 'GTM-SHOP12',
  metaPixelId: '1111111111',
  consentLog: true,
  googleTagOrigin: null,
  metaPixelOrigin: null,
};

describe('tracking options', () => {
  it('default to basic mode, the shop deciding every id and origin, and the real tag origins after it', () => {
    const options = resolveTrackingOptions();
    expect(options).to.deep.equal({
      enabled: true,
      mode: 'basic',
      ids: {},
      googleTagOrigin: null,
      metaPixelOrigin: null,
    });
    expect(chooseTagOrigins(options, SHOP)).to.deep.equal({
      googleTagOrigin: 'https://www.googletagmanager.com',
      metaPixelOrigin: 'https://connect.facebook.net',
    });
    expect(needsShopTracking(options)).to.equal(true);
    expect(chooseTrackingIds(options, SHOP)).to.deep.equal({
      ga4MeasurementId: 'G-SHOP1234',
      gtmContainerId: 'GTM-SHOP12',
      metaPixelId: '1111111111',
    });
  });

  it("let the page override or switch off each of the shop's tags", () => {
    const options = resolveTrackingOptions({ ga4MeasurementId: 'G-PAGE1234', metaPixelId: null });
    expect(chooseTrackingIds(options, SHOP)).to.deep.equal({
      ga4MeasurementId: 'G-PAGE1234',
      gtmContainerId: 'GTM-SHOP12',
      metaPixelId: null,
    });
  });

  it("take the shop's tag origins (a local platform's stand-ins) where the page names none", () => {
    const shop = { ...SHOP, googleTagOrigin: 'http://127.0.0.1:4307', metaPixelOrigin: 'http://127.0.0.1:4308' };
    expect(chooseTagOrigins(resolveTrackingOptions(), shop)).to.deep.equal({
      googleTagOrigin: 'http://127.0.0.1:4307',
      metaPixelOrigin: 'http://127.0.0.1:4308',
    });
    const own = resolveTrackingOptions({ googleTagOrigin: 'https://tags.example.com' });
    expect(chooseTagOrigins(own, shop)).to.deep.equal({
      googleTagOrigin: 'https://tags.example.com',
      metaPixelOrigin: 'http://127.0.0.1:4308',
    });
  });

  it("refuse a shop's tag origin that is not one, naming it", () => {
    const shop = { ...SHOP, googleTagOrigin: 'http://tags.example.com/gtag' };
    const error = errorOf(() => chooseTagOrigins(resolveTrackingOptions(), shop));
    expect(error).to.include({ name: 'ShopkitConfigError', field: "tracking.googleTagOrigin (the shop's)" });
    expect(error.message).to.contain('"http://tags.example.com/gtag"');
  });

  it('need no shop read when the page names every tag and both origins, or has tracking off', () => {
    const ids = { ga4MeasurementId: 'G-PAGE1234', gtmContainerId: null, metaPixelId: null };
    expect(needsShopTracking(resolveTrackingOptions(ids)), 'the origin of the tag it names').to.equal(true);
    const origins = { googleTagOrigin: 'https://tags.example.com', metaPixelOrigin: 'https://pixel.example.com' };
    expect(needsShopTracking(resolveTrackingOptions({ ...ids, ...origins }))).to.equal(false);
    const none = { ga4MeasurementId: null, gtmContainerId: null, metaPixelId: null };
    expect(needsShopTracking(resolveTrackingOptions(none)), 'no tag, no origin needed').to.equal(false);
    expect(needsShopTracking(resolveTrackingOptions({ enabled: false }))).to.equal(false);
  });

  it('ignore a malformed id coming from the shop instead of building a script URL from it', () => {
    const ids = chooseTrackingIds(resolveTrackingOptions(), { ...SHOP, ga4MeasurementId: 'G-1"><script>' });
    expect(ids.ga4MeasurementId).to.equal(null);
  });

  it('name the field and quote the value of a malformed option', () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ mode: 'strict' }, 'tracking.mode'],
      [{ ga4MeasurementId: 'UA-1234-5' }, 'tracking.ga4MeasurementId'],
      [{ gtmContainerId: 'gtm-abc' }, 'tracking.gtmContainerId'],
      [{ metaPixelId: '12ab' }, 'tracking.metaPixelId'],
      [{ googleTagOrigin: 'http://tags.example.com' }, 'tracking.googleTagOrigin'],
      [{ metaPixelOrigin: 'https://pixel.example/path' }, 'tracking.metaPixelOrigin'],
      [{ enabled: 'yes' }, 'tracking.enabled'],
    ];
    for (const [options, field] of cases) {
      const error = errorOf(() => resolveTrackingOptions(options as never));
      expect(error, field).to.include({ name: 'ShopkitConfigError', field });
      expect(error.message).to.contain(JSON.stringify(Object.values(options)[0]));
    }
  });

  it('accept plain http origins only on loopback (local stand-ins and tests)', () => {
    expect(resolveTrackingOptions({ googleTagOrigin: 'http://127.0.0.1:4310' }).googleTagOrigin).to.equal(
      'http://127.0.0.1:4310',
    );
  });
});

describe('tracking attributes', () => {
  it('read every tracking attribute of the script tag, "off" meaning none for this page', () => {
    const script = scriptWith({
      'data-consent-mode': 'advanced',
      'data-ga4-measurement-id': 'G-PAGE1234',
      'data-gtm-container-id': 'off',
      'data-google-tag-origin': 'http://127.0.0.1:9000',
      'data-meta-pixel-origin': 'http://127.0.0.1:9001',
    });
    expect(parseTrackingAttributes(script)).to.deep.equal({
      mode: 'advanced',
      ga4MeasurementId: 'G-PAGE1234',
      gtmContainerId: null,
      googleTagOrigin: 'http://127.0.0.1:9000',
      metaPixelOrigin: 'http://127.0.0.1:9001',
    });
    expect(parseTrackingAttributes(scriptWith({ 'data-tracking': 'off' }))).to.deep.equal({ enabled: false });
  });

  it("count an empty attribute as absent, leaving the id to the shop's settings", () => {
    const script = scriptWith({ 'data-ga4-measurement-id': '', 'data-tracking': '', 'data-consent-mode': ' ' });
    expect(parseTrackingAttributes(script)).to.deep.equal({});
  });

  it('name the attribute and quote its value when one is malformed', () => {
    const error = errorOf(() => parseTrackingAttributes(scriptWith({ 'data-meta-pixel-id': 'pixel-42' })));
    expect(error).to.include({ name: 'ShopkitConfigError', field: 'data-meta-pixel-id' });
    expect(error.message).to.contain('data-meta-pixel-id="pixel-42"').and.to.contain('or "off"');
    const tracking = errorOf(() => parseTrackingAttributes(scriptWith({ 'data-tracking': 'maybe' })));
    expect(tracking.message).to.contain('data-tracking="maybe"');
  });
});
