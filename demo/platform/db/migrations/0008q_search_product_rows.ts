// PostgreSQL: `product_rows(ids, with_products)`, the rows of a product read (repo/products.ts readChildren) for the
// products `ids`: their variants, images and categories, and with `with_products` the product rows too, each row's
// columns as one JSON object. The platform's sessions plan every statement for its values (plan_cache_mode =
// force_custom_plan, db/open-postgres.ts), because a search's best plan depends on its words; a read by product ids
// has one best plan whatever the ids, so here it is planned once per connection (a PL/pgSQL function keeps the plans
// of its statements, and its own setting makes them generic). A search's statement then plans only its own part
// (docs/design.md, "A page's products read through a function planned once"). SQLite plans a statement in this
// process, so there the product read stays inline.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../migration-helpers.ts';

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  // The tables are found through the caller's search_path, which names the schema this function lives in
  // (db/open-postgres.ts sets it for every connection).
  await sql`create function product_rows(ids text[], with_products boolean)
    returns table (kind text, product_id text, "position" integer, data json)
    language plpgsql stable set plan_cache_mode = force_generic_plan as $$
    begin
      return query
        select 'product'::text, p.id, p.position, json_build_object('id', p.id, 'shopId', p.shop_id, 'slug', p.slug,
          'name', p.name, 'description', p.description, 'vatRate', p.vat_rate, 'createdAt', p.created_at,
          'position', p.position, 'options', p.options)
        from products p where with_products and p.id = any(ids)
        union all select 'variant'::text, v.product_id, v.position, json_build_object('id', v.id, 'name', v.name,
          'sku', v.sku, 'price', v.price, 'compareAtPrice', v.compare_at_price, 'stock', v.stock,
          'options', v.options, 'imageFile', v.image_file)
        from variants v where v.product_id = any(ids)
        union all select 'image'::text, i.product_id, i.position, json_build_object('file', i.file, 'alt', i.alt,
          'width', i.width, 'height', i.height)
        from product_images i where i.product_id = any(ids)
        union all select 'category'::text, c.product_id, c.position, json_build_object('categoryId', c.category_id)
        from product_categories c where c.product_id = any(ids);
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`drop function product_rows(text[], boolean)`.execute(db);
}
