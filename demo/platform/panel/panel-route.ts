// One route of the control panel, as http/router.ts holds it (the panel routes like the API and the admin API): what
// a handler receives and answers, and the two shapes most routes take. A page (GET) and an action (POST) need a
// logged-in session and run in one transaction with the session's shop; a page gets the message the session's last
// post left for it (panel-messages.ts), and answers null when what its path names does not exist (a 404 page).
import { describeSurface } from '../attribution/describe-surface.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { html, type SafeHtml } from '../checkout/html.ts';
import type { Tx } from '../db/database.ts';
import type { OrderRecord, ShopRecord } from '../state/types.ts';
import { queueWebhook } from '../webhooks/queue-webhook.ts';
import type { WebhookEventType } from '../../../wire/webhook-events.ts';
import { findPanelShop } from './find-panel-shop.ts';
import type { PanelContext, PanelResult } from './panel-context.ts';
import { panelPage } from './panel-layout.ts';
import { loginPage } from './panel-login.ts';
import { takePanelMessage, type PanelMessage } from './panel-messages.ts';
import type { PanelSession } from './panel-sessions.ts';

export interface PanelRequest {
  context: PanelContext;
  req: IncomingMessage;
  res: ServerResponse;
  session: PanelSession | null;
  params: Record<string, string>;
  /** The URL's query. */
  query: URLSearchParams;
  /** The posted form (empty for a GET). */
  form: URLSearchParams;
}

/** A page or redirect for the panel to send, or 'sent' when the handler wrote the response itself (a download). */
export type PanelHandler = (request: PanelRequest) => Promise<PanelResult | 'sent'>;

/** The notice or error a page shows (the session's last message, taken once). */
export interface PanelMessages {
  notice: string | null;
  error: string | null;
}

/** A page's or an action's request, inside its transaction, for the session's shop. */
export interface ShopRequest extends PanelRequest {
  session: PanelSession;
  tx: Tx;
  shop: ShopRecord;
}

export interface PageRequest extends ShopRequest {
  messages: PanelMessages;
}

/** A redirect to `path` that leaves `message` for the page there. */
export const back = (path: string, message: PanelMessage): PanelResult => ({ redirect: path, message });

/** The answer to a request that needs a session and has none: to the login page (a GET) or a 401 with it. */
export const logInFirst = (method: string): PanelResult =>
  method === 'GET' ? { redirect: '/panel/login' } : loginPage('Log in first.', 401);

/** `handler` for logged-in sessions only. */
export function signedIn(
  handler: (request: PanelRequest & { session: PanelSession }) => Promise<PanelResult | 'sent'>,
) {
  return async (request: PanelRequest): Promise<PanelResult | 'sent'> => {
    const { session } = request;
    return session ? handler({ ...request, session }) : logInFirst(request.req.method ?? 'GET');
  };
}

/** A page of the panel with the request's messages, under `current` in the navigation. */
export function showPage(
  { shop, messages }: { shop: ShopRecord; messages: PanelMessages },
  frame: { title: string; current: string; status?: number },
  content: SafeHtml,
): PanelResult {
  const { title, current, status = 200 } = frame;
  return { status, html: panelPage({ ...messages, shopName: shop.name, title, current }, content) };
}

const notFound = (request: { shop: ShopRecord; messages: PanelMessages }) =>
  showPage(
    request,
    { title: 'Not found', current: '', status: 404 },
    html`<p>No such page. <a href="/panel/orders">Go to the orders</a>.</p>`,
  );

/** Queues the webhook deliveries for a change an action made to `targetId`. */
export const announce = ({ tx, shop, context }: ShopRequest, event: WebhookEventType, targetId: string) =>
  queueWebhook(tx, { shopId: shop.id, event, targetId }, context.now());

/** Queues the webhook deliveries of an order's change, with the order's surface. */
export const announceOrder = ({ tx, shop, context }: ShopRequest, event: WebhookEventType, order: OrderRecord) =>
  queueWebhook(tx, { shopId: shop.id, event, targetId: order.id, surface: describeSurface(order) }, context.now());

/** A GET page: null from `render` answers the 404 page. */
export function pageRoute(render: (request: PageRequest) => Promise<PanelResult | null>): PanelHandler {
  return signedIn((request) =>
    request.context.db.transaction(async (tx) => {
      const shop = await findPanelShop(tx, request.session);
      const messages = takePanelMessage(request.session, request.query);
      return (await render({ ...request, tx, shop, messages })) ?? notFound({ shop, messages });
    }),
  );
}

/** A POST action, in one transaction: it changes what it changes and answers (mostly a redirect with a message). */
export function actionRoute(act: (request: ShopRequest) => Promise<PanelResult>): PanelHandler {
  return signedIn((request) =>
    request.context.db.transaction(async (tx) =>
      act({ ...request, tx, shop: await findPanelShop(tx, request.session) }),
    ),
  );
}
