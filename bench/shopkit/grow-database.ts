// Fills a platform database for the write-cost bench: `factor` times the seed's demo products (copies with their
// variants, images and categories), and `factor` x 200 carts, checkout sessions, orders and idempotency records.
// Bulk inserts in one transaction; the same rows on SQLite and PostgreSQL.
import { deflateRawSync } from 'node:zlib';
import type { Database, Tx } from '../../demo/platform/db/database.ts';
import { insertProduct } from '../../demo/platform/repo/product-writes.ts';
import { listAllProducts } from '../../demo/platform/repo/products.ts';
import type { PricedLine } from '../../demo/platform/state/types.ts';

export const ROWS_PER_FACTOR = 200;

export interface DatabaseSize {
  products: number;
  carts: number;
  orders: number;
  idempotencyKeys: number;
}

const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
const later = (i: number) => new Date(Date.UTC(2036, 0, 1) + i * 60_000).toISOString();

function line(i: number): PricedLine {
  return {
    ...{ id: `li_grow_${i}`, productId: 'prod_002', variantId: 'var_002_1', name: 'Breakfast Bowl' },
    ...{ variantName: null, sku: 'BREAKFAST-BO-1', slug: 'breakfast-bowl', imageFile: 'breakfast-bowl-1.jpg' },
    ...{ quantity: 2, unitPrice: 22900, lineTotal: 45800, vatRate: 0.25 },
  };
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += 400) await insert(rows.slice(start, start + 400));
}

async function copyProducts(tx: Tx, copies: number): Promise<void> {
  const originals = await listAllProducts(tx, 'demo');
  for (let copy = 1; copy < copies; copy++)
    for (const product of originals)
      await insertProduct(tx, {
        ...product,
        id: `${product.id}_g${copy}`,
        slug: `${product.slug}-g${copy}`,
        images: product.images.map((image) => ({ ...image, file: image.file.replace(/(\.[a-z]+)$/, `-g${copy}$1`) })),
        variants: product.variants.map((variant) => ({ ...variant, id: `${variant.id}_g${copy}` })),
      });
}

async function insertHistory(tx: Tx, count: number): Promise<void> {
  const indexes = Array.from({ length: count }, (_, i) => i);
  const lines = JSON.stringify([line(1), line(2), line(3)]);
  const cartLines = JSON.stringify(
    [1, 2, 3].map((n) => ({ id: `li_${n}`, productId: 'prod_002', variantId: 'var_002_1', quantity: 2 })),
  );
  await insertInBatches(indexes, (batch) =>
    tx.db
      .insertInto('carts')
      .values(
        batch.map((i) => ({
          id: `cart_grow_${i}`,
          shopId: 'demo',
          status: i % 2 ? 'open' : 'checked_out',
          storefront: null,
          lines: cartLines,
          discounts: '[]',
          createdAt: at(i),
          updatedAt: at(i),
          expiresAt: later(i),
        })),
      )
      .execute(),
  );
  const money = {
    currency: 'SEK',
    lines,
    subtotal: 137400,
    discounts: '[]',
    discountTotal: 0,
    shippingTotal: 0,
    vatTotal: 27480,
    total: 137400,
    storefront: null,
  };
  await insertInBatches(indexes, (batch) =>
    tx.db
      .insertInto('checkoutSessions')
      .values(
        batch.map((i) => ({
          id: `cs_grow_${i}`,
          shopId: 'demo',
          cartId: `cart_grow_${i}`,
          status: 'paid',
          ...money,
          successUrl: 'http://127.0.0.1:9/',
          backUrl: 'http://127.0.0.1:9/',
          orderNumber: `G${i}`,
          createdAt: at(i),
          expiresAt: later(i),
        })),
      )
      .execute(),
  );
  const customer = JSON.stringify({ name: 'Ada Lovelace', email: 'ada@example.com' });
  const analytics = JSON.stringify({ consentCategories: ['analytics'], gaClientId: null, gaSessionId: null });
  await insertInBatches(indexes, (batch) =>
    tx.db
      .insertInto('orders')
      .values(
        batch.map((i) => ({
          id: `ord_grow_${i}`,
          number: `G${i}`,
          shopId: 'demo',
          storeId: 48213,
          sessionId: `cs_grow_${i}`,
          cartId: `cart_grow_${i}`,
          status: 'new',
          ...money,
          customer,
          analytics,
          createdAt: at(i),
          updatedAt: at(i),
        })),
      )
      .execute(),
  );
  const body = deflateRawSync(JSON.stringify({ id: 'cart_x', items: [line(1), line(2)] })).toString('base64');
  await insertInBatches(indexes, (batch) =>
    tx.db
      .insertInto('idempotencyKeys')
      .values(
        batch.map((i) => ({
          shopId: 'demo',
          key: `grow-${i}`,
          fingerprint: `f${i}`,
          status: 200,
          body,
          createdAt: later(i),
        })),
      )
      .execute(),
  );
}

/** Grows a freshly seeded database by `factor`; returns what it then holds. */
export async function growDatabase(db: Database, factor: number): Promise<DatabaseSize> {
  await db.transaction(async (tx) => {
    await copyProducts(tx, factor);
    await insertHistory(tx, factor * ROWS_PER_FACTOR);
  });
  const count = async (table: 'products' | 'carts' | 'orders' | 'idempotencyKeys') =>
    Number(
      (
        await db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    products: await count('products'),
    carts: await count('carts'),
    orders: await count('orders'),
    idempotencyKeys: await count('idempotencyKeys'),
  };
}
