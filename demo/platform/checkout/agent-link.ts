// The link an agent's checkout hands to the shopper (mcp/tools/create-checkout.ts): `/agent/<token>`, usable once.
// Opening it binds the checkout to that browser (an HttpOnly cookie whose hash the platform keeps) and sends it on
// to the session's page; from then on the session's pages and its Pay answer only that browser. The link opened a
// second time elsewhere, or the session's address without the cookie (the agent's logs, someone it was forwarded
// to), shows a page saying so and nothing of the order.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { handoffUrl } from '../api/checkout-routes.ts';
import type { PlatformContext } from '../platform-context.ts';
import { claimAgentCheckout, findAgentCheckout, hashToken } from '../repo/agent-checkouts.ts';
import { findSession } from '../repo/checkout-sessions.ts';
import { findShop } from '../repo/shops.ts';
import { errorPage } from './layout.ts';
import { sendCheckoutPage as page } from './send-checkout-page.ts';

export const AGENT_LINK_PATH = /^\/agent\/([A-Za-z0-9_-]{20,64})$/;
const cookieName = (sessionId: string) => `shopkit_agent_${sessionId}`;

function readCookie(req: IncomingMessage, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/** Whether this browser may see the session: any browser for a session no agent made, else the one that opened it. */
export async function isSessionBrowser(platform: PlatformContext, req: IncomingMessage, sessionId: string) {
  const record = await platform.db.transaction((tx) => findAgentCheckout(tx, { sessionId }));
  if (!record) return true;
  const secret = readCookie(req, cookieName(sessionId));
  return record.browserHash !== null && secret !== null && hashToken(secret) === record.browserHash;
}

export const otherBrowserPage = (shopName: string) =>
  errorPage(
    shopName,
    'agent_link_used',
    'Checkout link already used',
    'This checkout link was opened in another browser, and it works only there. Ask your assistant for a new ' +
      'checkout link.',
  );

/** `/agent/<token>`: the first opening binds the browser and sends it to the session; any other is refused. */
export async function openAgentLink(
  platform: PlatformContext,
  req: IncomingMessage,
  res: ServerResponse,
  token: string,
) {
  const cdn = platform.urls.cdn;
  const secret = randomBytes(24).toString('base64url');
  const found = await platform.db.transaction(async (tx) => {
    const record = await findAgentCheckout(tx, { openToken: token });
    if (!record) return null;
    const session = await findSession(tx, record.sessionId);
    const shop = session && (await findShop(tx, session.shopId));
    if (!session || !shop) return null;
    const claimed = await claimAgentCheckout(
      tx,
      record.sessionId,
      hashToken(secret),
      new Date(platform.now()).toISOString(),
    );
    return { session, shop, claimed };
  });
  if (!found) {
    const message = 'This checkout link is unknown or has expired. Ask your assistant for a new checkout link.';
    return page(res, cdn, 404, errorPage('Shopkit', 'unknown', 'Checkout not found', message));
  }
  const { session, shop, claimed } = found;
  const target = handoffUrl(platform.urls, shop, session.id);
  if (!claimed) {
    if (await isSessionBrowser(platform, req, session.id)) return redirect(res, target);
    return page(res, cdn, 410, otherBrowserPage(shop.name));
  }
  const secure = platform.urls.checkout.startsWith('https:') ? '; Secure' : '';
  const maxAge = Math.max(60, Math.ceil((Date.parse(session.expiresAt) - platform.now()) / 1000) + 7 * 86_400);
  res.setHeader(
    'Set-Cookie',
    `${cookieName(session.id)}=${secret}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`,
  );
  redirect(res, target);
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
  res.end();
}
