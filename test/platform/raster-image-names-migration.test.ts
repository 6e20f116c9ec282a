// Migration 0013 (raster image names): a database whose images were stored as `.svg` names migrates to the same
// names ending in `.jpg`, on the product's images and on the variants that point at one.
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
}

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
});
