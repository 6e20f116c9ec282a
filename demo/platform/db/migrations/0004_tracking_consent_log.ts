// Tracking settings per shop (GA4, GTM and Meta pixel ids, the consent log switch) and the consent log itself: one
// row per consent decision a shopper made (its random id, when it was decided and recorded, the consent revision,
// the categories, the page origin, and the client's network, never its full address). Storefront keys that read the
// shop gain `consent:write`, so the sites already using them can record decisions.
import type { Kysely } from 'kysely';
import { addSerialKey } from '../migration-helpers.ts';

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['ga4_measurement_id', 'gtm_container_id', 'meta_pixel_id'])
    await db.schema.alterTable('shops').addColumn(column, 'text').execute();
  await db.schema
    .alterTable('shops')
    .addColumn('consent_log', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await addSerialKey(db, db.schema.createTable('consent_records'), 'seq')
    .addColumn('shop_id', 'text', (c) => c.notNull().references('shops.id'))
    .addColumn('consent_id', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('analytics', 'integer', (c) => c.notNull())
    .addColumn('marketing', 'integer', (c) => c.notNull())
    .addColumn('page_origin', 'text')
    .addColumn('client_network', 'text')
    .addUniqueConstraint('consent_records_shop_consent', ['shop_id', 'consent_id'])
    .execute();
  await db.schema.createIndex('consent_records_shop_seq').on('consent_records').columns(['shop_id', 'seq']).execute();
  await db.schema.createIndex('consent_records_recorded').on('consent_records').column('recorded_at').execute();

  const keys = await db.selectFrom('publishable_keys').select(['id', 'scopes']).execute();
  for (const key of keys as Array<{ id: string; scopes: string }>) {
    const scopes = JSON.parse(key.scopes) as string[];
    if (!scopes.includes('shop:read') || scopes.includes('consent:write')) continue;
    await db
      .updateTable('publishable_keys')
      .set({ scopes: JSON.stringify([...scopes, 'consent:write']) })
      .where('id', '=', key.id)
      .execute();
  }
}
