// One commerce API operation, for whoever asks: the HTTP listener (api-server.ts) and the MCP server's tools
// (mcp/call-api.ts) alike. The route is matched (404, 405), the key's scope and the rate limits admit it, the request
// is checked against openapi.json, and the handler runs in one transaction (with the idempotency claim when the
// caller sent a key). What differs between callers is only how they authenticate and read a body.
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

/** Checks the request against the contract, then runs the handler in one transaction. */
export async function runOperation(platform: PlatformContext, caller: Caller, operation: Operation): Promise<Reply> {
  const { method, route, query, body, idempotent } = operation;
  REQUEST_CONTRACT.check(method, route.pattern, { query, body });
  return platform.db.transaction(async (tx) => {
    if (idempotent) {
      const replay = await claimOrReplay(tx, idempotent);
      if (replay) return replay;
    }
    const { key, shop, surface } = caller;
    const client = { address: caller.address, origin: caller.origin };
    const request: ApiRequest = { platform, tx, shop, key, params: route.params, query, body, client, surface };
    const reply = await route.value.handle(request);
    if (idempotent) await rememberAnswer(tx, idempotent, reply);
    return reply;
  });
}
