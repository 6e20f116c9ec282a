// What every commerce API handler receives, and the shape of a route.
import type { Reply } from '../http/respond.ts';
import type { Database, Tx } from '../db/database.ts';
import type { Pruning } from '../maintenance/start-pruning.ts';
import type { KeyRecord, ShopRecord } from '../state/types.ts';
import type { PaymentController } from '../checkout/payment-settings.ts';
import type { RateLimiter } from '../limits/rate-limits.ts';
import type { FaultController } from './faults.ts';
import type { RequestLog } from './request-log.ts';

export interface PlatformUrls {
  api: string;
  checkout: string;
  cdn: string;
  admin: string;
}

export interface PlatformContext {
  db: Database;
  /** The periodic sweep of expired carts, sessions and idempotency records. */
  pruning: Pruning;
  urls: PlatformUrls;
  now(): number;
  faults: FaultController;
  /** How the payment provider confirms payments (instant, delayed, manual). */
  payments: PaymentController;
  log: RequestLog;
  /** Rate limits on cart and checkout writes (limits/rate-limits.ts). */
  limits: RateLimiter;
  /** Reverse proxies in front of the platform whose X-Forwarded-For / -Proto are trusted (0: none). */
  trustProxyHops: number;
  /** Storefront origins per shop given at start, beside those each shop stored (storefront/storefront-origins.ts). */
  storefrontOrigins: Readonly<Record<string, readonly string[]>>;
}

/** A request being answered, inside its transaction `tx` (committed when the handler resolves). */
export interface ApiRequest {
  platform: PlatformContext;
  tx: Tx;
  shop: ShopRecord;
  key: KeyRecord;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  /** Who asked: the socket's peer address and the request's `Origin` header (both may be absent). */
  client: { address: string | null; origin: string | null };
}

export interface ApiRoute {
  scope: string;
  /** A body limit below the API's default (MAX_BODY_BYTES): a 413 beyond it. */
  maxBodyBytes?: number;
  handle(request: ApiRequest): Promise<Reply>;
}

export const nowIso = (platform: PlatformContext): string => new Date(platform.now()).toISOString();
