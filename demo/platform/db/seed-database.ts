// Writes the seed into an empty database, once: the shops, keys, catalogue (one batch, indexed for search as it is
// written), campaign, discount codes and shipping methods of seed/seed-state.ts.
import { sql } from 'kysely';
import { insertCategory } from '../repo/categories.ts';
import { insertDiscount } from '../repo/discount-codes.ts';
import { ensureSequence } from '../repo/orders.ts';
import { insertProducts } from '../repo/product-writes.ts';
import { insertPublishableKey } from '../repo/publishable-keys.ts';
import { insertShippingMethod } from '../repo/shipping-methods.ts';
import { insertShop } from '../repo/shops.ts';
import { insertStorefront } from '../repo/storefronts.ts';
import type { SeedData } from '../state/types.ts';
import type { Tx } from './database.ts';
import { SETUP_LOCK } from './open-postgres.ts';

/** On PostgreSQL, makes processes that start together write the seed one after the other. */
export async function takeSetupLock(tx: Tx): Promise<void> {
  if (tx.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${SETUP_LOCK})`.execute(tx.db);
}

export async function writeSeed(tx: Tx, seed: SeedData): Promise<void> {
  for (const shop of seed.shops) await insertShop(tx, shop);
  for (const key of seed.keys) await insertPublishableKey(tx, key);
  for (const [position, category] of seed.categories.entries()) await insertCategory(tx, category, position);
  await insertProducts(tx, seed.products);
  for (const storefront of seed.storefronts) await insertStorefront(tx, storefront);
  for (const discount of seed.discounts) await insertDiscount(tx, discount);
  for (const method of seed.shippingMethods) await insertShippingMethod(tx, method);
  await ensureSequence(tx, 'order');
}

/** Seeds a database that has no shop yet; true when it did. */
export async function seedIfEmpty(tx: Tx, seed: () => SeedData): Promise<boolean> {
  await takeSetupLock(tx);
  if (await tx.db.selectFrom('shops').select('id').limit(1).executeTakeFirst()) return false;
  await writeSeed(tx, seed());
  return true;
}
