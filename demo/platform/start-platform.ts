// Starts the local Shopkit platform: the commerce API, the hosted checkout, the image CDN and the admin API, each on
// its own loopback origin, on one database (db/open-database.ts says where it lives). `startPlatform({ports: {api:
// 0}})` picks free ports (tests); the CLI uses fixed ones.
import { randomBytes } from 'node:crypto';
import { createAdminRouter } from './admin/admin-routes.ts';
import { createAdminListener } from './admin/admin-server.ts';
import { createApiListener } from './api/api-server.ts';
import { createShopReads } from './state/shop-reads.ts';
import type { PlatformContext, PlatformUrls } from './platform-context.ts';
import { createFaults, type FaultController, type FaultSettings } from './api/faults.ts';
import { createRequestLog, type RequestLog } from './api/request-log.ts';
import { createCdnListener } from './cdn/cdn-server.ts';
import { createCheckoutListener } from './checkout/checkout-server.ts';
import { startPaymentConfirmer } from './checkout/payment-confirmer.ts';
import { createPaymentController, type PaymentController, type PaymentSettings } from './checkout/payment-settings.ts';
import { answerBadPathAsJson, answerBadPathAsText, guardRequests, type BadPathAnswer } from './http/guard-requests.ts';
import { applyCors } from './http/cors.ts';
import { listen, type Listening } from './http/listen.ts';
import { resolveServerTimeouts, type ServerTimeouts } from './http/server-limits.ts';
import { answerBadCheckoutPath } from './checkout/answer-bad-path.ts';
import type { Database } from './db/database.ts';
import { openDatabase, openPrivateDatabase, prepareDatabase } from './db/open-database.ts';
import { startPruning, type PruneOptions } from './maintenance/start-pruning.ts';
import { DEMO_KEY, DEMO_STOREFRONT_ID, LEGACY_KEY, createSeed } from './seed/seed-state.ts';
import {
  createRateLimiter,
  resolveRateLimits,
  type RateLimiter,
  type RateLimitSettings,
} from './limits/rate-limits.ts';
import { attachBackoffice, type BackofficeOptions } from './panel/attach-backoffice.ts';
import type { WebhookDispatcher, WebhookDispatcherOptions } from './webhooks/create-webhook-dispatcher.ts';
import type { WebhookUrlPolicyOptions } from './webhooks/webhook-url-policy.ts';
import { normalizeStorefrontOrigin, resolveStartupOrigins } from './storefront/storefront-origins.ts';
import { resolveTrustProxyHops } from './limits/resolve-client-address.ts';
import { startPlatformMail, type MailOptions, type PlatformMail } from './mail/start-platform-mail.ts';
import type { MailCatcher } from './mail/catcher/start-mail-catcher.ts';
import { resolveTagOrigins, type TagOrigins } from './consent/tag-origins.ts';

export interface PlatformOptions {
  host?: string;
  ports?: {
    api?: number;
    checkout?: number;
    cdn?: number;
    admin?: number;
    v1?: number;
    v1Plain?: number;
    /** The local mail catcher's page and SMTP server (used only without `mail.smtpUrl`). */
    mail?: number;
    smtp?: number;
  };
  /** The control panel's password; made at random when omitted. */
  panelPassword?: string;
  /** Panel session lifetimes (default: 30 min idle, 12 h absolute, at most 100 sessions). */
  panelSessions?: BackofficeOptions['panelSessions'];
  /** Panel login backoff per client address (default: 5 free failures, then 1 s doubling to 15 min). */
  loginThrottle?: BackofficeOptions['loginThrottle'];
  /** Webhook delivery options (tests inject a fast retry policy). */
  webhooks?: WebhookDispatcherOptions;
  /**
   * Where the data lives: a postgres:// URL or an SQLite file path. Omitted: a private database that lives as long
   * as this platform (SQLite in memory, or a throwaway schema under SHOPKIT_PRIVATE_DATABASE_URL).
   */
  database?: string;
  /** When and how much to prune (maintenance/start-pruning.ts). */
  prune?: PruneOptions;
  faults?: Partial<FaultSettings>;
  /** How payments are confirmed (default instant); `PUT /admin/payments` changes it while running. */
  payments?: Partial<PaymentSettings>;
  now?: () => number;
  adminToken?: string;
  /**
   * Local development: webhook receivers may be on loopback and private networks too, never on link-local addresses
   * or a cloud metadata service (`npm start` and the tests turn it on; a platform that others can reach should not).
   */
  localDevelopment?: boolean;
  /** Internal networks allowed to receive webhooks (CIDR), and a resolver for tests (webhook-url-policy.ts). */
  webhookUrls?: Omit<WebhookUrlPolicyOptions, 'allowPrivateNetworks'>;
  /** Rate limits on cart and checkout writes, per client address and per key; `null` turns one off. */
  rateLimits?: Partial<RateLimitSettings>;
  /** Reverse proxies in front of the platform whose X-Forwarded-For / X-Forwarded-Proto are trusted (default 0). */
  trustProxyHops?: number;
  /**
   * Storefront origins per shop id, allowed for checkout handoffs beside those the shop lists itself (`npm start`
   * and the tests pass the demo site's); kept in memory, so `POST /admin/reset` keeps them.
   */
  storefrontOrigins?: Record<string, string[]>;
  /** Header, request, keep-alive and linger deadlines of every server (http/server-limits.ts). */
  timeouts?: Partial<ServerTimeouts>;
  /** Where e-mail goes: `smtpUrl` (SMTP_URL) and the sender's address; without a URL, the local mail catcher. */
  mail?: MailOptions;
  /**
   * Stand-ins for Google's and Meta's tag scripts (`npm start`'s, demo/tags/): every shop's storefront pages load
   * their tags from these origins when a page does not say (consent/tag-origins.ts). Omitted: the vendors' own.
   */
  tagOrigins?: TagOrigins | null;
}

const answerBadApiPath: BadPathAnswer = (req, res, path) => {
  applyCors(req, res);
  answerBadPathAsJson(req, res, path);
};
const answerBadAdminPath: BadPathAnswer = (req, res, path) =>
  (req.url ?? '').startsWith('/panel') ? answerBadPathAsText(req, res, path) : answerBadPathAsJson(req, res, path);

/** How long a stopping platform (Ctrl-C or SIGTERM on the command line or the demo) lets running requests finish. */
export const SHUTDOWN_GRACE_MS = 10_000;

export interface RunningPlatform {
  urls: PlatformUrls;
  keys: { demo: string; legacy: string };
  storefrontId: string;
  adminToken: string;
  /** The data layer: `db.transaction((tx) => findCart(tx, id))`. */
  db: Database;
  faults: FaultController;
  payments: PaymentController;
  log: RequestLog;
  /** The rate limiter of the commerce API (its `refused()` counts what it turned away). */
  limits: RateLimiter;
  /**
   * Adds a storefront origin for `shopId` beside those it was started with (in memory, like them): for a site whose
   * port is known only after the platform started (`npm start` with port 0, the tests).
   */
  allowStorefrontOrigin(shopId: string, origin: string): void;
  /** REST API v1: `url` (https), `plainUrl` (answers 401), `ca` (the certificate to trust, PEM). */
  v1: { url: string; plainUrl: string; ca: string };
  /** The control panel at `<admin>/panel`, behind `password`. */
  panel: { url: string; password: string };
  webhooks: WebhookDispatcher;
  /**
   * E-mail: the SMTP server without credentials, and the local catcher (its page, `mail.waitFor(...)`) when the
   * platform started without an SMTP URL; `outbox.runNow()` sends the queued order confirmations at once.
   */
  mail: { smtp: string; catcher: MailCatcher | null; outbox: PlatformMail['outbox'] };
  /**
   * Stops every origin, then the database. `graceMs` gives the requests already running that long to finish before
   * their connections are cut (the command line's Ctrl-C and SIGTERM give 10 s); without it they are cut at once.
   */
  close(options?: { graceMs?: number }): Promise<void>;
}

export async function startPlatform(options: PlatformOptions = {}): Promise<RunningPlatform> {
  const host = options.host ?? '127.0.0.1';
  const ports = { api: 0, checkout: 0, cdn: 0, admin: 0, ...options.ports };
  const adminToken = options.adminToken ?? randomBytes(18).toString('base64url');
  const timeouts = resolveServerTimeouts(options.timeouts);
  const startupOrigins = resolveStartupOrigins(options.storefrontOrigins);
  const tagOrigins = resolveTagOrigins(options.tagOrigins);
  const urls: PlatformUrls = { api: '', checkout: '', cdn: '', admin: '' };
  const db = options.database ? await openDatabase(options.database) : await openPrivateDatabase();
  await prepareDatabase(db, createSeed);
  const now = options.now ?? Date.now;
  let mail: PlatformMail;
  try {
    mail = await startPlatformMail(options.mail ?? {}, { db, host, ports, timeouts, now });
  } catch (error) {
    await db.close();
    throw error;
  }
  const platform: PlatformContext = {
    db,
    pruning: startPruning(db, now, options.prune),
    urls,
    now,
    faults: createFaults(options.faults),
    payments: createPaymentController(options.payments),
    log: createRequestLog(options.now ?? Date.now),
    limits: createRateLimiter(resolveRateLimits(options.rateLimits), options.now ?? Date.now),
    trustProxyHops: resolveTrustProxyHops(options.trustProxyHops),
    storefrontOrigins: startupOrigins,
    mail: mail.mailer,
    tagOrigins,
    shopReads: createShopReads(db),
  };
  const confirmer = startPaymentConfirmer(platform);
  const backoffice = attachBackoffice(db, {
    host,
    ports: options.ports,
    panelPassword: options.panelPassword,
    webhooks: options.webhooks,
    webhookUrls: { ...options.webhookUrls, allowPrivateNetworks: options.localDevelopment ?? false },
    now: platform.now,
    timeouts,
    trustProxyHops: platform.trustProxyHops,
    storefrontOrigins: platform.storefrontOrigins,
    panelSessions: options.panelSessions,
    loginThrottle: options.loginThrottle,
    mail: { smtp: mail.mailer.description, catcherUrl: mail.catcher?.url ?? null },
    cdnUrl: () => urls.cdn,
  });
  const started: Listening[] = [];
  const closeAll = async ({ graceMs = 0 }: { graceMs?: number } = {}) => {
    await Promise.all([
      backoffice.close(graceMs),
      confirmer.close(),
      platform.pruning.stop(),
      mail.close(),
      ...started.map((s) => s.close(graceMs)),
    ]);
    await db.close();
  };
  let v1: { url: string; plainUrl: string; ca: string };
  try {
    for (const [name, listener] of [
      ['api', guardRequests(createApiListener(platform), answerBadApiPath)],
      ['checkout', guardRequests(createCheckoutListener(platform), answerBadCheckoutPath)],
      ['cdn', guardRequests(createCdnListener(platform), answerBadPathAsText)],
      [
        'admin',
        guardRequests(
          backoffice.withPanel(createAdminListener(platform, adminToken, createAdminRouter(backoffice))),
          answerBadAdminPath,
        ),
      ],
    ] as const) {
      const server = await listen(listener, host, ports[name], timeouts);
      started.push(server);
      urls[name] = server.url;
    }
    v1 = await backoffice.startV1();
  } catch (error) {
    await closeAll();
    throw error;
  }
  return {
    urls,
    adminToken,
    db,
    faults: platform.faults,
    payments: platform.payments,
    log: platform.log,
    limits: platform.limits,
    allowStorefrontOrigin(shopId, origin) {
      const normalized = normalizeStorefrontOrigin(origin, 'origin');
      const list = Object.hasOwn(startupOrigins, shopId) ? startupOrigins[shopId]! : [];
      if (!list.includes(normalized)) startupOrigins[shopId] = [...list, normalized];
    },
    keys: { demo: DEMO_KEY, legacy: LEGACY_KEY },
    storefrontId: DEMO_STOREFRONT_ID,
    v1: { url: v1.url, plainUrl: v1.plainUrl, ca: v1.ca },
    panel: { url: `${urls.admin}/panel`, password: backoffice.panelPassword },
    webhooks: backoffice.webhooks,
    mail: { smtp: mail.mailer.description, catcher: mail.catcher, outbox: mail.outbox },
    close: closeAll,
  };
}
