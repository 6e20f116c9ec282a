import { expect } from 'chai';
import { ShopkitConfigError } from '../../../src/index.ts';
import { makeProduct } from '../../helpers/fixtures.ts';
import { createTestClient } from '../../helpers/test-client.ts';

const routes = { 'GET /v2/products/*': { body: makeProduct() } };

describe('client currency', () => {
  it('reports the configured currency until the shopper picks one', () => {
    const { client } = createTestClient({}, { currency: 'sek' });
    expect([client.currency, client.defaultCurrency]).to.deep.equal(['SEK', 'SEK']);
  });

  it('stores a choice for one year, notifies, and sends it on the next request', async () => {
    const writes: unknown[] = [];
    const map = new Map<string, string>();
    const storage = {
      get: (key: string) => map.get(key) ?? null,
      set: (key: string, value: string, options: { maxAge: number }) => {
        writes.push([key, value, options.maxAge]);
        map.set(key, value);
      },
      remove: (key: string) => {
        map.delete(key);
      },
    };
    const { client, fake } = createTestClient(routes, { storage });
    const seen: Array<string | null> = [];
    client.onCurrencyChange((currency) => seen.push(currency));
    await client.setCurrency('eur');
    await client.products.get('prod_mug');
    expect(writes).to.deep.equal([['shop_currency', 'EUR', 31536000]]);
    expect(seen).to.deep.equal(['EUR']);
    expect(client.currency).to.equal('EUR');
    expect(client.defaultCurrency).to.equal(null);
    expect(fake.requests[0]!.query.get('currency')).to.equal('EUR');
  });

  it('follows a choice written elsewhere (a second client on the same storage, another tab) without firing', async () => {
    const map = new Map<string, string>();
    const storage = {
      get: (key: string) => map.get(key) ?? null,
      set: (key: string, value: string) => {
        map.set(key, value);
      },
      remove: (key: string) => {
        map.delete(key);
      },
    };
    const { client, fake } = createTestClient(routes, { storage, currency: 'SEK' });
    const other = createTestClient(routes, { storage }).client;
    const seen: Array<string | null> = [];
    client.onCurrencyChange((currency) => seen.push(currency));
    await other.setCurrency('EUR');
    expect(client.currency).to.equal('EUR');
    await client.products.get('prod_mug');
    map.set('shop_currency', 'USD');
    await client.products.get('prod_mug');
    expect(fake.requests.map((request) => request.query.get('currency'))).to.deep.equal(['EUR', 'USD']);
    expect(seen, 'only setCurrency on this client fires').to.deep.equal([]);
  });

  it('forgets the choice with null and returns to the configured default', async () => {
    const { client, storage, fake } = createTestClient(routes, { currency: 'SEK' });
    await client.setCurrency('USD');
    await client.setCurrency(null);
    await client.products.get('prod_mug');
    expect((await storage.get('shop_currency')) ?? null).to.equal(null);
    expect(client.currency).to.equal('SEK');
    expect(fake.requests[0]!.query.get('currency')).to.equal('SEK');
  });

  it('throws a ShopkitConfigError naming setCurrency synchronously for a malformed currency, storing nothing', async () => {
    const { client, storage } = createTestClient();
    const seen: unknown[] = [];
    client.onCurrencyChange((currency) => seen.push(currency));
    for (const value of ['euro', 'E1R', 42]) {
      let thrown: unknown;
      try {
        void client.setCurrency(value as string);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, String(value)).to.be.instanceOf(ShopkitConfigError);
      expect((thrown as Error).message).to.match(/^setCurrency: .*(euro|E1R|42)/);
    }
    expect((await storage.get('shop_currency')) ?? null).to.equal(null);
    expect(seen).to.deep.equal([]);
  });

  it('accepts a well-formed code the shop may not offer', async () => {
    const { client } = createTestClient();
    await client.setCurrency('XXX');
    expect(client.currency).to.equal('XXX');
  });

  it('ignores a tampered stored currency', async () => {
    const { client, fake, storage } = createTestClient(routes, { currency: 'SEK' });
    await storage.set('shop_currency', 'EURO<script>', { maxAge: 60 });
    const fresh = createTestClient(routes, { currency: 'SEK', storage });
    expect(fresh.client.currency).to.equal('SEK');
    await fresh.client.products.get('prod_mug');
    expect(fresh.fake.requests[0]!.query.get('currency')).to.equal('SEK');
    expect(client.currency).to.equal('SEK');
    expect(fake.requests).to.have.length(0);
  });

  it('sees a choice stored by another client sharing the prefix on its next request, without an event', async () => {
    const first = createTestClient(routes);
    const second = createTestClient(routes, { storage: first.storage });
    const seen: unknown[] = [];
    second.client.onCurrencyChange((currency) => seen.push(currency));
    await first.client.setCurrency('JPY');
    await second.client.products.get('prod_mug');
    expect(second.fake.requests[0]!.query.get('currency')).to.equal('JPY');
    expect(seen).to.deep.equal([]);
  });

  it('with async storage reports the default synchronously while requests read the stored choice', async () => {
    const map = new Map([['shop_currency', 'USD']]);
    const storage = {
      get: async (key: string) => map.get(key) ?? null,
      set: async () => undefined,
      remove: async () => undefined,
    };
    const { client, fake } = createTestClient(routes, { storage, currency: 'SEK' });
    expect(client.currency).to.equal('SEK');
    await client.products.get('prod_mug');
    expect(fake.requests[0]!.query.get('currency')).to.equal('USD');
  });
});
