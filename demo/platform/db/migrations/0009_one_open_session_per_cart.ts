// One open checkout session per cart (docs/design.md, "One open checkout per cart"): a new start for a cart replaces
// its open session, which becomes `replaced` and can no longer be paid. Carts that had several open sessions before
// this migration keep the newest open and the others become `replaced`; then a partial unique index on the cart's
// open session keeps it so (two starts at once cannot both leave one open) and finds it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    update checkout_sessions set status = 'replaced', expires_at = created_at
    where status = 'open' and exists (
      select 1 from checkout_sessions newer
      where newer.cart_id = checkout_sessions.cart_id and newer.status = 'open'
        and (newer.created_at > checkout_sessions.created_at
          or (newer.created_at = checkout_sessions.created_at and newer.id > checkout_sessions.id))
    )`.execute(db);
  await db.schema
    .createIndex('checkout_sessions_open_per_cart')
    .on('checkout_sessions')
    .column('cart_id')
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('checkout_sessions_open_per_cart').execute();
}
