import { expect } from 'chai';
import {
  DEFAULT_API_URL,
  DEFAULT_CHECKOUT_URL,
  ShopkitConfigError,
  VERSION,
  createShopkitClient,
} from '../../../src/index.ts';
import { createMemoryStorage } from '../../../src/storage/memory-storage.ts';
import { DEMO_KEY, DEMO_SECRET, STOREFRONT_ID, makeShop } from '../../helpers/fixtures.ts';
import { createTestClient } from '../../helpers/test-client.ts';

describe('client members', () => {
  it('exposes the resolved configuration', () => {
    const client = createShopkitClient({
      publishableKey: DEMO_KEY,
      imageBaseUrl: 'https://cdn.example/images/demo/',
      storage: 'memory',
    });
    expect(client).to.include({
      shopPrefix: 'demo',
      shopId: 'demo',
      apiUrl: DEFAULT_API_URL,
      checkoutUrl: DEFAULT_CHECKOUT_URL,
      imageBaseUrl: 'https://cdn.example/images/demo',
      storefront: null,
      currency: null,
      defaultCurrency: null,
    });
    expect(client.scopes.enforced).to.equal(true);
    expect(client.runtime).to.deep.equal({
      environment: client.runtime.environment,
      storage: 'memory',
      persistent: false,
      degraded: null,
    });
    expect(Object.isFrozen(client)).to.equal(true);
  });

  it('exposes the campaign binding with its default surface', () => {
    const client = createShopkitClient({ publishableKey: DEMO_KEY, storefrontId: STOREFRONT_ID, storage: 'memory' });
    expect(client.storefront).to.deep.equal({ id: STOREFRONT_ID, surface: 'shopkit' });
  });

  it('throws ShopkitConfigError synchronously without the secret', () => {
    expect(() => createShopkitClient({ publishableKey: `shop_pat_demo_${DEMO_SECRET}` }))
      .to.throw(ShopkitConfigError)
      .with.property('message')
      .that.does.not.contain(DEMO_SECRET);
  });

  it('reports a custom adapter by its kind', () => {
    const { client } = createTestClient();
    expect(client.runtime).to.include({ storage: 'memory' });
  });

  it('copies itself onto another storage, keeping requests and dropping nothing else', async () => {
    const { client, fake } = createTestClient({ 'GET /v2/shop': { body: makeShop() } }, { currency: 'EUR' });
    const other = createMemoryStorage();
    const copy = client.withStorage(other);
    expect(copy).not.to.equal(client);
    expect(copy.storage).to.equal(other);
    expect(copy.defaultCurrency).to.equal('EUR');
    await copy.setCurrency('USD');
    expect(await other.get('shop_currency')).to.equal('USD');
    expect(client.currency).to.equal('EUR');
    await copy.shop.get();
    expect(fake.requests[0]!.query.get('currency')).to.equal('USD');
  });

  it('refuses withStorage without an adapter', () => {
    const { client } = createTestClient();
    expect(() => client.withStorage({} as never)).to.throw(ShopkitConfigError, /withStorage/);
  });

  it('has a version', () => {
    expect(VERSION)
      .to.be.a('string')
      .and.match(/^\d+\.\d+\.\d+/);
  });
});
