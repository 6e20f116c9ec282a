// What every part of the platform shares once it runs: the database, the clock, its URLs, the fault and payment
// settings, the request log, the rate limits, the pruning sweep, the proxy, storefront-origin and tag-origin settings
// given at start, and the mailer. start-platform.ts makes it; the API, the admin API, the checkout, the CDN and the
// periodic tasks take it. The reads it keeps briefly (keys and their shops, stored origins) are in shopReads.
import type { Database } from './db/database.ts';
import type { PaymentController } from './checkout/payment-settings.ts';
import type { RateLimiter } from './limits/rate-limits.ts';
import type { Pruning } from './maintenance/start-pruning.ts';
import type { FaultController } from './api/faults.ts';
import type { RequestLog } from './api/request-log.ts';
import type { Mailer } from './mail/mailer.ts';
import type { ShopReads } from './state/shop-reads.ts';

/** Where storefront pages load Google's and Meta's tag scripts from when they name no origin (consent/tag-origins.ts). */
export interface TagOrigins {
  google: string;
  meta: string;
}

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
  /** Sends e-mail over SMTP (SMTP_URL, or the local mail catcher). */
  mail: Mailer;
  /** Where every page loads its tag scripts from when it does not say (consent/tag-origins.ts); null: the vendors'. */
  tagOrigins: TagOrigins | null;
  /** Publishable keys with their shops, and shops' stored storefront origins, kept briefly (state/shop-reads.ts). */
  shopReads: ShopReads;
}

export const nowIso = (platform: PlatformContext): string => new Date(platform.now()).toISOString();
