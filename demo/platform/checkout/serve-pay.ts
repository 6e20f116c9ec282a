// The Pay form: checks the shopper's details and delivery (a refusal shows the form again as typed, the message at
// the field, nothing charged), pays the session in one transaction (payForSession), and sends the shopper on: to
// `<origin of successUrl>/success/<orderNumber>`, or inside the embedded checkout back to the session's own page,
// which tells the host page. A refused payment shows why (and tells the host page inside a frame); a cart changed
// since the checkout started shows the checkout again, priced as the cart is now, with the form as typed.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PlatformContext } from '../platform-context.ts';
import { readRawBody } from '../http/read-body.ts';
import type { SessionRecord, ShopRecord } from '../state/types.ts';
import { listShippingMethods } from '../repo/shipping-methods.ts';
import { checkDeliveryChoice } from '../shipping/delivery-choice.ts';
import type { ShippingMethodRecord } from '../shipping/shipping-types.ts';
import { checkCheckoutValues, type CheckoutValues, type FieldErrors, readCheckoutValues } from './checkout-form.ts';
import { type OrderInput, payForSession, PayRefused } from './create-order.ts';
import { DeliveryRefused } from '../pricing/price-delivery.ts';
import { PAGE_LANGUAGE } from './delivery-options.ts';
import { EMBED_PROTOCOL, type EmbedPage, errorPage } from './layout.ts';
import { sendCheckoutPage as page } from './send-checkout-page.ts';
import { readReceived } from './read-received.ts';
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

/** What the form gives the order: who pays, what the client handed over, and where and how it ships. */
function orderInput(values: CheckoutValues, form: URLSearchParams): OrderInput {
  const received = readReceived(form);
  const { street, postalCode, city, country, phone, method } = values;
  return {
    customer: { name: values.name, email: values.email },
    analytics: {
      consentCategories: received.consentCategories,
      gaClientId: received.gaClientId,
      gaSessionId: received.gaSessionId,
    },
    locale: received.locale,
    delivery: street
      ? { address: { name: values.name, street, postalCode, city, country, phone: phone || null }, methodId: method }
      : null,
  };
}

/**
 * Every check the form can have before paying, so one refusal shows them all: its fields, then its delivery against
 * the shop's methods (the payment checks the delivery again, in its transaction). The status is the delivery's own
 * (409: a method gone meanwhile) when nothing else was wrong.
 */
function checkForm(values: CheckoutValues, methods: readonly ShippingMethodRecord[]) {
  const errors = checkCheckoutValues(values, methods.length > 0);
  const status = Object.keys(errors).length > 0 ? 400 : 200;
  if (methods.length === 0 || errors.country) return { errors, status };
  const choice = checkDeliveryChoice(methods, { country: values.country, methodId: values.method }, PAGE_LANGUAGE);
  if (!('refusal' in choice)) return { errors, status };
  const { field, message } = choice.refusal;
  return { errors: { ...errors, [field]: message }, status: status === 200 ? choice.refusal.status : status };
}

export async function servePay(
  platform: PlatformContext,
  req: IncomingMessage,
  res: ServerResponse,
  view: SessionView,
): Promise<void> {
  const { shop, session, embed } = view;
  const framing = { ancestor: session.embedOrigin, script: embed !== null };
  const send = (status: number, body: string) => page(res, platform.urls.cdn, status, body, '', framing);
  const form = new URLSearchParams((await readRawBody(req, 16 * 1024)).toString('utf8'));
  const values = readCheckoutValues(form);
  const methods = await platform.db.transaction((tx) => listShippingMethods(tx, shop.id));
  const refuse = (errors: FieldErrors, status: number) =>
    showCurrentSession(platform, res, { ...view, received: form, status, form: { values, errors } });
  const checked = checkForm(values, methods);
  if (checked.status !== 200) return refuse(checked.errors, checked.status);
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
    const input = orderInput(values, form);
    const paid = await platform.db.transaction((tx) => payForSession(tx, shop, session.id, input, { now, confirmAt }));
    return redirect(paid.number);
  } catch (error) {
    if (error instanceof DeliveryRefused)
      return refuse({ [error.refusal.field]: error.refusal.message }, error.refusal.status);
    if (!(error instanceof PayRefused)) throw error;
    if (error.reason === 'cart_changed')
      return showCurrentSession(platform, res, { ...view, received: form, status: 409, form: { values, errors: {} } });
    if (embed && error.reason === 'paid' && error.orderNumber) return redirect(error.orderNumber);
    const gone = error.reason === 'paid' || error.reason === 'replaced';
    return send(gone ? 410 : 409, refusedPage(shop, session, error, embed));
  }
}
