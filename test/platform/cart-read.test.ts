// repo/products.ts findCartWithProducts reads a cart's row inside the statement that reads its lines' products, and
// names the cart's columns there one by one: the cart it gives must be the one findCart reads, every column, on both
// databases, so a column added to the carts table cannot go missing from a cart change.
import { expect } from 'chai';
import type { Database } from '../../demo/platform/db/database.ts';
import { migrateToLatest } from '../../demo/platform/db/migrate.ts';
import { openPrivateDatabase } from '../../demo/platform/db/open-database.ts';
import { findCart, insertCart, toCart } from '../../demo/platform/repo/carts.ts';
import { findCartWithProducts } from '../../demo/platform/repo/products.ts';
import type { CartRecord } from '../../demo/platform/state/types.ts';

describe('platform: a cart read with its lines’ products', () => {
  let db: Database;
  before(async () => {
    db = await openPrivateDatabase();
    await migrateToLatest(db);
  });
  after(() => db.close());

  it('gives the cart findCart reads, every column set, locked or not', async () => {
    const cart: CartRecord = {
      id: 'cart_read_every_column',
      shopId: 'shop_read',
      status: 'merged',
      storefront: { id: 'sf_campaign', surface: 'social' },
      surface: 'agentic',
      lines: [
        { id: 'line_1', productId: 'prod_a', variantId: 'var_a', quantity: 2 },
        { id: 'line_2', productId: 'prod_b', variantId: 'var_b', quantity: 1 },
      ],
      discountIds: ['disc_1'],
      createdAt: '2026-12-01T10:00:00.000Z',
      updatedAt: '2026-12-02T11:30:00.000Z',
      expiresAt: '2027-01-01T10:00:00.000Z',
      customerId: 'cust_1',
    };
    await db.transaction((tx) => insertCart(tx, cart));
    const alone = await db.transaction((tx) => findCart(tx, cart.id));
    expect(alone).to.deep.equal(cart);
    for (const lock of [false, true]) {
      const read = await db.transaction((tx) => findCartWithProducts(tx, cart.shopId, { id: cart.id, lock }));
      expect(read.cart, `lock: ${lock}`).not.to.equal(null);
      expect(toCart(read.cart!), `lock: ${lock}`).to.deep.equal(alone);
      expect(read.products, 'no such products in this database').to.deep.equal([]);
    }
  });

  it('gives no cart for an unknown id', async () => {
    const read = await db.transaction((tx) =>
      findCartWithProducts(tx, 'shop_read', { id: 'cart_unknown', lock: true }),
    );
    expect(read.cart).to.equal(null);
  });
});
