// The hosted checkout origin: v2 pages at /session/<id>, legacy pages at /legacy/<storeId>/checkout?session=<id>,
// the Pay form (POST, 303 to <origin of successUrl>/success/<orderNumber>, or inside the embedded checkout back to
// the session's page, which tells the host page), its stylesheet, the embedded checkout's script and the checkout
// form's script (delivery choices), and the one-time links of agents' checkouts (agent-link.ts). Only a session that recorded an embedding origin may be framed, and only by that
// origin; every other page refuses every frame.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sessionStatus } from '../api/checkout-routes.ts';
import type { PlatformContext } from '../platform-context.ts';
import { ApiError } from '../http/api-error.ts';
import { sendText } from '../http/respond.ts';
import { findSession } from '../repo/checkout-sessions.ts';
import { findShop } from '../repo/shops.ts';
import type { SessionRecord } from '../state/types.ts';
import { CHECKOUT_ICON_PATH, sendCheckoutIcon } from './checkout-icon.ts';
import type { Target } from './checkout-target.ts';
import { confirmIfDue, REPLACED_MESSAGE } from './create-order.ts';
import { AGENT_LINK_PATH, isSessionBrowser, openAgentLink, otherBrowserPage } from './agent-link.ts';
import { EMBED_PROTOCOL, type EmbedPage, errorPage } from './layout.ts';
import { paidPage } from './paid-page.ts';
import { sendCheckoutPage as page } from './send-checkout-page.ts';
import { servePay } from './serve-pay.ts';
import { showCurrentSession } from './show-current-session.ts';

const CSS = fs.readFileSync(new URL('./checkout.css', import.meta.url), 'utf8');
const EMBED_JS = fs.readFileSync(new URL('./embed.js', import.meta.url), 'utf8');
const CHECKOUT_JS = fs.readFileSync(new URL('./checkout.js', import.meta.url), 'utf8');

async function route(platform: PlatformContext, url: URL): Promise<Target | null> {
  const v2 = /^\/session\/([^/]+)(\/pay)?$/.exec(url.pathname);
  const legacy = /^\/legacy\/(\d+)\/checkout(\/pay)?$/.exec(url.pathname);
  if (!v2 && !legacy) return null;
  const sessionId = v2 ? decodeURIComponent(v2[1] ?? '') : (url.searchParams.get('session') ?? '');
  const { session, shop } = await platform.db.transaction(async (tx) => {
    const found = await findSession(tx, sessionId);
    const current = found && (await confirmIfDue(tx, found, platform.now()));
    return { session: current, shop: current ? await findShop(tx, current.shopId) : null };
  });
  const fits =
    shop !== null && (v2 ? shop.checkout === 'v2' : shop.checkout === 'legacy' && String(shop.storeId) === legacy?.[1]);
  const action = v2
    ? `/session/${encodeURIComponent(sessionId)}/pay`
    : `/legacy/${legacy?.[1]}/checkout/pay?session=${encodeURIComponent(sessionId)}`;
  return {
    session: fits ? session : null,
    shop: fits ? shop : null,
    pay: Boolean((v2 ?? legacy)?.[2]),
    action,
    sessionId,
  };
}

export function createCheckoutListener(platform: PlatformContext) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://checkout.invalid');
    res.on('finish', () =>
      platform.log.record({
        origin: 'checkout',
        method: req.method ?? 'GET',
        path: url.pathname,
        status: res.statusCode,
        at: new Date(platform.now()).toISOString(),
      }),
    );
    serve(platform, req, res, url).catch((error: unknown) => {
      if (res.headersSent) return;
      if (error instanceof ApiError)
        return page(
          res,
          platform.urls.cdn,
          error.status,
          errorPage('Shopkit', error.code, 'Bad request', error.message),
        );
      console.error('shopkit checkout: unexpected error', error);
      page(res, platform.urls.cdn, 500, errorPage('Shopkit', 'internal', 'Something went wrong', 'Please try again.'));
    });
  };
}

const ASSETS: Record<string, { type: string; body: string }> = {
  '/assets/checkout.css': { type: 'text/css; charset=utf-8', body: CSS },
  '/assets/embed.js': { type: 'text/javascript; charset=utf-8', body: EMBED_JS },
  '/assets/checkout.js': { type: 'text/javascript; charset=utf-8', body: CHECKOUT_JS },
};

function serveAsset(res: ServerResponse, pathname: string): boolean {
  const asset = Object.hasOwn(ASSETS, pathname) ? ASSETS[pathname]! : null;
  if (asset)
    sendText(res, 200, asset.type, asset.body, { 'Cache-Control': 'max-age=300', 'X-Content-Type-Options': 'nosniff' });
  return asset !== null;
}

/** The embedded checkout's page context: only for a session that recorded an origin, opened with `embed=1`. */
function embedFor(session: SessionRecord, url: URL): EmbedPage | null {
  return session.embedOrigin && url.searchParams.get('embed') === EMBED_PROTOCOL
    ? { origin: session.embedOrigin, sessionId: session.id }
    : null;
}

async function serve(platform: PlatformContext, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  if (serveAsset(res, url.pathname)) return;
  if (url.pathname === CHECKOUT_ICON_PATH) return sendCheckoutIcon(res);
  const method = req.method ?? 'GET';
  const agentLink = AGENT_LINK_PATH.exec(url.pathname);
  if (agentLink && (method === 'GET' || method === 'HEAD')) return openAgentLink(platform, req, res, agentLink[1]!);
  const target = await route(platform, url);
  const cdn = platform.urls.cdn;
  if (!target || (target.pay ? method !== 'POST' : method !== 'GET' && method !== 'HEAD')) {
    const body = errorPage(
      'Shopkit',
      target ? 'method' : 'not_found',
      'Page not found',
      'There is no checkout page at this address.',
    );
    return page(res, cdn, target ? 405 : 404, body);
  }
  const { session, shop } = target;
  if (!session || !shop) {
    const body = errorPage(
      'Shopkit',
      'unknown',
      'Checkout not found',
      'This checkout link is unknown or malformed. Go back to the shop and start the checkout again.',
    );
    return page(res, cdn, 404, body);
  }
  if (!(await isSessionBrowser(platform, req, session.id))) return page(res, cdn, 403, otherBrowserPage(shop.name));
  const embed = embedFor(session, url);
  const framing = { ancestor: session.embedOrigin, script: embed !== null };
  const send = (status: number, body: string) => page(res, cdn, status, body, '', framing);
  const status = sessionStatus(session, platform.now());
  if (status === 'paid' || status === 'processing') {
    if (embed || status === 'processing') return send(200, paidPage(shop, session, embed));
    const message = `This checkout was paid as order ${session.orderNumber}.`;
    const href = `${new URL(session.successUrl).origin}/success/${session.orderNumber}`;
    return send(410, errorPage(shop.name, 'paid', 'Already paid', message, { href, label: 'See your order' }));
  }
  if (session.status === 'replaced') {
    const link = embed ? undefined : { href: session.backUrl, label: 'Back to the shop' };
    const event = embed && { ...embed, event: { type: 'error', code: 'replaced' } as const };
    return send(410, errorPage(shop.name, 'replaced', 'Checkout replaced', REPLACED_MESSAGE, link, event));
  }
  if (status === 'expired') {
    const link = embed ? undefined : { href: session.backUrl, label: 'Back to the shop' };
    const message = 'This checkout has expired. Go back to the shop and start it again.';
    const event = embed && { ...embed, event: { type: 'error', code: 'expired' } as const };
    return send(410, errorPage(shop.name, 'expired', 'Checkout expired', message, link, event));
  }
  const view = { shop, session, target: embedTarget(target, embed), embed };
  if (!target.pay) return showCurrentSession(platform, res, { ...view, received: url.searchParams });
  return servePay(platform, req, res, view);
}

/** Inside the frame the Pay form posts back with `embed=1`, so the answer stays in the protocol. */
function embedTarget(target: Target, embed: EmbedPage | null): Target {
  return embed ? { ...target, action: `${target.action}?embed=${EMBED_PROTOCOL}` } : target;
}
