// Checkout sessions for the embedded checkout and asynchronous payment confirmation: the origin allowed to frame a
// session, and, while a paid session waits for the payment provider's confirmation (`processing`), when it will be
// confirmed (null: when the provider is told to) and the order it becomes then (JSON: customer and analytics).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('checkout_sessions').addColumn('embed_origin', 'text').execute();
  await db.schema.alterTable('checkout_sessions').addColumn('payment_confirm_at', 'text').execute();
  await db.schema.alterTable('checkout_sessions').addColumn('pending_order', 'text').execute();
  await db.schema
    .createIndex('checkout_sessions_confirm_due')
    .on('checkout_sessions')
    .columns(['status', 'payment_confirm_at'])
    .execute();
}
