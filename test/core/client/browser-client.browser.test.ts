import { expect } from 'chai';
import { createShopkitClient } from '../../../src/index.ts';
import { makeCheckoutHandoff } from '../../helpers/fixtures.ts';
import { DEMO_KEY } from '../../helpers/fixtures.ts';
import { createTestClient } from '../../helpers/test-client.ts';

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

describe('client in a browser', () => {
  beforeEach(clearCookies);
  afterEach(clearCookies);

  it('reports the browser environment and picks document.cookie', () => {
    const client = createShopkitClient({ publishableKey: DEMO_KEY });
    expect(client.runtime).to.deep.equal({
      environment: 'browser',
      storage: 'cookie',
      persistent: true,
      degraded: null,
    });
  });

  it('remembers the currency choice in a cookie that a new client reads synchronously', async () => {
    await createShopkitClient({ publishableKey: DEMO_KEY }).setCurrency('eur');
    expect(document.cookie).to.contain('shop_currency=EUR');
    expect(createShopkitClient({ publishableKey: DEMO_KEY }).currency).to.equal('EUR');
  });

  it('writes the consent cookie to document.cookie even when the client storage is memory', async () => {
    const { client } = createTestClient();
    await client.consent.write({ analytics: true, marketing: false });
    expect(document.cookie).to.match(/shop_consent=v2\.1\.analytics\.\d+\.[0-9a-f-]{36}/);
  });

  it('reads the analytics cookies of the page for the checkout when analytics is granted', async () => {
    document.cookie = '_ga=GA1.1.42.1768478400; Path=/';
    document.cookie = '_ga_TEST=GS1.1.1768478401.1.0.1768478401.0.0.0; Path=/';
    const { client } = createTestClient({ 'POST /v2/checkout': { status: 201, body: makeCheckoutHandoff() } });
    await client.consent.write({ analytics: true, marketing: false });
    const { url } = await client.checkout.start({
      successUrl: 'https://shop.example/t',
      backUrl: 'https://shop.example/c',
      cartId: 'cart_0001',
    });
    const query = new URL(url).searchParams;
    expect([query.get('gaClientId'), query.get('gaSessionId')]).to.deep.equal(['42.1768478400', '1768478401']);
  });
});
