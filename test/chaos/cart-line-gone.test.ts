// A change to a line that is already gone (removed by a request whose answer was lost, or by another tab) must not
// cost the shopper the rest of the cart: the 404 is about the line, not the cart.
import { expect } from 'chai';
import { startPlatform, type RunningPlatform } from '../../demo/platform/start-platform.ts';
import { createShopkitClient, type ShopkitClient, type StorageAdapter } from '../../src/index.ts';
import type { Fetch } from './create-wire-log.ts';

function sharedStorage(): StorageAdapter {
  const values = new Map<string, string>();
  return {
    kind: 'shared',
    get: (key) => values.get(key) ?? null,
    set: (key, value) => {
      values.set(key, value);
    },
    remove: (key) => {
      values.delete(key);
    },
  };
}

function clientOf(
  platform: RunningPlatform,
  storage: StorageAdapter,
  fetchFn: Fetch = (input, init) => fetch(input, init),
): ShopkitClient {
  return createShopkitClient({
    publishableKey: platform.keys.demo,
    apiUrl: platform.urls.api,
    storage,
    fetch: fetchFn,
    consent: false,
  });
}

describe('chaos: a change to a line that is already gone', function () {
  this.timeout(20_000);
  let platform: RunningPlatform;
  beforeEach(async () => {
    platform = await startPlatform();
  });
  afterEach(async () => {
    await platform.close();
  });

  // Was a finding (core, src/resources/cart.ts): any 404 from a line mutation was read as "cart gone" and the
  // remembered cart id erased. Now the cart is re-read; only a cart that is itself gone is forgotten.
  it('keeps the cart when another tab already removed the line', async () => {
    const storage = sharedStorage();
    const tabA = clientOf(platform, storage);
    const tabB = clientOf(platform, storage);
    await tabA.cart.add({ productId: 'prod_005' });
    const cart = await tabA.cart.add({ productId: 'prod_014' });
    const line = cart.items.find((item) => item.productId === 'prod_005')!;
    await tabA.cart.remove(line.id);
    const error = await tabB.cart.update(line.id, 3).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).to.have.property('status', 404);
    expect(await tabA.cart.id(), 'the remembered cart').to.equal(cart.id);
    expect((await tabA.cart.current())?.items.map((item) => item.productId)).to.deep.equal(['prod_014']);
  });

  it('keeps the cart when a remove whose answer was lost is followed by a change to that line', async () => {
    const dropRemoves: Fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (init.method === 'DELETE') throw new TypeError('fetch failed: connection dropped after the work was done');
      return response;
    };
    const client = clientOf(platform, sharedStorage(), dropRemoves);
    await client.cart.add({ productId: 'prod_005' });
    const cart = await client.cart.add({ productId: 'prod_014' });
    const line = cart.items.find((item) => item.productId === 'prod_005')!;
    expect(
      await client.cart.remove(line.id).then(
        () => 'resolved',
        (reason: unknown) => (reason as Error).name,
      ),
    ).to.equal('ShopkitNetworkError');
    await client.cart.update(line.id, 2).catch(() => undefined);
    expect(await client.cart.id(), 'the remembered cart').to.equal(cart.id);
  });
});
