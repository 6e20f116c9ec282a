// What every resource receives from the client: the transport, the currency in effect for a call, the campaign.
import { isShopkitHttpError } from '../errors/guards.ts';
import type { TransportRequest } from '../transport/create-transport.ts';
import type { RequestOptions, ShopkitStorefront } from '../types.ts';

export interface ResourceContext {
  request<T>(request: TransportRequest): Promise<T>;
  /** The currency for this call: the per-call option, else the stored choice, else the configured default. */
  currency(options?: RequestOptions): Promise<string | null>;
  storefront: ShopkitStorefront | null;
}

/** A missing record (404) or an expired one (410) reads as null; any other error is thrown. */
export async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (isShopkitHttpError(error) && (error.status === 404 || error.status === 410)) return null;
    throw error;
  }
}
