// A tool's request to the commerce API, answered in this process by the API's own routes (api/run-operation.ts):
// the same scopes, rate limits per address and key, contract checks, pricing and presenters as over HTTP, as the
// caller with the `agentic` surface. Throws the API's ApiError, which the server turns into an isError result.
import { createApiRouter } from '../api/api-router.ts';
import { admitOperation, runOperation } from '../api/run-operation.ts';
import type { ApiRoute } from '../api/context.ts';
import { ApiError, type ErrorCode } from '../http/api-error.ts';
import type { Reply } from '../http/respond.ts';
import type { ToolContext } from './tool-context.ts';

const ROUTER = createApiRouter();

export interface ApiCall {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** The path, its ids already checked by the tool's input schema. */
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

function toQuery(values: ApiCall['query'] = {}): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) query.set(name, String(value));
  return query;
}

export async function callApi<T>(context: ToolContext, call: ApiCall): Promise<T> {
  const { platform, caller } = context;
  const route = ROUTER.match(call.method, call.path);
  if (route.kind !== 'found') throw new Error(`call-api: no route for ${call.method} ${call.path}`);
  admitOperation(platform, caller, call.method, route);
  const operation = { method: call.method, route, query: toQuery(call.query), body: call.body };
  return bodyOf<T>(await runOperation(platform, caller, { ...operation, idempotent: null }));
}

/** An answer's body; a refusal the route answered rather than threw (a code that cannot apply) is thrown here. */
function bodyOf<T>(reply: Reply): T {
  if (reply.status < 400) return reply.body as T;
  const { code, message } = (reply.body as { error: { code: ErrorCode; message: string } }).error;
  throw new ApiError(code, message);
}

/**
 * Runs `route` (a tool's own handler made of the API's parts, for what one API call cannot do in one transaction)
 * as if it were the API's route `pattern`: its scope, its rate limit, one transaction.
 */
export async function runAsApi<T>(
  context: ToolContext,
  spec: Omit<ApiCall, 'path'> & { pattern: string; params: Record<string, string>; route: ApiRoute },
): Promise<T> {
  const { platform, caller } = context;
  const found = { kind: 'found', value: spec.route, params: spec.params, pattern: spec.pattern } as const;
  admitOperation(platform, caller, spec.method, found);
  const operation = { method: spec.method, route: found, query: toQuery(spec.query), body: spec.body };
  return bodyOf<T>(await runOperation(platform, caller, { ...operation, idempotent: null }));
}

/** The API's own route for `method path` (a tool that wraps it in a transaction of its own). */
export function findApiRoute(method: ApiCall['method'], path: string): ApiRoute {
  const match = ROUTER.match(method, path);
  if (match.kind !== 'found') throw new Error(`call-api: no route for ${method} ${path}`);
  return match.value;
}
