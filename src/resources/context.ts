// What every resource receives from the client: the transport, the currency in effect for a call, the campaign; and
// `send`, the one "resolve the currency, then request" helper the resources share.
import { isShopkitHttpError } from '../errors/guards.ts';
import type { QueryValue } from '../transport/build-url.ts';
import type { TransportRequest } from '../transport/create-transport.ts';
import type { RequestOptions, ShopkitStorefront } from '../types.ts';

export interface ResourceContext {
  request<T>(request: TransportRequest): Promise<T>;
  /** The currency for this call: the per-call option, else the stored choice, else the configured default. */
  currency(options?: RequestOptions): Promise<string | null>;
  storefront: ShopkitStorefront | null;
}

/**
 * One request, described as a whole (as stripe-node describes its requests): what the transport sends, the caller's
 * options, and whether it is priced.
 */
export interface ResourceRequest {
  method: TransportRequest['method'];
  path: string;
  scope: string;
  operation: string;
  options?: RequestOptions | undefined;
  /**
   * A priced request's query: it carries `currency=` in effect for the call after these parameters, then the
   * campaign's `storefront=` when `campaign` is set. An unpriced request (no `query`) carries no query at all.
   */
  query?: Record<string, QueryValue>;
  campaign?: boolean;
  body?: unknown;
}

/** Sends one request, its currency resolved first when it is priced. */
export async function send<T>(ctx: ResourceContext, request: ResourceRequest): Promise<T> {
  const { method, path, scope, operation, options, query, campaign, body } = request;
  const priced = query && {
    ...query,
    currency: await ctx.currency(options),
    storefront: campaign ? ctx.storefront?.id : null,
  };
  const { signal, surface } = options ?? {};
  return ctx.request<T>({ method, path, scope, operation, body, signal, surface, query: priced });
}

/** A 404 (missing) or 410 (expired, checked out) answer. */
export const isGone = (error: unknown): boolean =>
  isShopkitHttpError(error) && (error.status === 404 || error.status === 410);

/** A missing record (404) or an expired one (410) reads as null; any other error is thrown. */
export const orNull = <T>(promise: Promise<T>): Promise<T | null> =>
  promise.catch((error) => {
    if (isGone(error)) return null;
    throw error;
  });
