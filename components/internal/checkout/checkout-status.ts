import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { ShopkitCheckoutEmbed } from '../../../src/index.ts';
import type { ShopTexts } from '../texts/i18n.ts';

/** What `<shop-checkout>` shows; reflected as its `state` attribute. */
export type ShopCheckoutState =
  'idle' | 'empty' | 'loading' | 'ready' | 'confirming' | 'complete' | 'fallback' | 'expired' | 'error';

/**
 * The embedded checkout's messages around the frame: loading, the empty cart, the expired session (never a payable
 * form) with a way to start again, and the redirect offered when the frame did not become ready.
 */
export function renderCheckoutStatus(
  state: ShopCheckoutState,
  texts: ShopTexts,
  embed: ShopkitCheckoutEmbed | null,
  startAgain: () => void,
): TemplateResult | typeof nothing {
  switch (state) {
    case 'loading':
      return html`<p part="status" role="status">${texts.checkoutLoading}</p>`;
    case 'empty':
      return html`<p part="status" role="status"><slot name="empty">${texts.empty}</slot></p>`;
    case 'expired':
      return html`<div part="status" role="alert"><p>${texts.checkoutExpired}</p>
        <button class="btn" type="button" @click=${startAgain}>${texts.startAgain}</button></div>`;
    case 'fallback':
      return embed
        ? html`<div part="fallback" role="alert"><p>${texts.checkoutBlocked}</p>
            <a class="btn" href=${embed.url}>${texts.continueToCheckout}</a></div>`
        : nothing;
    default:
      return nothing;
  }
}
