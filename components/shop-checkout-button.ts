import { css, html } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { ShopkitClient } from '../src/index.ts';
import { handOffToCheckout } from './internal/checkout/hosted-checkout.ts';
import { cartStoreFor } from './internal/cart/cart-store.ts';
import type { CartSnapshot } from './internal/cart/cart-store.ts';
import { textsFor } from './internal/texts/i18n.ts';
import { assignLocation } from './internal/base/navigate.ts';
import type { Navigate } from './internal/base/navigate.ts';
import { TOKENS } from './internal/base/tokens.ts';
import { ShopElement } from './internal/base/shop-element.ts';

/**
 * Hands the shopper over to the hosted checkout: disabled while the cart is empty, `pending` while the handoff
 * runs, and navigates in the same tab only to the http(s) URL the core returned.
 *
 * @summary The checkout button.
 * @slot - The button text (default "Checkout").
 * @csspart button - The button.
 * @csspart error - Why the handoff failed.
 * @cssproperty --shop-checkout-button-background - Button background (falls back to --shop-color-accent).
 * @cssproperty --shop-checkout-button-color - Button text colour (falls back to --shop-color-on-accent).
 * @cssproperty --shop-checkout-button-width - Button width (default auto).
 * @fires shop-checkout-start - Before the handoff; cancelable. Detail `{cartId, successUrl, backUrl}`.
 * @fires shop-analytics - `begin_checkout` with the cart's lines, before the handoff. Detail `{name, params}`.
 * @fires shop-error - The handoff failed; detail `{error, operation: 'checkout', message}`.
 */
export class ShopCheckoutButtonElement extends ShopElement {
  static override styles = [
    TOKENS,
    css`
      :host {
        display: inline-block;
      }
      [part="button"] {
        width: var(--shop-checkout-button-width, auto);
        background: var(--shop-checkout-button-background, var(--_accent));
        color: var(--shop-checkout-button-color, var(--_on-accent));
      }
    `,
  ];

  static override shadowRootOptions: ShadowRootInit = { ...ShopElement.shadowRootOptions, delegatesFocus: true };

  /** Where the platform sends the shopper after paying (its origin gets `/success/<orderNumber>`); default: this page. */
  @property({ attribute: 'success-url' }) accessor successUrl = '';
  /** Where "back to the shop" leads from the checkout; default: this page. */
  @property({ attribute: 'back-url' }) accessor backUrl = '';
  /** Reflected while the handoff runs. */
  @property({ type: Boolean, reflect: true }) accessor pending = false;
  /** How the element navigates; replaceable for tests or single-page apps. */
  @property({ attribute: false }) accessor navigate: Navigate = assignLocation;
  @state() private accessor snapshot: CartSnapshot | null = null;

  override connectClient(client: ShopkitClient): Array<() => void> {
    const restored = (event: PageTransitionEvent): void => {
      if (event.persisted) this.pending = false;
    };
    addEventListener('pageshow', restored);
    return [
      cartStoreFor(client).subscribe((snapshot) => {
        this.snapshot = snapshot;
      }),
      () => removeEventListener('pageshow', restored),
    ];
  }

  /** Starts the checkout; resolves once navigation was requested or the failure is shown. */
  async start(): Promise<void> {
    const client = this.activeClient;
    const cart = this.snapshot?.cart;
    if (!client || !cart || cart.items.length === 0 || this.pending) return;
    try {
      const outcome = await handOffToCheckout(this, {
        client,
        cart,
        successUrl: this.successUrl,
        backUrl: this.backUrl,
        navigate: this.navigate,
        onStart: () => {
          this.pending = true;
        },
      });
      if (outcome === 'cancelled') return;
      this.clearError();
      // Leaving the page keeps the button pending until it is gone (or back from the bfcache); an in-page navigate
      // (a single-page app) has returned, so the button is ready again.
      if (outcome === 'returned') this.pending = false;
    } catch (error) {
      this.pending = false;
      this.fail(error, 'checkout');
    }
  }

  protected override render(): unknown {
    const empty = !this.snapshot?.cart || this.snapshot.cart.items.length === 0;
    return html`<button part="button" class="btn" type="button" ?disabled=${empty || this.pending} aria-busy=${this.pending ? 'true' : 'false'} @click=${this.start}>
        <slot>${textsFor(this.locale).checkout}</slot></button>
      <p part="error" class="error" role="alert" ?hidden=${!this.error}>${this.errorMessage}</p>`;
  }
}
