// The shared key table (test/helpers/key-cases.ts) against createShopkitClient: what it accepts, it uses as written
// (shop prefix, image base, storage keys, the Authorization header); what it refuses, it refuses before any request.
import { expect } from 'chai';
import { ShopkitConfigError, createShopkitClient } from '../../../src/index.ts';
import { createMemoryStorage } from '../../../src/storage/memory-storage.ts';
import { createFakeFetch } from '../../helpers/fake-fetch.ts';
import { makeCart } from '../../helpers/fixtures.ts';
import { ACCEPTED_KEYS, REFUSED_KEYS } from '../../helpers/key-cases.ts';

describe('createShopkitClient and the key grammar', () => {
  for (const { name, key, shopPrefix } of ACCEPTED_KEYS) {
    it(`accepts ${name} and uses the shop prefix as written`, async () => {
      const fake = createFakeFetch({ 'POST /v2/cart': { status: 201, body: makeCart({ id: 'cart_k' }) } });
      const storage = createMemoryStorage();
      const client = createShopkitClient({
        publishableKey: key,
        apiUrl: 'https://api.test',
        imageBaseUrl: `https://cdn.example/images/${shopPrefix}/`,
        storageKeyPrefix: shopPrefix,
        storage,
        fetch: fake.fetch,
      });
      expect(client).to.include({
        shopPrefix,
        shopId: shopPrefix,
        imageBaseUrl: `https://cdn.example/images/${shopPrefix}`,
      });
      await client.cart.add({ productId: 'prod_1' });
      expect(fake.requests[0]!.headers.authorization).to.equal(`Bearer ${key}`);
      expect(await storage.get(`${shopPrefix}_cart_id`)).to.equal('cart_k');
    });
  }

  for (const { name, key, secret } of REFUSED_KEYS) {
    it(`refuses ${name} synchronously, naming publishableKey without the secret`, () => {
      const fake = createFakeFetch({});
      let error: unknown = null;
      try {
        createShopkitClient({ publishableKey: key, storage: 'memory', fetch: fake.fetch });
      } catch (caught) {
        error = caught;
      }
      expect(error).to.be.instanceOf(ShopkitConfigError);
      expect((error as ShopkitConfigError).field).to.equal('publishableKey');
      if (secret) expect((error as Error).message).not.to.contain(secret);
      expect(fake.requests).to.have.length(0);
    });
  }
});
