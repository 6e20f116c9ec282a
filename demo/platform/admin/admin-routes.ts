// The admin JSON API: keys, faults, payment confirmation, reset, request counters, expiring carts and sessions,
// pruning, orders, discount codes, shipping methods, the catalogue (products, variants, stock, categories, import).
import { ApiError, invalid, notFound } from '../http/api-error.ts';
import type { Reply } from '../http/respond.ts';
import { createRouter, type Router } from '../http/router.ts';
import type { PlatformContext } from '../platform-context.ts';
import type { OriginName } from '../api/request-log.ts';
import { normalizeFaults } from '../api/faults.ts';
import { requireObject } from '../api/params.ts';
import { resetDatabase } from '../db/reset-database.ts';
import { findCart, saveCart } from '../repo/carts.ts';
import { findSession, saveSession } from '../repo/checkout-sessions.ts';
import { listOrders } from '../repo/orders.ts';
import { createSeed } from '../seed/seed-state.ts';
import { confirmPayment } from '../checkout/create-order.ts';
import type { AdminHandler } from './admin-handler.ts';
import { addCatalogueAdminRoutes } from './catalogue-admin-routes.ts';
import { addCatalogueImportRoute } from './catalogue-import-route.ts';
import { addCategoryAdminRoutes } from './category-admin-routes.ts';
import { addDiscountAdminRoutes } from './discount-admin-routes.ts';
import { addBackofficeRoutes, type AdminBackoffice } from './backoffice-routes.ts';
import { createKey, rotateKey } from './manage-keys.ts';
import { addShippingAdminRoutes } from './shipping-admin-routes.ts';
import { addTrackingRoutes } from './tracking-routes.ts';

const ok = (body: unknown, status = 200): Reply => ({ status, body });

/** Moves a cart's or a session's expiry into the past (tests of the 410 answers). */
function expire(platform: PlatformContext, kind: 'cart' | 'session', id: string): Promise<Reply> {
  const expiresAt = new Date(platform.now() - 1000).toISOString();
  return platform.db.transaction(async (tx) => {
    if (kind === 'cart') {
      const cart = await findCart(tx, id, { lock: true });
      if (!cart) throw notFound(kind, id);
      await saveCart(tx, { ...cart, expiresAt });
    } else {
      const session = await findSession(tx, id, { lock: true });
      if (!session) throw notFound(kind, id);
      await saveSession(tx, { ...session, expiresAt });
    }
    return ok({ id, expiresAt });
  });
}

/** The payment provider's confirmation for a processing session arrives now: its order is written. */
async function confirmNow(platform: PlatformContext, id: string): Promise<Reply> {
  return platform.db.transaction(async (tx) => {
    const session = await findSession(tx, id);
    if (!session) throw notFound('session', id);
    if (session.status !== 'processing')
      throw new ApiError(
        'invalid_request',
        `session ${id} is ${session.status}, not waiting for a payment confirmation`,
        {
          details: { field: 'id' },
        },
      );
    const order = await confirmPayment(tx, id, platform.now());
    return ok({ id, status: 'paid', orderNumber: order?.number ?? session.orderNumber });
  });
}

export function createAdminRouter(backoffice?: AdminBackoffice): Router<AdminHandler> {
  const router = createRouter<AdminHandler>();
  if (backoffice) addBackofficeRoutes(router, backoffice);
  router.add('GET', '/admin/health', ({ platform }) => ok({ ok: true, urls: platform.urls }));
  router.add('POST', '/admin/keys', async ({ platform, body }) =>
    ok(await createKey(platform, requireObject(body)), 201),
  );
  router.add('POST', '/admin/keys/rotate', async ({ platform, body }) =>
    ok(await rotateKey(platform, requireObject(body ?? {}))),
  );
  router.add('GET', '/admin/faults', ({ platform }) => ok(platform.faults.settings()));
  router.add('PUT', '/admin/faults', ({ platform, body }) => {
    const input = requireObject(body);
    try {
      normalizeFaults({ ...platform.faults.settings(), ...input });
    } catch (error) {
      throw new ApiError('invalid_request', (error as Error).message, { details: { field: 'faults' } });
    }
    return ok(platform.faults.set(input));
  });
  router.add('GET', '/admin/payments', ({ platform }) => ok(platform.payments.settings()));
  router.add('PUT', '/admin/payments', ({ platform, body }) => {
    try {
      return ok(platform.payments.set(requireObject(body)));
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      throw new ApiError('invalid_request', error.message, { details: { field: 'payments' } });
    }
  });
  router.add('POST', '/admin/sessions/:id/confirm-payment', ({ platform, params }) =>
    confirmNow(platform, params.id ?? ''),
  );
  router.add('POST', '/admin/reset', async ({ platform }) => {
    await resetDatabase(platform.db, createSeed);
    platform.log.reset();
    return ok({ reset: true });
  });
  router.add('GET', '/admin/requests', ({ platform, query }) => {
    const origin = query.get('origin') ?? 'api';
    if (!['api', 'checkout', 'cdn'].includes(origin)) throw invalid('origin', origin, 'must be api, checkout or cdn');
    return ok(platform.log.snapshot(origin as OriginName));
  });
  router.add('DELETE', '/admin/requests', ({ platform }) => {
    platform.log.reset();
    return { status: 204 };
  });
  router.add('POST', '/admin/carts/:id/expire', ({ platform, params }) => expire(platform, 'cart', params.id ?? ''));
  router.add('POST', '/admin/sessions/:id/expire', ({ platform, params }) =>
    expire(platform, 'session', params.id ?? ''),
  );
  router.add('POST', '/admin/prune', async ({ platform }) => ok(await platform.pruning.runNow()));
  router.add('GET', '/admin/orders', async ({ platform, query }) => {
    const shopId = query.get('shop');
    return ok({ data: await platform.db.transaction((tx) => listOrders(tx, { shopId })) });
  });
  addDiscountAdminRoutes(router);
  addShippingAdminRoutes(router);
  addCatalogueAdminRoutes(router);
  addCategoryAdminRoutes(router);
  addCatalogueImportRoute(router);
  addTrackingRoutes(router);
  return router;
}
