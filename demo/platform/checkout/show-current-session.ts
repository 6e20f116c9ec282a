// The checkout page of an open session, showing the cart as it is now (refresh-session.ts).
import type { ServerResponse } from 'node:http';
import type { PlatformContext } from '../api/context.ts';
import type { SessionRecord, ShopRecord } from '../state/types.ts';
import type { Target } from './checkout-server.ts';
import { formatMoney } from './format-money.ts';
import { type EmbedPage, errorPage } from './layout.ts';
import { refreshSession } from './refresh-session.ts';
import { sendCheckoutPage as page } from './send-checkout-page.ts';
import { pageLocale, readReceived, sessionPage } from './session-page.ts';

export interface SessionView {
  shop: ShopRecord;
  session: SessionRecord;
  target: Target;
  /** The embedded checkout's page context, or null for a page of its own. */
  embed: EmbedPage | null;
}

/**
 * The checkout page for the cart as it is now: a session whose cart changed since the checkout started is priced
 * again first (refresh-session.ts) and the page says so, with the new total; an emptied cart cannot be paid (inside
 * the embedded checkout the host page is told the cart is empty).
 */
export async function showCurrentSession(
  platform: PlatformContext,
  res: ServerResponse,
  view: SessionView & { received: URLSearchParams; status?: number },
): Promise<void> {
  const { shop, target, embed } = view;
  const outcome = await platform.db.transaction((tx) => refreshSession(tx, shop, view.session.id, platform.now()));
  const session = outcome.kind === 'gone' ? view.session : outcome.session;
  const framing = { ancestor: session.embedOrigin, script: embed !== null };
  if (outcome.kind === 'emptied') {
    const message = 'Everything was removed from the cart after this checkout started, so there is nothing to pay.';
    const link = embed ? undefined : { href: session.backUrl, label: 'Back to the shop' };
    const event = embed && { ...embed, event: { type: 'empty' } as const };
    const body = errorPage(shop.name, 'cart_emptied', 'Your cart is empty', message, link, event);
    return page(res, platform.urls.cdn, 409, body, '', framing);
  }
  const received = readReceived(view.received);
  const money = (amount: number) => formatMoney(amount, session.currency, pageLocale(received, shop));
  const notice =
    outcome.kind === 'refreshed'
      ? `Your cart changed after this checkout started, so nothing was charged. The order below is your cart as it ` +
        `is now: ${money(session.total)} instead of ${money(outcome.previousTotal)}. Check it and pay again.`
      : null;
  const body = sessionPage(shop, session, received, platform.urls.cdn, target.action, notice, embed);
  page(res, platform.urls.cdn, view.status ?? 200, body, new URL(session.successUrl).origin, framing);
}
