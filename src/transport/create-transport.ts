// The request pipeline: scope pre-flight, headers, per-attempt timeout, retries with backoff, one idempotency key per
// logical mutation, and the single-flight 401 refresh outside the retry budget. Everything time-related is injectable.
import type { ResolvedConfig } from '../config/resolve-config.ts';
import { ShopkitError } from '../errors/shopkit-error.ts';
import { ShopkitHttpError } from '../errors/shopkit-http-error.ts';
import { ShopkitNetworkError } from '../errors/shopkit-network-error.ts';
import { ShopkitTimeoutError } from '../errors/shopkit-timeout-error.ts';
import type { ScopeGuard } from '../types.ts';
import { createAttemptSignal, sleep as realSleep } from './attempt-signal.ts';
import { type QueryValue, buildUrl } from './build-url.ts';
import { createIdempotencyKey } from './idempotency-key.ts';
import { type KeyHolder, createKeyHolder } from './key-refresh.ts';
import { readBody } from './read-body.ts';
import { retryDelayMs } from './retry-delay.ts';
import { shouldRetry } from './should-retry.ts';

export interface TransportRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  scope: string;
  operation: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** Headers of this request only (a signed-in shopper's session token). */
  headers?: Record<string, string>;
  /** Sent as `Shopkit-Surface` (RequestOptions.surface: attribution of an agent's call). */
  surface?: 'agentic' | undefined;
}

export interface TransportTiming {
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
  now?: () => number;
}

export interface Transport {
  request<T>(request: TransportRequest): Promise<T>;
  readonly keys: KeyHolder;
}

type Config = Pick<
  ResolvedConfig,
  'apiUrl' | 'fetch' | 'headers' | 'timeoutMs' | 'maxRetries' | 'publishableKey' | 'onUnauthorized'
>;
type Outcome = Response | ShopkitNetworkError | ShopkitTimeoutError;

export function createTransport(
  config: Config,
  scopes: ScopeGuard,
  timing: TransportTiming = {},
  keys?: KeyHolder,
): Transport {
  const sleep = timing.sleep ?? realSleep;
  const random = timing.random ?? Math.random;
  const now = timing.now ?? Date.now;
  const keyHolder = keys ?? createKeyHolder(config.publishableKey, config.onUnauthorized);

  async function attempt(request: TransportRequest, url: string, headers: Record<string, string>): Promise<Outcome> {
    const attemptSignal = createAttemptSignal(request.signal, config.timeoutMs);
    try {
      const init: RequestInit = { method: request.method, headers, signal: attemptSignal.signal };
      if (request.body !== undefined) init.body = JSON.stringify(request.body);
      return await config.fetch(url, init);
    } catch (cause) {
      if (request.signal?.aborted) throw request.signal.reason;
      if (attemptSignal.timedOut()) return new ShopkitTimeoutError(request.method, request.path, config.timeoutMs);
      return new ShopkitNetworkError(request.method, request.path, cause);
    } finally {
      attemptSignal.dispose();
    }
  }

  async function request<T>(request: TransportRequest): Promise<T> {
    scopes.assert(request.scope, request.operation);
    const url = buildUrl(config.apiUrl, request.path, request.query);
    const headers: Record<string, string> = { ...config.headers, ...request.headers, Accept: 'application/json' };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    if (request.method !== 'GET') headers['Idempotency-Key'] = createIdempotencyKey();
    if (request.surface) headers['Shopkit-Surface'] = request.surface;
    let refreshed = false;
    for (let retriesMade = 0; ; retriesMade++) {
      const key = keyHolder.current();
      const outcome = await attempt(request, url, { ...headers, Authorization: `Bearer ${key}` });
      const response = outcome instanceof ShopkitError ? null : outcome;
      if (response?.ok) return (await readBody(response)) as T;
      const body = response ? await readBody(response) : undefined;
      // A refused customer session is the shopper's, not the key's: it never calls onUnauthorized.
      if (
        response?.status === 401 &&
        !refreshed &&
        !isSessionRefusal(body) &&
        (await keyHolder.refresh(key)) !== null
      ) {
        refreshed = true;
        retriesMade--;
        continue;
      }
      const failure = response
        ? new ShopkitHttpError({
            status: response.status,
            method: request.method,
            path: request.path,
            body,
            requestId: response.headers.get('x-request-id'),
          })
        : outcome;
      if (!shouldRetry({ status: response?.status ?? null, retriesMade, maxRetries: config.maxRetries })) throw failure;
      await sleep(
        retryDelayMs(retriesMade, response?.headers.get('retry-after') ?? null, now(), random),
        request.signal,
      );
    }
  }

  return { request, keys: keyHolder };
}

/** A 401 that refuses the shopper's session (`session_invalid`), not the publishable key. */
const isSessionRefusal = (body: unknown): boolean =>
  (body as { error?: { code?: unknown } } | undefined)?.error?.code === 'session_invalid';
