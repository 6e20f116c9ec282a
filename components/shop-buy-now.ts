import { css, html } from 'lit';
import { property } from 'lit/decorators.js';
import type { CartLineInput } from '../src/index.ts';
import { describeLines, emitCommerceEvent } from './internal/commerce-events.ts';
import { textsFor } from './internal/i18n.ts';
import { assignLocation, isHttpUrl } from './internal/navigate.ts';
import type { Navigate } from './internal/navigate.ts';
import { findButton } from './internal/find-button.ts';
import { ShopElement } from './internal/shop-element.ts';
import { TOKENS } from './internal/tokens.ts';

/**
 * Sends the shopper straight to the hosted checkout with one product (variant, quantity), leaving the remembered cart
 * as it is. The handoff carries the same parameters as the checkout button (currency, consent, analytics ids,
 * campaign). Two requests at most before the navigation (the handoff, then the session read that prices the
 * `begin_checkout` event); a second click while one runs does nothing.
 *
 * @summary Turns any button into a buy-now button.
 * @slot - The merchant's button; without one a built-in "Buy now" button is shown.
 * @csspart button - The built-in button.
 * @csspart error - Why the handoff failed.
 * @cssproperty --shop-buy-now-background - Built-in button background (falls back to --shop-color-accent).
 * @cssproperty --shop-buy-now-color - Built-in button text colour (falls back to --shop-color-on-accent).
 * @cssproperty --shop-buy-now-error-color - Colour of the error text (falls back to --shop-color-danger).
 * @fires shop-checkout-start - Before the handoff; cancelable. Detail `{cartId: null, items, successUrl, backUrl}`.
 * @fires shop-analytics - `begin_checkout` with the session's priced line, just before the navigation.
 * @fires shop-error - The handoff failed; detail `{error, operation: 'buy-now', message}`.
 */
export class ShopBuyNowElement extends ShopElement {
  static override styles = [
    TOKENS,
    css`
      :host {
        display: inline-block;
      }
      [part="button"] {
        background: var(--shop-buy-now-background, var(--_accent));
        color: var(--shop-buy-now-color, var(--_on-accent));
      }
      [part="error"] {
        color: var(--shop-buy-now-error-color, var(--_danger));
      }
    `,
  ];

  @property({ attribute: 'product-id' }) accessor productId = '';
  /** Required for a product with several variants. */
  @property({ attribute: 'variant-id' }) accessor variantId = '';
  @property({ type: Number }) accessor quantity = 1;
  /** Where the platform sends the shopper after paying (its origin gets `/success/<orderNumber>`); default: this page. */
  @property({ attribute: 'success-url' }) accessor successUrl = '';
  /** Where "back to the shop" leads from the checkout; default: this page. */
  @property({ attribute: 'back-url' }) accessor backUrl = '';
  /** Reflected while the handoff runs. */
  @property({ type: Boolean, reflect: true }) accessor pending = false;
  @property({ type: Boolean, reflect: true }) accessor disabled = false;
  /** How the element navigates; replaceable for tests or single-page apps. */
  @property({ attribute: false }) accessor navigate: Navigate = assignLocation;

  constructor() {
    super();
    this.addEventListener('click', (event) => {
      if (!findButton(event)) return;
      event.preventDefault();
      void this.buy();
    });
  }

  override connectClient(): Array<() => void> {
    const restored = (event: PageTransitionEvent): void => {
      if (event.persisted) this.#setPending(false);
    };
    addEventListener('pageshow', restored);
    return [() => removeEventListener('pageshow', restored)];
  }

  /** Starts the buy-now checkout; resolves once navigation was requested or the failure is shown. */
  async buy(): Promise<void> {
    const client = this.activeClient;
    if (!client || this.pending || this.disabled) return;
    if (!this.productId)
      return this.fail(new Error('Shopkit: <shop-buy-now> needs a product-id attribute.'), 'buy-now');
    const quantity = Number.isInteger(this.quantity) && this.quantity > 0 ? this.quantity : 1;
    const line: CartLineInput = this.variantId
      ? { productId: this.productId, variantId: this.variantId, quantity }
      : { productId: this.productId, quantity };
    const successUrl = this.successUrl || location.href;
    const backUrl = this.backUrl || location.href;
    if (!this.emit('shop-checkout-start', { cartId: null, items: [line], successUrl, backUrl }, true)) return;
    this.#setPending(true);
    try {
      const handoff = await client.checkout.start({ successUrl, backUrl, items: [line] });
      if (!isHttpUrl(handoff.url)) throw new Error('Shopkit: the checkout returned a URL that is not http(s).');
      // Analytics only: a failed read must not stop the shopper from paying.
      const session = await client.checkout.session(handoff.sessionId).catch(() => null);
      if (session) emitCommerceEvent(this, { name: 'begin_checkout', params: describeLines(session) });
      this.clearError();
      const navigate = this.navigate;
      await navigate(handoff.url);
      if (navigate !== assignLocation) this.#setPending(false);
    } catch (error) {
      this.#setPending(false);
      this.fail(error, 'buy-now');
    }
  }

  #setPending(pending: boolean): void {
    this.pending = pending;
    for (const node of this.querySelectorAll('button')) {
      node.disabled = pending || this.disabled;
      node.toggleAttribute('aria-busy', pending);
    }
  }

  protected override render(): unknown {
    const busy = this.pending || this.disabled || !this.activeClient;
    return html`<slot><button part="button" class="btn" type="button" ?disabled=${busy} aria-busy=${this.pending ? 'true' : 'false'}>${textsFor(this.locale).buyNow}</button></slot>
      <p part="error" class="error" role="alert" ?hidden=${!this.error}>${this.errorMessage}</p>`;
  }
}
