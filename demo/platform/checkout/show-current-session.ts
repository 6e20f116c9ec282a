// The checkout page of an open session, showing the cart as it is now (refresh-session.ts) and the shop's delivery
// choices as they are now; after a refused payment, the form as the shopper typed it with the errors at its fields,
// else filled in (prefill-form.ts: a signed-in customer's address, or the demo's details).
import type { ServerResponse } from 'node:http';
import type { PlatformContext } from '../platform-context.ts';
import { listShippingMethods } from '../repo/shipping-methods.ts';
import type { SessionRecord, ShopRecord } from '../state/types.ts';
import type { Target } from './checkout-target.ts';
import type { CheckoutFormState } from './checkout-form.ts';
import { findCustomer } from '../repo/customers.ts';
import { preferredCountry, prefillCheckoutForm } from './prefill-form.ts';
import { describeDeliveryOptions } from './delivery-options.ts';
import { formatMoney } from '../../../wire/money.ts';
import { type EmbedPage, errorPage } from './layout.ts';
import { refreshSession } from './refresh-session.ts';
import { sendCheckoutPage as page } from './send-checkout-page.ts';
import { readReceived } from './read-received.ts';
import { pageLocale, sessionPage } from './session-page.ts';

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
  view: SessionView & { received: URLSearchParams; status?: number; form?: CheckoutFormState },
): Promise<void> {
  const { shop, target, embed } = view;
  const { outcome, methods, customer } = await platform.db.transaction(async (tx) => ({
    outcome: await refreshSession(tx, shop, view.session.id, platform.now()),
    methods: await listShippingMethods(tx, shop.id),
    customer: view.session.customerId ? await findCustomer(tx, shop.id, view.session.customerId) : null,
  }));
  const session = outcome.kind === 'gone' ? view.session : outcome.session;
  const framing = { ancestor: session.embedOrigin, script: embed !== null || methods.length > 0 };
  if (outcome.kind === 'emptied') {
    const message = 'Everything was removed from the cart after this checkout started, so there is nothing to pay.';
    const link = embed ? undefined : { href: session.backUrl, label: 'Back to the shop' };
    const event = embed && { ...embed, event: { type: 'empty' } as const };
    const body = errorPage(shop.name, 'cart_emptied', 'Your cart is empty', message, link, event);
    return page(res, platform.urls.cdn, 409, body, '', { ...framing, script: embed !== null });
  }
  const received = readReceived(view.received);
  const money = (amount: number) => formatMoney(amount, session.currency, pageLocale(received, shop));
  const notice =
    outcome.kind === 'refreshed'
      ? `Your cart changed after this checkout started, so nothing was charged. The order below is your cart as it ` +
        `is now: ${money(session.total)} instead of ${money(outcome.previousTotal)}. Check it and pay again.`
      : null;
  const asked = view.form ? { country: view.form.values.country, method: view.form.values.method } : null;
  const preferred = preferredCountry(customer);
  const delivery = methods.length > 0 ? describeDeliveryOptions(methods, { shop, session, asked, preferred }) : null;
  const form = view.form ?? { values: prefillCheckoutForm(customer, delivery), errors: {} };
  const body = sessionPage({
    shop,
    session,
    received,
    cdnUrl: platform.urls.cdn,
    payAction: target.action,
    form,
    delivery,
    notice,
    embed,
  });
  page(res, platform.urls.cdn, view.status ?? 200, body, new URL(session.successUrl).origin, framing);
}
