// Shipping (docs/design.md, "Shipping"): each shop's VAT rate (shipping is taxed at it), the shop's shipping methods
// (a base price with optional prices per charge currency, an optional free-shipping threshold likewise, and the
// countries a method serves, JSON lists), and on checkout sessions and orders the method they ship with, its cost and
// the delivery address (JSON; the address is personal data, erased by the pruning after its retention).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('shops')
    .addColumn('vat_rate', 'double precision', (c) => c.notNull().defaultTo(0.25))
    .execute();
  await db.schema
    .createTable('shipping_methods')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull().references('shops.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('prices', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('free_over', 'bigint', (c) => c.check(sql`free_over >= 0`))
    .addColumn('free_over_prices', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('countries', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shipping_methods_shop').on('shipping_methods').column('shop_id').execute();
  for (const table of ['checkout_sessions', 'orders']) {
    await db.schema.alterTable(table).addColumn('shipping', 'text').execute();
    await db.schema
      .alterTable(table)
      .addColumn('shipping_total', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable(table).addColumn('shipping_address', 'text').execute();
  }
  await db.schema.createIndex('orders_created').on('orders').column('created_at').execute();
}
