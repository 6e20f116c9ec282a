// The admin JSON API: keys, faults, reset, request counters, expiring carts and sessions, orders.
import { ApiError, invalid, notFound } from '../http/api-error.ts';
import type { Reply } from '../http/respond.ts';
import { createRouter, type Router } from '../http/router.ts';
import type { PlatformContext } from '../api/context.ts';
import type { OriginName } from '../api/request-log.ts';
import { normalizeFaults } from '../api/faults.ts';
import { requireObject } from '../api/params.ts';
import { createSeedState } from '../seed/seed-state.ts';
import { createKey, rotateKey } from './manage-keys.ts';

export interface AdminRequest {
  platform: PlatformContext;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}
export type AdminHandler = (request: AdminRequest) => Reply;

const ok = (body: unknown, status = 200): Reply => ({ status, body });

function expire(platform: PlatformContext, kind: 'carts' | 'sessions', id: string): Reply {
  const record = platform.store.state[kind][id];
  if (!record) throw notFound(kind === 'carts' ? 'cart' : 'session', id);
  record.expiresAt = new Date(platform.now() - 1000).toISOString();
  platform.store.save();
  return ok({ id, expiresAt: record.expiresAt });
}

export function createAdminRouter(): Router<AdminHandler> {
  const router = createRouter<AdminHandler>();
  router.add('GET', '/admin/health', ({ platform }) => ok({ ok: true, urls: platform.urls }));
  router.add('POST', '/admin/keys', ({ platform, body }) => ok(createKey(platform, requireObject(body)), 201));
  router.add('POST', '/admin/keys/rotate', ({ platform, body }) => ok(rotateKey(platform, requireObject(body ?? {}))));
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
  router.add('POST', '/admin/reset', ({ platform }) => {
    platform.store.replace(createSeedState());
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
  router.add('POST', '/admin/carts/:id/expire', ({ platform, params }) => expire(platform, 'carts', params.id ?? ''));
  router.add('POST', '/admin/sessions/:id/expire', ({ platform, params }) =>
    expire(platform, 'sessions', params.id ?? ''),
  );
  router.add('GET', '/admin/orders', ({ platform, query }) => {
    const shop = query.get('shop');
    return ok({ data: platform.store.state.orders.filter((o) => !shop || o.shopId === shop) });
  });
  return router;
}
