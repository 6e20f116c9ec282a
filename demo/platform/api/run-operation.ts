// One commerce API operation, for whoever asks: the HTTP listener (api-server.ts) and the MCP server's tools
// (mcp/call-api.ts) alike. The route is matched (404, 405), the key's scope and the rate limits admit it, the request
// is checked against openapi.json, and the handler runs in one transaction (with the idempotency claim when the
// caller sent a key), or, for a route that only reads, through `db.read`. What differs between callers is only how
// they authenticate and read a body. A route that reads the shopper's session finds it first, in a transaction of its
// own; a route may ask for steps after the commit (sending an e-mail), whose refusal releases the request's
// Idempotency-Key.
import { ApiError } from '../http/api-error.ts';
import type { Reply } from '../http/respond.ts';
import { REQUEST_CONTRACT } from '../http/platform-contract.ts';
import type { RouteMatch, Router } from '../http/router.ts';
import { describeRateLimitKind } from '../limits/rate-limits.ts';
import type { PlatformContext } from '../platform-context.ts';
import type { KeyRecord, ShopRecord } from '../state/types.ts';
import { requireScope } from './authenticate.ts';
import type { ApiRequest, ApiRoute } from './context.ts';
import { claimOrReplay, rememberAnswer } from './idempotency.ts';
import type { AfterCommit } from './context.ts';
import { resolveCustomerToken, sessionRefused } from '../customers/customer-sessions.ts';
import type { SignedIn } from '../customers/customer-types.ts';
import { releaseIdempotencyKey } from '../repo/idempotency-keys.ts';

export { CONTRACT_TEXT as CONTRACT } from '../http/platform-contract.ts';

export type FoundRoute = Extract<RouteMatch<ApiRoute>, { kind: 'found' }>;

/** Who asks, once authenticated. */
export interface Caller {
  key: KeyRecord;
  shop: ShopRecord;
  /** The client's address as the rate limits count it (limits/resolve-client-address.ts). */
  address: string;
  origin: string | null;
  surface: ApiRequest['surface'];
  /** The `Shopkit-Customer-Token` the request brought (a signed-in shopper), or null. */
  customerToken: string | null;
}

export interface Operation {
  method: string;
  route: FoundRoute;
  query: URLSearchParams;
  body: unknown;
  /** The idempotency claim of a mutation that sent `Idempotency-Key` (api/idempotency.ts), else null. */
  idempotent: { shopId: string; key: string; fingerprint: string; now: number } | null;
}

/** The route of `method path`, or the API's 404 / 405. */
export function matchRoute(router: Router<ApiRoute>, method: string, path: string): FoundRoute {
  const match = router.match(method, path);
  if (match.kind === 'not_found')
    throw new ApiError('not_found', `no such path ${JSON.stringify(path.slice(0, 120))}`, {
      details: { path: path.slice(0, 120) },
    });
  if (match.kind === 'method_not_allowed') {
    throw new ApiError('method_not_allowed', `${method} is not allowed here; use ${match.allow.join(', ')}`, {
      headers: { Allow: match.allow.join(', ') },
    });
  }
  return match;
}

/** The key's scope, then the rate limit of the route's kind (before any body is read). */
export function admitOperation(platform: PlatformContext, caller: Caller, method: string, route: FoundRoute): void {
  requireScope(caller.key, route.value.scope);
  const limitKind = describeRateLimitKind(method, route.pattern);
  if (limitKind) platform.limits.check(limitKind, { address: caller.address, key: caller.key.id });
}

/** Checks the request against the contract, then runs the handler in one transaction, then its after-commit steps. */
export async function runOperation(platform: PlatformContext, caller: Caller, operation: Operation): Promise<Reply> {
  const { method, route, query, body } = operation;
  REQUEST_CONTRACT.check(method, route.pattern, { query, body });
  const customer = await readCustomer(platform, route.value, caller);
  // An answer that carries a secret (a session token) is never kept for a replay.
  const idempotent = route.value.secretAnswer ? null : operation.idempotent;
  const steps: AfterCommit[] = [];
  // A route that only reads, or writes one statement last, runs without a transaction where that saves round trips
  // (db/database.ts `read`, `singleWrite`); the idempotency claim and its answer are writes, so they need one.
  const run = idempotent
    ? platform.db.transaction
    : route.value.readOnly
      ? platform.db.read
      : route.value.singleWrite
        ? platform.db.singleWrite
        : platform.db.transaction;
  let reply = await run(async (tx) => {
    steps.length = 0; // a transaction run again (PostgreSQL's retry) asks again
    if (idempotent) {
      const replay = await claimOrReplay(tx, idempotent);
      if (replay) return replay;
    }
    const { key, shop, surface } = caller;
    const client = { address: caller.address, origin: caller.origin };
    const afterCommit = (step: AfterCommit) => void steps.push(step);
    const request: ApiRequest = {
      platform,
      tx,
      shop,
      key,
      params: route.params,
      query,
      body,
      client,
      surface,
      customer,
      products: new Map(),
      afterCommit,
    };
    const answered = await route.value.handle(request);
    if (idempotent) await rememberAnswer(tx, idempotent, answered);
    return answered;
  });
  try {
    for (const step of steps) reply = await step(reply);
  } catch (error) {
    if (idempotent) await platform.db.transaction((tx) => releaseIdempotencyKey(tx, idempotent.shopId, idempotent.key));
    throw error;
  }
  return reply;
}

/**
 * The signed-in customer of a route that reads the session token, in a transaction of its own: a session ended by a
 * replaced token used again stays ended although the request is refused. Without a token there is nothing to read.
 */
async function readCustomer(platform: PlatformContext, route: ApiRoute, caller: Caller): Promise<SignedIn | null> {
  if (!route.customer) return null;
  if (!caller.customerToken) {
    if (route.customer === 'required') throw sessionRefused('missing');
    return null;
  }
  const token = caller.customerToken;
  const found = await platform.db.transaction((tx) => resolveCustomerToken(tx, caller.shop.id, token, platform.now()));
  if ('signedIn' in found) return found.signedIn;
  if (route.customer === 'required') throw sessionRefused(found.refused);
  return null;
}
