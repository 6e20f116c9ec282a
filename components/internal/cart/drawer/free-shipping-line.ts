// The drawer's free-shipping progress line: what the goods still lack for free shipping ("SEK 311.00 to free
// shipping"), or that the cart has reached it, from the platform's `cart.freeShipping` (the same answer the checkout
// and the order get). A bar shows the same progress to the eye; the sentence says it to everyone.
import { css, html, nothing } from 'lit';
import { formatMoney } from '../../../../src/index.ts';
import type { Cart } from '../../../../src/index.ts';
import { shippingTextsFor } from '../../texts/shipping-texts.ts';

export function renderFreeShipping(cart: Cart, locale: string): unknown {
  const state = cart.freeShipping;
  if (!state) return nothing;
  const texts = shippingTextsFor(locale);
  const text = state.reached
    ? texts.freeShippingReached
    : texts.freeShippingRemaining(formatMoney(state.remaining, cart.currency, locale));
  return html`<div part="free-shipping" ?data-reached=${state.reached}>
    <span>${text}</span>
    <progress aria-hidden="true" max=${state.threshold} value=${state.threshold - state.remaining}></progress>
  </div>`;
}

export const FREE_SHIPPING_STYLES = css`
  [part='free-shipping'] {
    display: grid;
    gap: 0.35em;
    font-size: 0.9375em;
  }
  [part='free-shipping'] progress {
    inline-size: 100%;
    block-size: 0.4em;
    accent-color: var(--_accent);
  }
`;
