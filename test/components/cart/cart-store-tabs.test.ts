import { expect } from '@open-wc/testing';
import { cartStoreFor } from '../../../components/internal/cart/cart-store.ts';
import { createClientWith } from '../../../src/client.ts';
import { DEMO_KEY, makeCart, makeCartItem } from '../../helpers/fixtures.ts';
import { API_URL, createTestShop, until } from '../test-shop.ts';

/** Two tabs of one shop: two clients (so two cart stores) over the same platform and the same storage. */
function twoTabs() {
  const shop = createTestShop({ cart: makeCart({ items: [makeCartItem({ quantity: 2 })] }) });
  const other = createClientWith(
    { publishableKey: DEMO_KEY, apiUrl: API_URL, fetch: shop.fake.fetch, storage: shop.storage, maxRetries: 0 },
    {},
  );
  return { shop, here: cartStoreFor(shop.client), there: cartStoreFor(other) };
}

describe('the cart store across tabs', () => {
  it('tells the other tabs of every change, and each reads the cart once', async () => {
    const { shop, here, there } = twoTabs();
    await Promise.all([here.reload(), there.reload()]);
    shop.fake.requests.length = 0;
    await here.update('li_0001', 5);
    await until(() => there.current.cart?.itemCount === 5, 'the other tab');
    expect(shop.fake.requests.map((request) => request.method)).to.deep.equal(['PATCH', 'GET']);
  });

  it('tells the other tabs when its cart went, at no cost once the cart is gone for all', async () => {
    const { shop, here, there } = twoTabs();
    await Promise.all([here.reload(), there.reload()]);
    shop.fake.requests.length = 0;
    await shop.client.cart.clear();
    await until(() => here.current.cart === null && there.current.cart === null, 'both without a cart');
    expect(shop.fake.requests.map((request) => request.method)).to.deep.equal(['DELETE']);
  });

  it('tells the other tabs when this browser’s cart became an order', async () => {
    const { shop, there } = twoTabs();
    const thankYouPage = cartStoreFor(createTestShop({ storage: shop.storage }).client);
    await there.reload();
    shop.storage.entries.delete('shop_cart_id');
    thankYouPage.cartCheckedOut();
    await until(() => there.current.cart === null, 'the other tab without a cart');
  });
});
