// Migration 0013 (raster image names): a database whose images were stored as `.svg` names migrates to the same
// names ending in `.jpg`, on the product's images, on the variants that point at one, and on the priced lines of
// checkout sessions and orders.
import { expect } from 'chai';
import type { Database } from '../../demo/platform/db/database.ts';
import { openPrivateDatabase } from '../../demo/platform/db/open-database.ts';
import { insertShopRow, migrateAcross, untypedTables } from './helpers/migrate-across.ts';

/** A product with two SVG-named images and two variants, one pointing at the second image, as 0012's schema has it. */
async function writeOldRows(db: Database): Promise<void> {
  const raw = untypedTables(db);
  await insertShopRow(db);
  await raw
    .insertInto('products')
    .values({
      id: 'p1',
      shopId: 'a',
      slug: 'mug',
      name: 'Mug',
      description: '',
      vatRate: 0.25,
      position: 1,
      createdAt: '2025-01-01T00:00:00.000Z',
    })
    .execute();
  const image = { productId: 'p1', shopId: 'a', alt: 'Mug', width: 800, height: 800 };
  await raw
    .insertInto('productImages')
    .values([
      { ...image, position: 0, file: 'mug-1.svg' },
      { ...image, position: 1, file: 'mug-svg-2.svg' },
    ])
    .execute();
  const variant = { productId: 'p1', shopId: 'a', price: 100, compareAtPrice: null, stock: null };
  await raw
    .insertInto('variants')
    .values([
      { ...variant, id: 'v1', position: 0, name: 'Moss', sku: 'MUG-1', imageFile: null },
      { ...variant, id: 'v2', position: 1, name: 'Clay', sku: 'MUG-2', imageFile: 'mug-svg-2.svg' },
    ])
    .execute();
  const money = { currency: 'SEK', subtotal: 200, vatTotal: 40, total: 200 };
  await raw
    .insertInto('checkoutSessions')
    .values({
      ...money,
      id: 'cs1',
      shopId: 'a',
      cartId: 'c1',
      status: 'completed',
      lines: JSON.stringify(OLD_LINES),
      successUrl: 'https://shop.example/thanks',
      backUrl: 'https://shop.example/cart',
      createdAt: '2025-01-01T00:00:00.000Z',
      expiresAt: '2025-01-02T00:00:00.000Z',
    })
    .execute();
  await raw
    .insertInto('orders')
    .values({
      ...money,
      id: 'o1',
      number: '1001',
      shopId: 'a',
      storeId: 1,
      sessionId: 'cs1',
      cartId: 'c1',
      status: 'paid',
      customer: '{}',
      lines: JSON.stringify(OLD_LINES),
      analytics: '{}',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    })
    .execute();
}

/** Two priced lines: one showing the product's image, one without an image whose name ends in ".svg". */
const OLD_LINES = [
  { id: 'l1', productId: 'p1', variantId: 'v2', name: 'Mug', imageFile: 'mug-svg-2.svg', quantity: 1 },
  { id: 'l2', productId: 'p2', variantId: 'v9', name: 'Sticker "logo.svg"', imageFile: null, quantity: 1 },
];

describe('platform: migration 0013 (raster image names)', () => {
  let db: Database;
  before(async () => {
    db = await openPrivateDatabase();
    await migrateAcross(db, '0013_raster_image_names', writeOldRows);
  });
  after(() => db.close());

  it("renames every stored image and every variant's image to end in .jpg, keeping the rest of the name", async () => {
    const images = await db.kysely.selectFrom('productImages').select('file').orderBy('position').execute();
    expect(images.map((row) => row.file)).to.deep.equal(['mug-1.jpg', 'mug-svg-2.jpg']);
    const variants = await db.kysely.selectFrom('variants').select(['id', 'imageFile']).orderBy('id').execute();
    expect(variants).to.deep.equal([
      { id: 'v1', imageFile: null },
      { id: 'v2', imageFile: 'mug-svg-2.jpg' },
    ]);
  });

  it('renames the image of every priced line in checkout sessions and orders, and nothing else in them', async () => {
    const expected = [{ ...OLD_LINES[0], imageFile: 'mug-svg-2.jpg' }, OLD_LINES[1]];
    const session = await db.kysely
      .selectFrom('checkoutSessions')
      .select('lines')
      .where('id', '=', 'cs1')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(session.lines)).to.deep.equal(expected);
    const order = await db.kysely.selectFrom('orders').select('lines').where('id', '=', 'o1').executeTakeFirstOrThrow();
    expect(JSON.parse(order.lines)).to.deep.equal(expected);
  });
});
