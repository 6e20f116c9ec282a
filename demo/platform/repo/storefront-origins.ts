// The storefront origins a shop listed (control panel, admin API). Origins given when the platform starts are not
// stored: they live in the platform context (storefront/storefront-origins.ts). Every write signals `shops`
// (state/shop-reads.ts keeps the stored origins briefly).
import type { Tx } from '../db/database.ts';

export async function listStoredOrigins(tx: Tx, shopId: string): Promise<string[]> {
  const rows = await tx.db
    .selectFrom('storefrontOrigins')
    .select('origin')
    .where('shopId', '=', shopId)
    .orderBy('origin')
    .execute();
  return rows.map((row) => row.origin);
}

export async function replaceStoredOrigins(tx: Tx, shopId: string, origins: readonly string[], at: string) {
  await tx.db.deleteFrom('storefrontOrigins').where('shopId', '=', shopId).execute();
  tx.signal('shops', { shopId });
  if (origins.length === 0) return;
  await tx.db
    .insertInto('storefrontOrigins')
    .values(origins.map((origin) => ({ shopId, origin, createdAt: at })))
    .execute();
}

/** Adds one origin to those the shop listed, keeping the others; an origin already listed stays as it was. */
export async function addStoredOrigin(tx: Tx, shopId: string, origin: string, at: string): Promise<void> {
  await tx.db
    .insertInto('storefrontOrigins')
    .values({ shopId, origin, createdAt: at })
    .onConflict((conflict) => conflict.columns(['shopId', 'origin']).doNothing())
    .execute();
  tx.signal('shops', { shopId });
}
