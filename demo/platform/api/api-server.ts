// The commerce API origin: CORS, faults, routing (404/405), auth and scopes, body limits, the request checked against
// openapi.json, then the idempotency claim and the handler in one database transaction; the request log. Every
// failure answers in the error envelope.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { ApiError, errorBody } from '../http/api-error.ts';
import { answerPreflight, applyCors } from '../http/cors.ts';
import { parseJsonBody, readRawBody } from '../http/read-body.ts';
import { sendReply, sendText, type Reply } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { createApiRouter } from './api-router.ts';
import { MCP_PATH, serveMcp } from '../mcp/serve-mcp.ts';
import { authenticate } from './authenticate.ts';
import type { PlatformContext } from '../platform-context.ts';
import type { ApiRoute } from './context.ts';
import { fingerprintRequest, parseIdempotencyKey } from './idempotency.ts';
import { admitOperation, CONTRACT, matchRoute, runOperation } from './run-operation.ts';
import { resolveClientAddress } from '../limits/resolve-client-address.ts';
import { readSurfaceHeader } from '../attribution/read-surface-header.ts';

const MUTATIONS = new Set(['POST', 'PATCH', 'DELETE']);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createApiListener(platform: PlatformContext, router = createApiRouter()) {
  // Gives back the handler's work, so that a stopping server can let it finish (listen.ts).
  return (req: IncomingMessage, res: ServerResponse): Promise<void> | void => {
    const url = new URL(req.url ?? '/', 'http://api.invalid');
    res.setHeader('X-Request-Id', randomUUID());
    applyCors(req, res);
    res.on('finish', () =>
      platform.log.record({
        origin: 'api',
        method: req.method ?? 'GET',
        path: url.pathname,
        status: res.statusCode,
        at: new Date(platform.now()).toISOString(),
      }),
    );
    if (answerPreflight(req, res)) return;
    if (req.method === 'GET' && url.pathname === '/v2/openapi.json') {
      return sendText(res, 200, 'application/json; charset=utf-8', CONTRACT, { 'Cache-Control': 'no-cache' });
    }
    return handle(platform, router, req, res, url).catch((error: unknown) => {
      console.error('shopkit platform: unexpected error', error);
      if (!res.headersSent)
        sendReply(res, { status: 500, body: errorBody(new ApiError('internal', 'internal error')) });
    });
  };
}

async function handle(
  platform: PlatformContext,
  router: Router<ApiRoute>,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const faults = platform.faults.decide();
  if (faults.delayMs > 0) await sleep(faults.delayMs);
  let reply: Reply;
  try {
    if (faults.fail === '5xx') throw new ApiError('unavailable', 'injected fault: service unavailable');
    if (faults.fail === '429')
      throw new ApiError('rate_limited', 'injected fault: too many requests', { headers: { 'Retry-After': '1' } });
    if (url.pathname === MCP_PATH) return await serveMcp(platform, req, res, url);
    reply = await answer(platform, router, req, url);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    reply = { status: error.status, body: errorBody(error), headers: error.extras.headers ?? {} };
  }
  if (faults.drop && reply.status < 400) {
    res.socket?.destroy();
    return;
  }
  sendReply(res, reply);
}

async function answer(
  platform: PlatformContext,
  router: Router<ApiRoute>,
  req: IncomingMessage,
  url: URL,
): Promise<Reply> {
  const method = req.method ?? 'GET';
  const route = matchRoute(router, method, url.pathname);
  const { key, shop } = await authenticate(platform, req.headers.authorization);
  const address = resolveClientAddress(req, platform.trustProxyHops);
  const token = req.headers['shopkit-customer-token'];
  const customerToken = (Array.isArray(token) ? token[0] : token) ?? null;
  const surface = readSurfaceHeader(req.headers);
  const caller = { key, shop, address, origin: req.headers.origin ?? null, surface, customerToken };
  admitOperation(platform, caller, method, route);
  const raw = await readRawBody(req, route.value.maxBodyBytes);
  const body = parseJsonBody(raw, req.headers['content-type']);
  const idempotencyKey = MUTATIONS.has(method) ? parseIdempotencyKey(req.headers['idempotency-key']) : null;
  const idempotent = idempotencyKey && {
    shopId: shop.id,
    key: idempotencyKey,
    fingerprint: fingerprintRequest(method, `${url.pathname}${url.search}`, raw),
    now: platform.now(),
  };
  return runOperation(platform, caller, {
    method,
    route,
    query: url.searchParams,
    body,
    idempotent: idempotent || null,
  });
}
