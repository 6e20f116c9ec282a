// The Pay form: checks the shopper's details, pays the session in one transaction (payForSession), and sends the
// shopper on: to `<origin of successUrl>/success/<orderNumber>`, or inside the embedded checkout back to the
// session's own page, which tells the host page. A refused payment shows why (and tells the host page inside a
// frame); a cart changed since the checkout started shows the checkout again, priced as the cart is now.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PlatformContext } from '../api/context.ts';
import { readRawBody } from '../http/read-body.ts';
import type { SessionRecord, ShopRecord } from '../state/types.ts';
import { payForSession, PayRefused } from './create-order.ts';
import { EMBED_PROTOCOL, type EmbedPage, errorPage } from './layout.ts';
import { sendCheckoutPage as page } from './send-checkout-page.ts';
import { readReceived } from './session-page.ts';
import { type SessionView, showCurrentSession } from './show-current-session.ts';

function refusedPage(shop: ShopRecord, session: SessionRecord, refused: PayRefused, embed: EmbedPage | null): string {
  if (refused.reason === 'paid')
    return errorPage(shop.name, 'paid', 'Already paid', refused.message, {
      href: `${new URL(session.successUrl).origin}/success/${refused.orderNumber}`,
      label: 'See your order',
    });
  const link = embed ? undefined : { href: session.backUrl, label: 'Back to the shop' };
  const event = embed && { ...embed, event: { type: 'error', code: refused.reason } as const };
  return errorPage(shop.name, refused.reason, 'Cannot place the order', refused.message, link, event);
}

/** The shopper's details from the form, or null when a name or a valid email address is missing. */
function readShopper(form: URLSearchParams) {
  const name = (form.get('name') ?? '').trim();
  const email = (form.get('email') ?? '').trim();
  if (!name || name.length > 100 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 200) return null;
  const received = readReceived(form);
  return {
    customer: { name, email },
    analytics: {
      consentCategories: received.consentCategories,
      gaClientId: received.gaClientId,
      gaSessionId: received.gaSessionId,
    },
  };
}

export async function servePay(
  platform: PlatformContext,
  req: IncomingMessage,
  res: ServerResponse,
  view: SessionView,
): Promise<void> {
  const { shop, session, target, embed } = view;
  const framing = { ancestor: session.embedOrigin, script: embed !== null };
  const send = (status: number, body: string) => page(res, platform.urls.cdn, status, body, '', framing);
  const form = new URLSearchParams((await readRawBody(req, 16 * 1024)).toString('utf8'));
  const input = readShopper(form);
  if (!input) {
    const message = 'A name and a valid email address are needed to place the order.';
    const link = { href: target.action.replace('/pay', ''), label: 'Back to the checkout' };
    return send(400, errorPage(shop.name, 'invalid', 'Check your details', message, link, embed));
  }
  // Inside the frame the shopper stays on the checkout origin: its page for the paid session tells the host page.
  const redirect = (number: string) => {
    const location = embed
      ? `/session/${encodeURIComponent(session.id)}?embed=${EMBED_PROTOCOL}`
      : `${new URL(session.successUrl).origin}/success/${encodeURIComponent(number)}`;
    res.writeHead(303, { Location: location, 'Content-Length': '0' });
    res.end();
  };
  const now = platform.now();
  try {
    const confirmAt = platform.payments.confirmAt(now);
    const paid = await platform.db.transaction((tx) => payForSession(tx, shop, session.id, input, { now, confirmAt }));
    return redirect(paid.number);
  } catch (error) {
    if (!(error instanceof PayRefused)) throw error;
    if (error.reason === 'cart_changed')
      return showCurrentSession(platform, res, { ...view, received: form, status: 409 });
    if (embed && error.reason === 'paid' && error.orderNumber) return redirect(error.orderNumber);
    return send(error.reason === 'paid' ? 410 : 409, refusedPage(shop, session, error, embed));
  }
}
