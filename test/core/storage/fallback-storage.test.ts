import { expect } from 'chai';
import { createFallbackStorage } from '../../../src/storage/create-fallback-storage.ts';
import type { StorageAdapter } from '../../../src/types.ts';
import { makeCart } from '../../helpers/fixtures.ts';
import { storageContract } from '../../helpers/storage-contract.ts';
import { createTestClient } from '../../helpers/test-client.ts';

/** A store that accepts `room` writes and then throws like a full localStorage. */
function fillingStore(
  room: number,
  initial: Record<string, string> = {},
): StorageAdapter & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  let writes = 0;
  return {
    values,
    kind: 'filling',
    get: (key) => values.get(key) ?? null,
    set(key, value) {
      if (writes++ >= room) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      values.set(key, value);
    },
    remove: (key) => {
      values.delete(key);
    },
  };
}

storageContract('fallback over a full store', () => ({
  adapter: createFallbackStorage(fillingStore(0), () => undefined),
}));

describe('fallback storage', () => {
  it('writes through while the store accepts, then keeps later values in memory and reports the failure once', async () => {
    const primary = fillingStore(1, { shop_currency: 'EUR' });
    let failures = 0;
    const storage = createFallbackStorage(primary, () => {
      failures++;
    });
    await storage.set('a', '1', { maxAge: 60 });
    await storage.set('b', '2', { maxAge: 60 });
    await storage.set('c', '3', { maxAge: 60 });
    expect(Object.fromEntries(primary.values)).to.deep.equal({ shop_currency: 'EUR', a: '1' });
    expect([
      await storage.get('a'),
      await storage.get('b'),
      await storage.get('c'),
      await storage.get('shop_currency'),
    ]).to.deep.equal(['1', '2', '3', 'EUR']);
    await storage.remove('b');
    expect(await storage.get('b')).to.equal(null);
    expect(failures).to.equal(1);
  });
});

describe('client on storage that fills up after start-up', () => {
  it('keeps the cart in this page and says it is no longer persistent', async () => {
    const cart = makeCart();
    const primary = fillingStore(0);
    const { client } = createTestClient({ 'POST /v2/cart': { status: 201, body: cart } }, { storage: primary });
    expect(client.runtime).to.deep.include({ storage: 'filling', persistent: true, degraded: null });
    await client.cart.add({ productId: 'prod_mug' });
    expect(await client.cart.id()).to.equal(cart.id);
    expect(primary.values.size).to.equal(0);
    expect(client.runtime).to.deep.include({ storage: 'memory', persistent: false, degraded: 'write-failed' });
    expect(client.storage).to.equal(primary);
  });
});
