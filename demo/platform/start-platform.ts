// Starts the local Shopkit platform: the commerce API, the hosted checkout, the image CDN and the admin API, each on
// its own loopback origin, on one database (db/open-database.ts says where it lives). `startPlatform({ports: {api:
// 0}})` picks free ports (tests); the CLI uses fixed ones.
import { randomBytes } from 'node:crypto';
import { createAdminListener } from './admin/admin-server.ts';
import { createApiListener } from './api/api-server.ts';
import type { PlatformContext, PlatformUrls } from './api/context.ts';
import { createFaults, type FaultController, type FaultSettings } from './api/faults.ts';
import { createRequestLog, type RequestLog } from './api/request-log.ts';
import { createCdnListener } from './cdn/cdn-server.ts';
import { createCheckoutListener } from './checkout/checkout-server.ts';
import { startPaymentConfirmer } from './checkout/payment-confirmer.ts';
import { createPaymentController, type PaymentController, type PaymentSettings } from './checkout/payment-settings.ts';
import { listen, type Listening } from './http/listen.ts';
import type { Database } from './db/database.ts';
import { openDatabase, openPrivateDatabase, prepareDatabase } from './db/open-database.ts';
import { DEMO_KEY, DEMO_STOREFRONT_ID, LEGACY_KEY, createSeed } from './seed/seed-state.ts';
import { attachBackoffice } from './panel/attach-backoffice.ts';
import type { WebhookDispatcher, WebhookDispatcherOptions } from './webhooks/create-webhook-dispatcher.ts';

export interface PlatformOptions {
  host?: string;
  ports?: { api?: number; checkout?: number; cdn?: number; admin?: number; v1?: number; v1Plain?: number };
  /** The control panel's password; made at random when omitted. */
  panelPassword?: string;
  /** Webhook delivery options (tests inject a fast retry policy). */
  webhooks?: WebhookDispatcherOptions;
  /**
   * Where the data lives: a postgres:// URL or an SQLite file path. Omitted: a private database that lives as long
   * as this platform (SQLite in memory, or a throwaway schema under SHOPKIT_PRIVATE_DATABASE_URL).
   */
  database?: string;
  faults?: Partial<FaultSettings>;
  /** How payments are confirmed (default instant); `PUT /admin/payments` changes it while running. */
  payments?: Partial<PaymentSettings>;
  now?: () => number;
  adminToken?: string;
}

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
  /** REST API v1: `url` (https), `plainUrl` (answers 401), `ca` (the certificate to trust, PEM). */
  v1: { url: string; plainUrl: string; ca: string };
  /** The control panel at `<admin>/panel`, behind `password`. */
  panel: { url: string; password: string };
  webhooks: WebhookDispatcher;
  close(): Promise<void>;
}

export async function startPlatform(options: PlatformOptions = {}): Promise<RunningPlatform> {
  const host = options.host ?? '127.0.0.1';
  const ports = { api: 0, checkout: 0, cdn: 0, admin: 0, ...options.ports };
  const adminToken = options.adminToken ?? randomBytes(18).toString('base64url');
  const urls: PlatformUrls = { api: '', checkout: '', cdn: '', admin: '' };
  const db = options.database ? await openDatabase(options.database) : await openPrivateDatabase();
  await prepareDatabase(db, createSeed);
  const platform: PlatformContext = {
    db,
    urls,
    now: options.now ?? Date.now,
    faults: createFaults(options.faults),
    payments: createPaymentController(options.payments),
    log: createRequestLog(),
  };
  const confirmer = startPaymentConfirmer(platform);
  const backoffice = attachBackoffice(db, {
    host,
    ports: options.ports,
    panelPassword: options.panelPassword,
    webhooks: options.webhooks,
    now: platform.now,
  });
  const started: Listening[] = [];
  const closeAll = async () => {
    await Promise.all([backoffice.close(), confirmer.close(), ...started.map((s) => s.close())]);
    await db.close();
  };
  let v1: { url: string; plainUrl: string; ca: string };
  try {
    for (const [name, listener] of [
      ['api', createApiListener(platform)],
      ['checkout', createCheckoutListener(platform)],
      ['cdn', createCdnListener(platform)],
      ['admin', backoffice.withPanel(createAdminListener(platform, adminToken))],
    ] as const) {
      const server = await listen(listener, host, ports[name]);
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
    keys: { demo: DEMO_KEY, legacy: LEGACY_KEY },
    storefrontId: DEMO_STOREFRONT_ID,
    v1: { url: v1.url, plainUrl: v1.plainUrl, ca: v1.ca },
    panel: { url: `${urls.admin}/panel`, password: backoffice.panelPassword },
    webhooks: backoffice.webhooks,
    close: closeAll,
  };
}
