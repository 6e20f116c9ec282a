import { expect } from 'chai';
import {
  DEFAULT_API_URL,
  DEFAULT_CHECKOUT_URL,
  DEFAULT_SHOPKIT_SCOPES,
  ShopkitConfigError,
  normalizeApiUrl,
  resolveConfig,
  type ShopkitConfig,
} from '../../../src/index.ts';
import { DEMO_KEY, DEMO_SECRET, STOREFRONT_ID } from '../../helpers/fixtures.ts';

function configError(config: Partial<ShopkitConfig> & Record<string, unknown>): ShopkitConfigError {
  try {
    resolveConfig({ publishableKey: DEMO_KEY, ...config } as ShopkitConfig);
  } catch (error) {
    expect(error).to.be.instanceOf(ShopkitConfigError);
    expect((error as Error).message).not.to.contain(DEMO_SECRET);
    return error as ShopkitConfigError;
  }
  throw new Error('expected a ShopkitConfigError');
}

describe('resolveConfig', () => {
  it('fills every default from the spec table', () => {
    const config = resolveConfig({ publishableKey: DEMO_KEY });
    expect(config).to.include({
      shopPrefix: 'demo',
      apiUrl: DEFAULT_API_URL,
      checkoutUrl: DEFAULT_CHECKOUT_URL,
      checkoutUrlExplicit: false,
      imageBaseUrl: null,
      storage: 'auto',
      cookies: null,
      currency: null,
      storefront: null,
      storageKeyPrefix: 'shop',
      cartTtlSeconds: 2592000,
      timeoutMs: 15000,
      maxRetries: 2,
      onUnauthorized: null,
    });
    expect(config.consent).to.deep.equal({ enabled: true, revision: 1, cookieName: 'shop_consent' });
    expect(config.scopes).to.deep.equal(DEFAULT_SHOPKIT_SCOPES);
    expect(config.cookieAttributes).to.deep.equal({});
    expect(Object.isFrozen(config)).to.equal(true);
  });

  it('keeps falsy settings instead of replacing them with defaults', () => {
    const config = resolveConfig({
      publishableKey: DEMO_KEY,
      timeoutMs: 0,
      maxRetries: 0,
      consent: false,
      scopes: null,
    });
    expect(config).to.include({ timeoutMs: 0, maxRetries: 0, scopes: null });
    expect(config.consent.enabled).to.equal(false);
  });

  it('strips trailing slashes and one trailing /v2 from apiUrl', () => {
    expect(normalizeApiUrl('https://api.example/v2/')).to.equal('https://api.example');
    expect(normalizeApiUrl('https://api.example/')).to.equal('https://api.example');
    expect(normalizeApiUrl('https://api.example/proxy/v2')).to.equal('https://api.example/proxy');
    expect(resolveConfig({ publishableKey: DEMO_KEY, apiUrl: 'http://127.0.0.1:4000/v2' }).apiUrl).to.equal(
      'http://127.0.0.1:4000',
    );
  });

  it('drops an authorization entry from headers whatever its case', () => {
    const config = resolveConfig({ publishableKey: DEMO_KEY, headers: { Authorization: 'Bearer x', 'X-Trace': '1' } });
    expect(config.headers).to.deep.equal({ 'X-Trace': '1' });
  });

  it('binds a campaign and derives the storage prefix from its id in lower case', () => {
    const config = resolveConfig({
      publishableKey: DEMO_KEY,
      storefrontId: STOREFRONT_ID.toUpperCase().replace('SF_', 'sf_'),
    });
    expect(config.storefront?.surface).to.equal('shopkit');
    expect(config.storageKeyPrefix).to.equal(`shop_${STOREFRONT_ID}`);
  });

  it('accepts storefront and storefrontId naming the same campaign in different case', () => {
    const config = resolveConfig({
      publishableKey: DEMO_KEY,
      storefront: { id: STOREFRONT_ID, surface: 'embed' },
      storefrontId: STOREFRONT_ID.toUpperCase().replace('SF_', 'sf_'),
    });
    expect(config.storefront).to.deep.equal({ id: STOREFRONT_ID, surface: 'embed' });
  });

  it('reads an empty storefrontId as not set', () => {
    expect(resolveConfig({ publishableKey: DEMO_KEY, storefrontId: '' }).storefront).to.equal(null);
  });

  it('lets an explicit storageKeyPrefix win over the campaign default', () => {
    expect(
      resolveConfig({ publishableKey: DEMO_KEY, storefrontId: STOREFRONT_ID, storageKeyPrefix: 'b' }).storageKeyPrefix,
    ).to.equal('b');
  });

  it('normalises the configured currency', () => {
    expect(resolveConfig({ publishableKey: DEMO_KEY, currency: 'eur' }).currency).to.equal('EUR');
  });

  describe('ShopkitConfigError cases of the spec error table', () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['a malformed publishable key', { publishableKey: `shop_pk_demo_${DEMO_SECRET}#` }, 'publishableKey'],
      ['a personal access token', { publishableKey: `shop_pat_demo_${DEMO_SECRET}` }, 'publishableKey'],
      ['a malformed storefront id', { storefront: { id: 'sf_short' } }, 'storefront.id'],
      ['a malformed storefrontId shorthand', { storefrontId: 'sf_01hzx3k8q9w2e4r6t8y0v2j4mU' }, 'storefrontId'],
      ['an unknown surface', { storefront: { id: STOREFRONT_ID, surface: 'kiosk' } }, 'storefront.surface'],
      [
        'two conflicting storefront ids',
        { storefront: { id: STOREFRONT_ID }, storefrontId: 'sf_00000000000000000000000000' },
        'storefrontId',
      ],
      ['a currency that is not three letters', { currency: 'euro' }, 'currency'],
      ['a numeric currency', { currency: 978 }, 'currency'],
    ];
    for (const [what, config, field] of cases) {
      it(`throws for ${what}, naming ${field}`, () => {
        const error = configError(config);
        expect(error.field).to.equal(field);
        expect(error.message.startsWith(`${field}:`)).to.equal(true);
      });
    }
  });

  describe('other option rules', () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ timeoutMs: -1 }, 'timeoutMs'],
      [{ maxRetries: 1.5 }, 'maxRetries'],
      [{ cartTtlSeconds: 0 }, 'cartTtlSeconds'],
      [{ storage: 'indexedDB' }, 'storage'],
      [{ storageKeyPrefix: 'a b' }, 'storageKeyPrefix'],
      [{ apiUrl: 'ftp://x' }, 'apiUrl'],
      [{ checkoutUrl: 'https://user:pw@checkout.example' }, 'checkoutUrl'],
      [{ scopes: 'products:read' }, 'scopes'],
      [{ consent: { revision: 0 } }, 'consent.revision'],
      [{ cookieAttributes: { sameSite: 'loose' } }, 'cookieAttributes.sameSite'],
      [{ cookieAttributes: { path: '/; Domain=evil.example' } }, 'cookieAttributes.path'],
      [{ cookieAttributes: { path: '/shop now' } }, 'cookieAttributes.path'],
      [{ fetch: 'fetch' }, 'fetch'],
      [{ cookies: {} }, 'cookies'],
    ];
    for (const [config, field] of cases) {
      it(`refuses ${JSON.stringify(config)} naming ${field}`, () => {
        expect(configError(config).field).to.equal(field);
      });
    }
  });
});
