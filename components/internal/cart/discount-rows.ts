// The discount rows of `<shop-cart>` under the subtotal: one per code on the cart (its amount, or why it does not
// apply now) with a Remove button, then the total when a code takes something off; and the sentence for a code that
// cannot apply.
import { html, nothing } from 'lit';
import { formatMoney } from '../../../src/index.ts';
import type { AppliedDiscount, Cart, ShopkitDiscountRejection } from '../../../src/index.ts';
import type { ShopTexts } from '../texts/i18n.ts';

export type Rejection = Pick<ShopkitDiscountRejection, 'code' | 'reason' | 'minimumSubtotal' | 'currency'>;

/** The sentence for a code that cannot apply, with the minimum in the shopper's locale when the platform gave one. */
export function describeRejection(rejection: Rejection, texts: ShopTexts, locale: string): string {
  const { code, reason, minimumSubtotal, currency } = rejection;
  const minimum = minimumSubtotal !== null && currency !== null ? formatMoney(minimumSubtotal, currency, locale) : null;
  return texts.discountReasons[reason](code, minimum);
}

/** What the rows are drawn from: the cart, the texts and locale, and what Remove does. */
export interface DiscountRowsSpec {
  cart: Cart;
  texts: ShopTexts;
  locale: string;
  remove: (code: string) => void;
}

function renderRow(discount: AppliedDiscount, { cart, texts, locale, remove }: DiscountRowsSpec): unknown {
  const reason = { code: discount.code, reason: discount.reason ?? 'unknown', minimumSubtotal: null, currency: null };
  const note = discount.applied
    ? nothing
    : html`<span class="muted">${texts.notApplied}: ${describeRejection(reason, texts, locale)}</span>`;
  const amount = discount.applied ? `\u2212${formatMoney(discount.amount, cart.currency, locale)}` : '';
  return html`<div part="discount" class=${discount.applied ? 'applied' : 'not-applied'}>
      <span class="label"><span>${texts.discount} <span class="code">${discount.code}</span></span>${note}</span>
      <button type="button" class="remove" aria-label=${texts.removeCode(discount.code)} @click=${() => remove(discount.code)}>${texts.remove}</button>
      <span class="amount">${amount}</span>
    </div>`;
}

export function renderDiscountRows(spec: DiscountRowsSpec): unknown {
  const { cart, texts, locale } = spec;
  const rows = cart.discounts.map((discount) => renderRow(discount, spec));
  const total =
    cart.discountTotal > 0
      ? html`<div part="total"><span>${texts.total}</span><span>${formatMoney(cart.total, cart.currency, locale)}</span></div>`
      : nothing;
  return html`${rows}${total}`;
}
