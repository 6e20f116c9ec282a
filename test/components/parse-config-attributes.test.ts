import { expect } from '@open-wc/testing';
import { parseConfigAttributes } from '../../components/internal/config/parse-config-attributes.ts';
import { DEMO_KEY, DEMO_SECRET, STOREFRONT_ID } from '../helpers/fixtures.ts';

function tag(attributes: Record<string, string>): HTMLScriptElement {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries({ 'data-publishable-key': DEMO_KEY, ...attributes }))
    script.setAttribute(name, value);
  return script;
}

function failure(attributes: Record<string, string>): Error {
  try {
    parseConfigAttributes(tag(attributes));
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected parseConfigAttributes to throw');
}

describe('parseConfigAttributes', () => {
  it('reads every text-expressible ShopkitConfig field from data attributes', () => {
    const { config, locale } = parseConfigAttributes(
      tag({
        'data-api-url': 'https://api.example.com',
        'data-checkout-url': 'https://pay.example.com',
        'data-image-base-url': 'https://cdn.example.com/images/demo',
        'data-currency': 'eur',
        'data-storefront-id': STOREFRONT_ID,
        'data-storefront-surface': 'embed',
        'data-storage': 'localStorage',
        'data-storage-key-prefix': 'campaign',
        'data-cart-ttl-seconds': '3600',
        'data-timeout-ms': '0',
        'data-max-retries': '4',
        'data-consent-revision': '3',
        'data-consent-cookie-name': 'my_consent',
        'data-cookie-domain': 'example.com',
        'data-cookie-path': '/shop',
        'data-cookie-same-site': 'strict',
        'data-cookie-secure': 'true',
        'data-locale': 'sv-se',
      }),
    );
    expect(config).to.deep.equal({
      publishableKey: DEMO_KEY,
      apiUrl: 'https://api.example.com',
      checkoutUrl: 'https://pay.example.com',
      imageBaseUrl: 'https://cdn.example.com/images/demo',
      currency: 'eur',
      storefront: { id: STOREFRONT_ID, surface: 'embed' },
      storage: 'localStorage',
      storageKeyPrefix: 'campaign',
      cartTtlSeconds: 3600,
      timeoutMs: 0,
      maxRetries: 4,
      consent: { revision: 3, cookieName: 'my_consent' },
      cookieAttributes: { domain: 'example.com', path: '/shop', sameSite: 'strict', secure: true },
    });
    expect(locale).to.equal('sv-SE');
  });

  it('leaves absent attributes to the defaults', () => {
    expect(parseConfigAttributes(tag({}))).to.deep.equal({
      config: { publishableKey: DEMO_KEY },
      locale: null,
      openCartOnAdd: true,
    });
  });

  it('keeps the cart drawer closed after an add with data-open-cart-on-add="false"', () => {
    expect(parseConfigAttributes(tag({ 'data-open-cart-on-add': 'false' })).openCartOnAdd).to.equal(false);
    expect(parseConfigAttributes(tag({ 'data-open-cart-on-add': 'true' })).openCartOnAdd).to.equal(true);
  });

  it('turns consent off with data-consent="false"', () => {
    expect(parseConfigAttributes(tag({ 'data-consent': 'false' })).config.consent).to.equal(false);
  });

  const bad: Array<[string, string]> = [
    ['data-api-url', 'javascript:alert(1)'],
    ['data-checkout-url', '/relative'],
    ['data-currency', 'euro'],
    ['data-storage', 'indexedDB'],
    ['data-cart-ttl-seconds', '-5'],
    ['data-timeout-ms', '1.5'],
    ['data-max-retries', 'many'],
    ['data-consent', 'yes'],
    ['data-consent-revision', '0'],
    ['data-cookie-same-site', 'lenient'],
    ['data-cookie-secure', 'on'],
    ['data-storefront-id', 'sf_short'],
    ['data-storefront-surface', 'billboard'],
    ['data-locale', 'not a locale!'],
    ['data-open-cart-on-add', 'no'],
    ['data-cookie-path', 'shop'],
    ['data-image-base-url', 'ftp://cdn.example.com'],
    ['data-storage-key-prefix', 'two words'],
    ['data-consent-cookie-name', 'a;b'],
    ['data-cookie-domain', 'exa mple.com'],
    ['data-cookie-path', '/; Domain=evil.example'],
    ['data-max-retries', '11'],
    ['data-timeout-ms', '600001'],
    ['data-cart-ttl-seconds', '34560001'],
    ['data-consent-revision', '1000001'],
    ['data-cart-ttl-seconds', '0'],
  ];
  for (const [name, value] of bad) {
    it(`names ${name} and quotes "${value}" when it is malformed`, () => {
      const error = failure({
        ...(name === 'data-storefront-surface' ? { 'data-storefront-id': STOREFRONT_ID } : {}),
        [name]: value,
      });
      expect(error.name).to.equal('ShopkitConfigError');
      expect(error.message).to.contain(name).and.to.contain(value);
    });
  }

  it('redacts a malformed key: the message names the attribute but never carries the secret', () => {
    const error = failure({ 'data-publishable-key': `shop_pat_demo_${DEMO_SECRET}` });
    expect(error.message).to.contain('data-publishable-key');
    expect(error.message).not.to.contain(DEMO_SECRET);
  });

  it('redacts a key pasted into another attribute', () => {
    const token = `shop_pat_demo_${DEMO_SECRET}`;
    const error = failure({ 'data-currency': token });
    expect(error.message).to.contain('data-currency');
    expect(error.message).not.to.contain(DEMO_SECRET);
  });

  it('refuses a surface without a storefront id', () => {
    expect(failure({ 'data-storefront-surface': 'embed' }).message).to.contain('data-storefront-surface');
  });
});
