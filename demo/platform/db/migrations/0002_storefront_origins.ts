// The origins each shop's storefront pages live on: a checkout handoff may only return the shopper to one of them.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('storefront_origins')
    .addColumn('shop_id', 'text', (c) => c.notNull().references('shops.id'))
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('storefront_origins_pk', ['shop_id', 'origin'])
    .execute();
}
