// The checkout page of an open session, showing the cart as it is now (refresh-session.ts).
import type { ServerResponse } from 'node:http';
import type { PlatformContext } from '../api/context.ts';
import type { SessionRecord, ShopRecord } from '../state/types.ts';
import type { Target } from './checkout-server.ts';
import { formatMoney } from './format-money.ts';
import { errorPage } from './layout.ts';
import { refreshSession } from './refresh-session.ts';
import { sendCheckoutPage as page } from './send-checkout-page.ts';
import { pageLocale, readReceived, sessionPage } from './session-page.ts';

/**
 * The checkout page for the cart as it is now: a session whose cart changed since the checkout started is priced
 * again first (refresh-session.ts) and the page says so, with the new total; an emptied cart cannot be paid.
 */
export async function showCurrentSession(
  platform: PlatformContext,
  res: ServerResponse,
  view: { shop: ShopRecord; session: SessionRecord; target: Target; received: URLSearchParams; status?: number },
): Promise<void> {
  const { shop, target } = view;
  const outcome = await platform.db.transaction((tx) => refreshSession(tx, shop, view.session.id, platform.now()));
  const session = outcome.kind === 'gone' ? view.session : outcome.session;
  if (outcome.kind === 'emptied')
    return page(
      res,
      platform.urls.cdn,
      409,
      errorPage(
        shop.name,
        'cart_emptied',
        'Your cart is empty',
        'Everything was removed from the cart after this checkout started, so there is nothing to pay.',
        {
          href: session.backUrl,
          label: 'Back to the shop',
        },
      ),
    );
  const received = readReceived(view.received);
  const money = (amount: number) => formatMoney(amount, session.currency, pageLocale(received, shop));
  const notice =
    outcome.kind === 'refreshed'
      ? `Your cart changed after this checkout started, so nothing was charged. The order below is your cart as it ` +
        `is now: ${money(session.total)} instead of ${money(outcome.previousTotal)}. Check it and pay again.`
      : null;
  const body = sessionPage(shop, session, received, platform.urls.cdn, target.action, notice);
  page(res, platform.urls.cdn, view.status ?? 200, body, new URL(session.successUrl).origin);
}
