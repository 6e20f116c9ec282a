// Shops: read on every request (by the key's shop, kept briefly: state/shop-reads.ts), written by the seed and the
// tracking settings; every write signals `shops`.
import type { Selectable } from 'kysely';
import type { Tx } from '../db/database.ts';
import type { ShopsTable } from '../db/tables.ts';
import type { CheckoutKind, CurrencyOfferRecord, ShopRecord, TrackingRecord } from '../state/types.ts';
import { fromJson, toJson } from './json-column.ts';

const toShop = (row: Selectable<ShopsTable>): ShopRecord => ({
  id: row.id,
  storeId: row.storeId,
  name: row.name,
  baseCurrency: row.baseCurrency,
  currencies: fromJson<CurrencyOfferRecord[]>(row.currencies),
  checkout: row.checkout as CheckoutKind,
  locale: row.locale,
  tracking: {
    ga4MeasurementId: row.ga4MeasurementId,
    gtmContainerId: row.gtmContainerId,
    metaPixelId: row.metaPixelId,
    consentLog: row.consentLog === 1,
  },
  vatRate: Number(row.vatRate),
});

export async function findShop(tx: Tx, id: string): Promise<ShopRecord | null> {
  const row = await tx.db.selectFrom('shops').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toShop(row) : null;
}

export async function findShopByStoreId(tx: Tx, storeId: number): Promise<ShopRecord | null> {
  const row = await tx.db.selectFrom('shops').selectAll().where('storeId', '=', storeId).executeTakeFirst();
  return row ? toShop(row) : null;
}

export async function listShopIds(tx: Tx): Promise<string[]> {
  const rows = await tx.db.selectFrom('shops').select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
}

export async function insertShop(tx: Tx, shop: ShopRecord): Promise<void> {
  const { tracking, ...fields } = shop;
  await tx.db
    .insertInto('shops')
    .values({ ...fields, currencies: toJson(shop.currencies), ...trackingColumns(tracking) })
    .execute();
  tx.signal('shops', { shopId: shop.id });
}

const trackingColumns = (tracking: TrackingRecord) => ({
  ga4MeasurementId: tracking.ga4MeasurementId,
  gtmContainerId: tracking.gtmContainerId,
  metaPixelId: tracking.metaPixelId,
  consentLog: tracking.consentLog ? 1 : 0,
});

export async function saveTracking(tx: Tx, shopId: string, tracking: TrackingRecord): Promise<void> {
  await tx.db.updateTable('shops').set(trackingColumns(tracking)).where('id', '=', shopId).execute();
  tx.signal('shops', { shopId });
}
