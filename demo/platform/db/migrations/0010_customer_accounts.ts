// Customer accounts (docs/design.md, "Customer accounts and sessions"): a shop's customers, known by their verified
// e-mail address (`email_key`, lower-cased, unique per shop) with their saved delivery addresses (JSON); the sign-in
// challenges (a 6-digit code and a link secret, stored as hashes only) and the per-address lock after too many wrong
// codes; the customers' sessions (the hash of the current token and of the one it replaced, for rotation); the mail
// outbox (order confirmations, sent after the paying transaction committed). Orders, carts and checkout sessions
// name the customer they belong to; an order also keeps the lower-cased address it was placed with, so a guest's past
// orders can be linked once that address is verified. Storefront keys that write carts gain the customer scopes.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('customers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull().references('shops.id'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('addresses', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('customers_shop_email', ['shop_id', 'email_key'])
    .execute();
  await db.schema.createIndex('customers_shop_created').on('customers').columns(['shop_id', 'created_at']).execute();

  await db.schema
    .createTable('sign_in_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull().references('shops.id'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('link_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('sign_in_challenges_address')
    .on('sign_in_challenges')
    .columns(['shop_id', 'email_key', 'created_at'])
    .execute();
  await db.schema.createIndex('sign_in_challenges_expiry').on('sign_in_challenges').column('expires_at').execute();

  await db.schema
    .createTable('sign_in_locks')
    .addColumn('shop_id', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addPrimaryKeyConstraint('sign_in_locks_pk', ['shop_id', 'email_key'])
    .execute();

  await db.schema
    .createTable('customer_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull().references('shops.id'))
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('token_issued_at', 'text', (c) => c.notNull())
    .addColumn('previous_token_hash', 'text')
    .addColumn('previous_valid_until', 'text')
    .addColumn('signed_in_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('customer_sessions_customer').on('customer_sessions').column('customer_id').execute();
  await db.schema
    .createIndex('customer_sessions_previous')
    .on('customer_sessions')
    .column('previous_token_hash')
    .execute();
  await db.schema.createIndex('customer_sessions_expiry').on('customer_sessions').column('expires_at').execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull().references('shops.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').column('next_attempt_at').execute();

  for (const table of ['orders', 'carts', 'checkout_sessions'])
    await db.schema.alterTable(table).addColumn('customer_id', 'text').execute();
  await db.schema.alterTable('orders').addColumn('customer_email_key', 'text').execute();
  await db.schema.createIndex('orders_customer').on('orders').columns(['shop_id', 'customer_id']).execute();
  await db.schema.createIndex('orders_email_key').on('orders').columns(['shop_id', 'customer_email_key']).execute();
  await db.schema.createIndex('carts_customer').on('carts').column('customer_id').execute();
  await backfillOrderEmails(db);
  await grantCustomerScopes(db);
}

/** Orders placed before accounts existed keep their address in the `customer` JSON: copy it, lower-cased. */
async function backfillOrderEmails(db: Kysely<any>): Promise<void> {
  const rows = (await db.selectFrom('orders').select(['id', 'customer']).execute()) as Array<{
    id: string;
    customer: string;
  }>;
  for (const row of rows) {
    const email = (JSON.parse(row.customer) as { email?: unknown }).email;
    if (typeof email !== 'string' || email === '') continue;
    await db
      .updateTable('orders')
      .set({ customer_email_key: email.trim().toLowerCase() })
      .where('id', '=', row.id)
      .execute();
  }
}

async function grantCustomerScopes(db: Kysely<any>): Promise<void> {
  const keys = (await db.selectFrom('publishable_keys').select(['id', 'scopes']).execute()) as Array<{
    id: string;
    scopes: string;
  }>;
  for (const key of keys) {
    const scopes = JSON.parse(key.scopes) as string[];
    if (!scopes.includes('cart:write') || scopes.includes('customer:write')) continue;
    await db
      .updateTable('publishable_keys')
      .set({ scopes: JSON.stringify([...scopes, 'customer:read', 'customer:write']) })
      .where('id', '=', key.id)
      .execute();
  }
}
