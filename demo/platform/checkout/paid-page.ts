// The page of a session the shopper has paid: inside the embedded checkout it tells the host page the order number
// (the host then confirms the order from its own session read); on its own page, while the payment provider has not
// confirmed the payment yet, it says so and links to the shop's thank-you page.
import type { SessionRecord, ShopRecord } from '../state/types.ts';
import { html } from './html.ts';
import { type EmbedPage, layout } from './layout.ts';

export function paidPage(shop: ShopRecord, session: SessionRecord, embed: EmbedPage | null): string {
  const number = session.orderNumber ?? '';
  const processing = session.status === 'processing';
  const successUrl = `${new URL(session.successUrl).origin}/success/${encodeURIComponent(number)}`;
  return layout(
    {
      title: processing ? 'Payment received' : 'Order placed',
      shopName: shop.name,
      embed: embed && { ...embed, event: { type: 'complete', orderNumber: number } },
    },
    html`<section class="card complete" id="checkout-complete" data-status="${session.status}" role="status">
<h1>${processing ? 'Payment received' : 'Thank you for your order!'}</h1>
<p>Your order number is <strong id="checkout-order-number">${number}</strong>.</p>
${processing ? html`<p>Your payment is being confirmed. This usually takes a moment.</p>` : ''}
${embed ? '' : html`<p><a class="button" id="checkout-complete-link" href="${successUrl}">See your order</a></p>`}
</section>`,
  );
}
