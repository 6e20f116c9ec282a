// The admin API's tracking settings and consent log of a shop:
//   GET /admin/shops/{shop}/tracking, PUT /admin/shops/{shop}/tracking (any of the fields; "" or null clears an id),
//   GET /admin/shops/{shop}/consent-log?limit=1-500&before=<seq> (newest first, `nextBefore` for the next page).
import { invalid, notFound } from '../http/api-error.ts';
import type { Router } from '../http/router.ts';
import { requireObject } from '../api/params.ts';
import { applyTrackingChange } from '../consent/tracking-settings.ts';
import { countConsentRecords, listConsentRecords } from '../repo/consent-records.ts';
import { findShop, saveTracking } from '../repo/shops.ts';
import type { Tx } from '../db/database.ts';
import type { ShopRecord } from '../state/types.ts';
import type { AdminHandler } from './admin-handler.ts';

async function shopOrThrow(tx: Tx, id: string): Promise<ShopRecord> {
  const shop = await findShop(tx, id);
  if (!shop) throw notFound('shop', id);
  return shop;
}

function readWhole(query: URLSearchParams, name: string, min: number, max: number, fallback: number | null) {
  const text = query.get(name);
  if (text === null) return fallback;
  if (!/^\d{1,12}$/.test(text) || +text < min || +text > max) throw invalid(name, text, `must be ${min}-${max}`);
  return +text;
}

export function addTrackingRoutes(router: Router<AdminHandler>): void {
  router.add('GET', '/admin/shops/:shop/tracking', ({ platform, params }) =>
    platform.db.transaction(async (tx) => ({ status: 200, body: (await shopOrThrow(tx, params.shop ?? '')).tracking })),
  );
  router.add('PUT', '/admin/shops/:shop/tracking', ({ platform, params, body }) =>
    platform.db.transaction(async (tx) => {
      const shop = await shopOrThrow(tx, params.shop ?? '');
      const tracking = applyTrackingChange(shop.tracking, requireObject(body));
      await saveTracking(tx, shop.id, tracking);
      return { status: 200, body: tracking };
    }),
  );
  router.add('GET', '/admin/shops/:shop/consent-log', ({ platform, params, query }) =>
    platform.db.transaction(async (tx) => {
      const shop = await shopOrThrow(tx, params.shop ?? '');
      const limit = readWhole(query, 'limit', 1, 500, 100)!;
      const before = readWhole(query, 'before', 1, Number.MAX_SAFE_INTEGER, null);
      const page = await listConsentRecords(tx, shop.id, { limit, before });
      const data = page.map(({ seq: _seq, ...record }) => record);
      const nextBefore = page.length === limit ? (page.at(-1)?.seq ?? null) : null;
      return { status: 200, body: { data, total: await countConsentRecords(tx, shop.id), nextBefore } };
    }),
  );
}
