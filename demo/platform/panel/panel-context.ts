// What every part of the control panel shares: the context a panel request runs in (the database, the sessions,
// the webhook dispatcher and URL policy, the login throttle, the start-time storefront origins) and what a page view
// or a form post answers (a redirect, with the message it leaves, or a page).
import type { Database } from '../db/database.ts';
import type { WebhookDispatcher } from '../webhooks/create-webhook-dispatcher.ts';
import type { WebhookUrlPolicy } from '../webhooks/webhook-url-policy.ts';
import type { LoginThrottle } from './login-throttle.ts';
import type { PanelMessage } from './panel-messages.ts';
import type { PanelSessions } from './panel-sessions.ts';
import type { PanelMail } from './customer-pages.ts';

export interface PanelContext {
  db: Database;
  sessions: PanelSessions;
  webhooks: WebhookDispatcher;
  webhookUrls: WebhookUrlPolicy;
  loginThrottle: LoginThrottle;
  /** Storefront origins given at start, per shop (shown beside the stored ones). */
  storefrontOrigins: Readonly<Record<string, readonly string[]>>;
  /** Reverse proxies whose X-Forwarded-For / -Proto are believed (for the throttle and the Secure cookie). */
  trustProxyHops: number;
  v1Url: () => string;
  /** The image CDN's origin (a customer's export names their order lines' images). */
  cdnUrl: () => string;
  /** Where the platform's e-mail goes (the Customers page says so). */
  mail: PanelMail;
  now: () => number;
}

/** A redirect or a page; `cookie` is a Set-Cookie value (a login or a logout). */
export type PanelResult = (
  { redirect: string; message?: PanelMessage } | { status: number; html: string; headers?: Record<string, string> }
) & { cookie?: string };
