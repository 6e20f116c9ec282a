// REST API v1: GET /v1/orders, GET /v1/products/count, GET /v1/customers and GET /v1/customers/<id> for the shop the
// API key belongs to.
// Errors use the spec's v1 shape {"code": <status>, "error": "..."}.
import type { IncomingMessage } from 'node:http';
import { redactSecrets } from '../http/api-error.ts';
import type { Reply } from '../http/respond.ts';
import type { Database, Tx } from '../db/database.ts';
import { countOrders, listOrders } from '../repo/orders.ts';
import { countProducts } from '../repo/products.ts';
import { authenticateV1 } from './authenticate-v1.ts';
import { parseV1OrderQuery, V1QueryError } from './parse-v1-order-query.ts';
import { presentV1Order } from './present-v1-order.ts';
import { getV1Customer, listV1Customers } from './v1-customers.ts';

export const V1_DEPRECATION_LINK = '<https://shopkit.invalid/docs/rest-v1#authentication>; rel="deprecation"';

export const v1Error = (status: number, error: string, headers: Record<string, string> = {}): Reply => ({
  status,
  body: { code: status, error: redactSecrets(error) },
  headers,
});

async function listV1Orders(tx: Tx, shopId: string, query: URLSearchParams): Promise<Reply> {
  const q = parseV1OrderQuery(query);
  const filter = {
    shopId,
    status: q.status,
    from: q.from === null ? null : new Date(q.from).toISOString(),
    to: q.to === null ? null : new Date(q.to).toISOString(),
  };
  const page = await listOrders(tx, { ...filter, newestFirst: true, offset: q.offset, limit: q.limit });
  const total = await countOrders(tx, filter);
  const data = page.map((o) => presentV1Order(o, q.includeLines));
  return { status: 200, body: { data, total, limit: q.limit, offset: q.offset } };
}

export function handleV1Request(db: Database, req: IncomingMessage): Promise<Reply> {
  return db.transaction((tx) => answerV1(tx, req));
}

async function answerV1(tx: Tx, req: IncomingMessage): Promise<Reply> {
  const url = new URL(req.url ?? '/', 'https://v1.invalid');
  const path = url.pathname.replace(/\/+$/, '');
  if (!path.startsWith('/v1/') && path !== '/v1') return v1Error(404, `no such path ${path}`);
  const auth = await authenticateV1(tx, req.headers.authorization, url.searchParams);
  if (!auth.ok) return v1Error(401, auth.error, { 'WWW-Authenticate': 'Basic realm="shopkit-v1"' });
  const deprecation: Record<string, string> = auth.legacy ? { Deprecation: 'true', Link: V1_DEPRECATION_LINK } : {};
  const routes: Record<string, () => Promise<Reply>> = {
    '/v1/orders': () => listV1Orders(tx, auth.shopId, url.searchParams),
    '/v1/products/count': async () => ({ status: 200, body: { count: await countProducts(tx, auth.shopId) } }),
    '/v1/customers': () => listV1Customers(tx, auth.shopId, url.searchParams),
  };
  const customerId = /^\/v1\/customers\/([^/]{1,64})$/.exec(path)?.[1];
  const route = Object.hasOwn(routes, path)
    ? routes[path]
    : customerId
      ? async () =>
          (await getV1Customer(tx, auth.shopId, safeDecode(customerId))) ??
          v1Error(404, `no customer ${JSON.stringify(safeDecode(customerId))}`)
      : undefined;
  if (!route) return v1Error(404, `no such path ${path}`, deprecation);
  if (req.method !== 'GET') return v1Error(405, `${req.method} not allowed; use GET`, { ...deprecation, Allow: 'GET' });
  try {
    const reply = await route();
    return { ...reply, headers: { ...reply.headers, ...deprecation } };
  } catch (error) {
    if (error instanceof V1QueryError) return v1Error(400, error.message, deprecation);
    throw error;
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
