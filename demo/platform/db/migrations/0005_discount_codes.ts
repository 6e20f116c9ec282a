// Discount codes (docs/design.md, "Discount codes"): the codes of each shop, unique per shop without regard to case
// (`code_key` is the upper-cased code); the code a cart holds; the discounts a checkout session and an order carry;
// and one redemption row per order and code, written in the paying transaction; and the codes refused per cart, which
// bound guessing. The database itself holds the usage limit: `uses` can never pass `usage_limit`, whatever a process
// does.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('discount_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull().references('shops.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('code_key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('percentage', 'fixed')`))
    .addColumn('value', 'bigint', (c) => c.notNull().check(sql`value > 0`))
    .addColumn('minimum_subtotal', 'bigint')
    .addColumn('valid_from', 'text')
    .addColumn('valid_to', 'text')
    .addColumn('usage_limit', 'integer')
    .addColumn('uses', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`uses >= 0`),
    )
    .addColumn('storefront_id', 'text')
    .addColumn('category_ids', 'text', (c) => c.notNull())
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('discount_codes_shop_key', ['shop_id', 'code_key'])
    .addCheckConstraint('discount_codes_within_limit', sql`usage_limit is null or uses <= usage_limit`)
    .execute();
  await db.schema
    .createTable('discount_redemptions')
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('discount_id', 'text', (c) => c.notNull().references('discount_codes.id'))
    .addColumn('shop_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('discount_redemptions_pk', ['order_id', 'discount_id'])
    .execute();
  await db.schema.createIndex('discount_redemptions_code').on('discount_redemptions').column('discount_id').execute();
  await db.schema
    .createTable('discount_attempts')
    .addColumn('cart_id', 'text', (c) => c.primaryKey().references('carts.id').onDelete('cascade'))
    .addColumn('refused', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('carts')
    .addColumn('discounts', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  for (const table of ['checkout_sessions', 'orders']) {
    await db.schema
      .alterTable(table)
      .addColumn('discounts', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('discount_total', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  }
}
