// Everything issue 5 adds to the local platform, wired in one call from startPlatform: webhooks on the database,
// REST API v1 on its own HTTPS origin (plus a plain-HTTP listener that answers 401), and the control panel under
// /panel on the admin origin.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerTimeouts } from '../http/server-limits.ts';
import type { Database } from '../db/database.ts';
import { startV1Server, type V1Server } from '../v1/start-v1-server.ts';
import { attachWebhooks } from '../webhooks/attach-webhooks.ts';
import type { WebhookDispatcher, WebhookDispatcherOptions } from '../webhooks/create-webhook-dispatcher.ts';
import { createGuardedWebhookFetch } from '../webhooks/guarded-webhook-fetch.ts';
import {
  createWebhookUrlPolicy,
  type WebhookUrlPolicy,
  type WebhookUrlPolicyOptions,
} from '../webhooks/webhook-url-policy.ts';
import { createPanelHandler } from './create-panel-handler.ts';
import { createLoginThrottle, type LoginThrottleOptions } from './login-throttle.ts';
import { createPanelSessions, type PanelSessionOptions } from './panel-sessions.ts';
import type { PanelMail } from './customer-pages.ts';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

export interface BackofficeOptions {
  host: string;
  ports?: { v1?: number; v1Plain?: number };
  panelPassword?: string;
  webhooks?: WebhookDispatcherOptions;
  /** Where webhooks may go (webhook-url-policy.ts); refused on save, on "Send test" and at delivery. */
  webhookUrls: WebhookUrlPolicyOptions;
  now: () => number;
  timeouts: ServerTimeouts;
  trustProxyHops: number;
  storefrontOrigins: Readonly<Record<string, readonly string[]>>;
  /** Idle and absolute session lifetimes, and how many sessions may live at once. */
  panelSessions?: Omit<PanelSessionOptions, 'password' | 'now'>;
  /** The failed-login backoff (tests shorten it). */
  loginThrottle?: Omit<LoginThrottleOptions, 'now'>;
  /** Where the platform's e-mail goes (the panel's Customers page says so). */
  mail: PanelMail;
  /** The image CDN's origin, known once it listens. */
  cdnUrl: () => string;
}

export interface Backoffice {
  webhooks: WebhookDispatcher;
  /** Where webhooks may go; the admin API checks receiver URLs with it too. */
  webhookUrls: WebhookUrlPolicy;
  panelPassword: string;
  /** Serves /panel and /panel/* with the control panel and everything else with `admin`. */
  withPanel(admin: Listener): Listener;
  startV1(): Promise<V1Server>;
  /** Stops the webhook deliveries and REST API v1, whose running requests get `graceMs` to finish. */
  close(graceMs?: number): Promise<void>;
}

export function attachBackoffice(db: Database, options: BackofficeOptions): Backoffice {
  const webhookUrls = createWebhookUrlPolicy(options.webhookUrls);
  const fetch = createGuardedWebhookFetch(webhookUrls, options.webhooks?.fetch);
  const webhooks = attachWebhooks(db, { now: options.now, ...options.webhooks, fetch });
  const sessions = createPanelSessions({ password: options.panelPassword, now: options.now, ...options.panelSessions });
  let v1: V1Server | null = null;
  const panel = createPanelHandler({
    db,
    sessions,
    webhooks,
    webhookUrls,
    loginThrottle: createLoginThrottle({ now: options.now, ...options.loginThrottle }),
    trustProxyHops: options.trustProxyHops,
    storefrontOrigins: options.storefrontOrigins,
    now: options.now,
    v1Url: () => v1?.url ?? '',
    cdnUrl: options.cdnUrl,
    mail: options.mail,
  });
  return {
    webhooks,
    webhookUrls,
    panelPassword: sessions.password,
    withPanel: (admin) => (req, res) => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      if (path === '/panel' || path.startsWith('/panel/')) panel(req, res);
      else admin(req, res);
    },
    async startV1() {
      v1 = await startV1Server(db, {
        host: options.host,
        port: options.ports?.v1 ?? 0,
        plainPort: options.ports?.v1Plain ?? 0,
        timeouts: options.timeouts,
      });
      return v1;
    },
    async close(graceMs = 0) {
      await webhooks.close();
      await v1?.close(graceMs);
    },
  };
}
