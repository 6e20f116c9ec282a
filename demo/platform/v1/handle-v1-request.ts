// REST API v1: GET /v1/orders and GET /v1/products/count for the shop the API key belongs to.
// Errors use the spec's v1 shape {"code": <status>, "error": "..."}.
import type { IncomingMessage } from 'node:http';
import { redactSecrets } from '../http/api-error.ts';
import type { Reply } from '../http/respond.ts';
import type { StateStore } from '../state/state-store.ts';
import { authenticateV1 } from './authenticate-v1.ts';
import { parseV1OrderQuery, V1QueryError } from './parse-v1-order-query.ts';
import { presentV1Order } from './present-v1-order.ts';

export const V1_DEPRECATION_LINK = '<https://shopkit.invalid/docs/rest-v1#authentication>; rel="deprecation"';

export const v1Error = (status: number, error: string, headers: Record<string, string> = {}): Reply => ({
  status,
  body: { code: status, error: redactSecrets(error) },
  headers,
});

function listOrders(store: StateStore, shopId: string, query: URLSearchParams): Reply {
  const q = parseV1OrderQuery(query);
  const matching = store.state.orders
    .filter((o) => o.shopId === shopId && (q.status === null || o.status === q.status))
    .filter(
      (o) =>
        (q.from === null || Date.parse(o.createdAt) >= q.from) && (q.to === null || Date.parse(o.createdAt) < q.to),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.number.localeCompare(a.number));
  const data = matching.slice(q.offset, q.offset + q.limit).map((o) => presentV1Order(o, q.includeLines));
  return { status: 200, body: { data, total: matching.length, limit: q.limit, offset: q.offset } };
}

export function handleV1Request(store: StateStore, req: IncomingMessage): Reply {
  const url = new URL(req.url ?? '/', 'https://v1.invalid');
  const path = url.pathname.replace(/\/+$/, '');
  if (!path.startsWith('/v1/') && path !== '/v1') return v1Error(404, `no such path ${path}`);
  const auth = authenticateV1(store.state, req.headers.authorization, url.searchParams);
  if (!auth.ok) return v1Error(401, auth.error, { 'WWW-Authenticate': 'Basic realm="shopkit-v1"' });
  const deprecation: Record<string, string> = auth.legacy ? { Deprecation: 'true', Link: V1_DEPRECATION_LINK } : {};
  const routes: Record<string, () => Reply> = {
    '/v1/orders': () => listOrders(store, auth.shopId, url.searchParams),
    '/v1/products/count': () => ({
      status: 200,
      body: { count: store.state.products.filter((p) => p.shopId === auth.shopId).length },
    }),
  };
  const route = Object.hasOwn(routes, path) ? routes[path] : undefined;
  if (!route) return v1Error(404, `no such path ${path}`, deprecation);
  if (req.method !== 'GET') return v1Error(405, `${req.method} not allowed; use GET`, { ...deprecation, Allow: 'GET' });
  try {
    const reply = route();
    return { ...reply, headers: { ...reply.headers, ...deprecation } };
  } catch (error) {
    if (error instanceof V1QueryError) return v1Error(400, error.message, deprecation);
    throw error;
  }
}
