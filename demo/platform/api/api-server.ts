// The commerce API origin: CORS, faults, routing (404/405), auth and scopes, body limits, the request checked against
// openapi.json, then the idempotency claim and the handler in one database transaction; the request log. Every
// failure answers in the error envelope.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { ApiError, errorBody } from '../http/api-error.ts';
import { answerPreflight, applyCors } from '../http/cors.ts';
import { parseJsonBody, readRawBody } from '../http/read-body.ts';
import { sendReply, sendText, type Reply } from '../http/respond.ts';
import { createRequestContract, type OpenApiDocument } from '../http/request-contract.ts';
import { createRouter, type Router } from '../http/router.ts';
import { authenticate, requireScope } from './authenticate.ts';
import { addCartRoutes } from './cart-routes.ts';
import { addCategoryRoutes } from './category-routes.ts';
import { addCheckoutRoutes } from './checkout-routes.ts';
import { addDiscountRoutes } from './discount-routes.ts';
import { addConsentRoutes } from './consent-routes.ts';
import type { PlatformContext } from '../platform-context.ts';
import type { ApiRoute } from './context.ts';
import { claimOrReplay, fingerprintRequest, parseIdempotencyKey, rememberAnswer } from './idempotency.ts';
import { describeRateLimitKind } from '../limits/rate-limits.ts';
import { resolveClientAddress } from '../limits/resolve-client-address.ts';
import { addProductRoutes } from './product-routes.ts';
import { addShopRoutes } from './shop-routes.ts';

const MUTATIONS = new Set(['POST', 'PATCH', 'DELETE']);
const CONTRACT = fs.readFileSync(new URL('../openapi.json', import.meta.url), 'utf8');
/** The validators of every operation, compiled once when the platform loads. */
const REQUEST_CONTRACT = createRequestContract(JSON.parse(CONTRACT) as OpenApiDocument);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createApiRouter(): Router<ApiRoute> {
  const router = createRouter<ApiRoute>();
  addShopRoutes(router);
  addProductRoutes(router);
  addCategoryRoutes(router);
  addCartRoutes(router);
  addDiscountRoutes(router);
  addCheckoutRoutes(router);
  addConsentRoutes(router);
  return router;
}

export function createApiListener(platform: PlatformContext, router = createApiRouter()) {
  return (req: IncomingMessage, res: ServerResponse): void => {
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
    handle(platform, router, req, res, url).catch((error: unknown) => {
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
  const match = router.match(method, url.pathname);
  if (match.kind === 'not_found')
    throw new ApiError('not_found', `no such path ${JSON.stringify(url.pathname.slice(0, 120))}`, {
      details: { path: url.pathname.slice(0, 120) },
    });
  if (match.kind === 'method_not_allowed') {
    throw new ApiError('method_not_allowed', `${method} is not allowed here; use ${match.allow.join(', ')}`, {
      headers: { Allow: match.allow.join(', ') },
    });
  }
  const { key, shop } = await platform.db.transaction((tx) => authenticate(tx, req.headers.authorization));
  requireScope(key, match.value.scope);
  const address = resolveClientAddress(req, platform.trustProxyHops);
  const limitKind = describeRateLimitKind(method, match.pattern);
  if (limitKind) platform.limits.check(limitKind, { address, key: key.id });
  const raw = await readRawBody(req, match.value.maxBodyBytes);
  const body = parseJsonBody(raw, req.headers['content-type']);
  REQUEST_CONTRACT.check(method, match.pattern, { query: url.searchParams, body });
  const idempotencyKey = MUTATIONS.has(method) ? parseIdempotencyKey(req.headers['idempotency-key']) : null;
  const idempotent = idempotencyKey && {
    shopId: shop.id,
    key: idempotencyKey,
    fingerprint: fingerprintRequest(method, `${url.pathname}${url.search}`, raw),
    now: platform.now(),
  };
  return platform.db.transaction(async (tx) => {
    if (idempotent) {
      const replay = await claimOrReplay(tx, idempotent);
      if (replay) return replay;
    }
    const client = { address, origin: req.headers.origin ?? null };
    const { params } = match;
    const request = { platform, tx, shop, key, params, query: url.searchParams, body, client, surface: null };
    const reply = await match.value.handle(request);
    if (idempotent) await rememberAnswer(tx, idempotent, reply);
    return reply;
  });
}
