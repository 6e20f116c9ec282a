// Migration 0011 (a SKU names one variant of a shop): a database whose shop had the same SKU on two variants before it
// migrates without losing a variant, the first holder keeps the SKU, the other gets its variant id appended, and from
// then on the database refuses a second variant with a SKU the shop has.
import { expect } from 'chai';
import type { Kysely } from 'kysely';
import type { Database } from '../../demo/platform/db/database.ts';
import { openPrivateDatabase } from '../../demo/platform/db/open-database.ts';
import { migrateAcross } from './helpers/migrate-across.ts';

const SKU_MIGRATION = '0011_catalogue_admin';

/** Rows as the schema before 0011 has them (no shop on variants), written without the typed tables. */
async function writeOldRows(db: Database): Promise<void> {
  const raw = db.kysely as unknown as Kysely<any>;
  const shop = { storeId: 0, name: 'Shop', baseCurrency: 'SEK', currencies: '[]', checkout: 'v2', locale: 'sv-SE' };
  await raw
    .insertInto('shops')
    .values([
      { ...shop, id: 'a', storeId: 1 },
      { ...shop, id: 'b', storeId: 2 },
    ])
    .execute();
  const product = { description: '', vatRate: 0.25, createdAt: '2025-01-01T00:00:00.000Z' };
  await raw
    .insertInto('products')
    .values([
      { ...product, id: 'p1', shopId: 'a', slug: 'one', name: 'One', position: 1 },
      { ...product, id: 'p2', shopId: 'a', slug: 'two', name: 'Two', position: 2 },
      { ...product, id: 'p3', shopId: 'b', slug: 'three', name: 'Three', position: 1 },
    ])
    .execute();
  const variant = { name: 'Default', price: 100, compareAtPrice: null, stock: null };
  await raw
    .insertInto('variants')
    .values([
      { ...variant, id: 'v2', productId: 'p2', position: 0, sku: 'MUG' },
      { ...variant, id: 'v1', productId: 'p1', position: 0, sku: 'MUG' },
      { ...variant, id: 'v4', productId: 'p1', position: 1, sku: 'BOWL' },
      { ...variant, id: 'v3', productId: 'p3', position: 0, sku: 'MUG' },
    ])
    .execute();
}

describe('platform: migration 0011 (one variant per SKU and shop)', () => {
  let db: Database;
  before(async () => {
    db = await openPrivateDatabase();
    await migrateAcross(db, SKU_MIGRATION, writeOldRows);
  });
  after(() => db.close());

  it('keeps every variant, leaves the first holder its SKU and appends the variant id to the other', async () => {
    const rows = await db.kysely.selectFrom('variants').select(['id', 'sku', 'shopId']).orderBy('id').execute();
    expect(rows).to.deep.equal([
      { id: 'v1', sku: 'MUG', shopId: 'a' },
      { id: 'v2', sku: 'MUG-v2', shopId: 'a' },
      { id: 'v3', sku: 'MUG', shopId: 'b' },
      { id: 'v4', sku: 'BOWL', shopId: 'a' },
    ]);
  });

  it('refuses a second variant with a SKU its shop already has', async () => {
    const copy = {
      id: 'v5',
      productId: 'p2',
      shopId: 'a',
      position: 1,
      name: 'Copy',
      sku: 'BOWL',
      price: 100,
      compareAtPrice: null,
      stock: null,
      options: '{}',
      imageFile: null,
    };
    const refused = await db.kysely
      .insertInto('variants')
      .values(copy)
      .execute()
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(String(refused)).to.match(/unique|duplicate/i);
    await db.kysely
      .insertInto('variants')
      .values({ ...copy, productId: 'p3', shopId: 'b' })
      .execute();
  });
});
