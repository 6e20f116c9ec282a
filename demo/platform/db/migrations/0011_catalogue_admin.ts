// The admin catalogue API and its bulk import (docs/platform.md, "Catalogue"): a SKU names one variant of a shop, so
// an import can find what it already holds by SKU. Variants get their shop's id (copied from their product) and a
// unique index on (shop, SKU). A SKU that two variants of one shop shared before this migration keeps its first
// holder (the lowest product position, then variant position); the others get their variant id appended
// (`MUG-1-var_8k2...`), which the control panel and the admin API show.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('variants')
    .addColumn('shop_id', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update variants set shop_id = (select products.shop_id from products where products.id = variants.product_id)`.execute(
    db,
  );
  await sql`
    update variants set sku = sku || '-' || id
    where id in (
      select id from (
        select variants.id, row_number() over (
          partition by variants.shop_id, variants.sku order by products.position, variants.position, variants.id
        ) as rank
        from variants join products on products.id = variants.product_id
      ) ranked
      where rank > 1
    )`.execute(db);
  await db.schema.createIndex('variants_shop_sku').on('variants').columns(['shop_id', 'sku']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('variants_shop_sku').execute();
  await db.schema.alterTable('variants').dropColumn('shop_id').execute();
}
