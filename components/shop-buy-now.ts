import { css, html } from 'lit';
import type { PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import type { CartLineInput } from '../src/index.ts';
import { PRODUCT_ACTION_STYLES } from './internal/catalogue/product-action-styles.ts';
import { ProductScopeController } from './internal/scope/scope-controller.ts';
import {
  describeScopeReason,
  describeScopedLine,
  markBlockedButtons,
  readScopedQuantity,
} from './internal/scope/scoped-line.ts';
import {
  describeItemParams,
  describeLines,
  describeProductItem,
  emitCommerceEvent,
  type ShopkitCommerceEvent,
} from './internal/analytics/commerce-events.ts';
import { textsFor } from './internal/texts/i18n.ts';
import { assignLocation, isHttpUrl } from './internal/base/navigate.ts';
import type { Navigate } from './internal/base/navigate.ts';
import { findButton } from './internal/catalogue/find-button.ts';
import { ShopElement } from './internal/base/shop-element.ts';
import { TOKENS } from './internal/base/tokens.ts';

/**
 * Sends the shopper straight to the hosted checkout with one product (variant, quantity), leaving the remembered cart
 * as it is. The handoff carries the same parameters as the checkout button (currency, consent, analytics ids,
 * campaign). A second click while one runs does nothing. Inside a `<shop-product>` or a list row and without
 * `product-id`, it buys that product's pinned variant: until one is pinned (or while it is sold out) it is `blocked`
 * and `part="reason"` says why; `begin_checkout` is priced from the product and sent before the handoff, the one
 * request. With `product-id` the price is not known here, so the session is read after the handoff to price it: two
 * requests at most before the navigation.
 *
 * @summary Turns any button into a buy-now button.
 * @slot - The merchant's button; without one a built-in "Buy now" button is shown.
 * @csspart button - The built-in button.
 * @csspart error - Why the handoff failed.
 * @csspart reason - Why the product cannot be bought yet (inside a product): "Choose Size and Colour", "Sold out".
 * @cssproperty --shop-buy-now-background - Built-in button background (falls back to --shop-color-accent).
 * @cssproperty --shop-buy-now-color - Built-in button text colour (falls back to --shop-color-on-accent).
 * @cssproperty --shop-buy-now-error-color - Colour of the error text (falls back to --shop-color-danger).
 * @fires shop-checkout-start - Before the handoff; cancelable. Detail `{cartId: null, items, successUrl, backUrl}`.
 * @fires shop-analytics - `begin_checkout`: before the handoff inside a product, else with the session's priced line.
 * @fires shop-error - The handoff failed; detail `{error, operation: 'buy-now', message}`.
 */
export class ShopBuyNowElement extends ShopElement {
  static override styles = [
    TOKENS,
    PRODUCT_ACTION_STYLES,
    css`
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
  /** Reflected while the surrounding product has no variant to buy (none pinned yet, or sold out). */
  @property({ type: Boolean, reflect: true }) accessor blocked = false;
  /** How the element navigates; replaceable for tests or single-page apps. */
  @property({ attribute: false }) accessor navigate: Navigate = assignLocation;

  readonly #scope = new ProductScopeController(this, () => !this.productId);

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
    if (!client || this.pending || this.disabled || this.blocked) return;
    const line = this.#line();
    if (!line)
      return this.fail(
        new Error('Shopkit: <shop-buy-now> needs a product-id attribute or a surrounding <shop-product>.'),
        'buy-now',
      );
    const successUrl = this.successUrl || location.href;
    const backUrl = this.backUrl || location.href;
    if (!this.emit('shop-checkout-start', { cartId: null, items: [line], successUrl, backUrl }, true)) return;
    // Inside a product its price is known: sent before the handoff, so the tags have its round trip to send it.
    const early = this.#scopedEvent(line);
    if (early) emitCommerceEvent(this, early);
    this.#setPending(true);
    try {
      const handoff = await client.checkout.start({ successUrl, backUrl, items: [line], locale: this.locale });
      if (!isHttpUrl(handoff.url)) throw new Error('Shopkit: the checkout returned a URL that is not http(s).');
      // Analytics only: a failed read must not stop the shopper from paying.
      const session = early ? null : await client.checkout.session(handoff.sessionId).catch(() => null);
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

  /** Why the surrounding product cannot be bought now; empty when it can (or outside a product). */
  get reason(): string {
    return this.productId ? '' : describeScopeReason(this.#scope.scope, textsFor(this.locale));
  }

  /** `begin_checkout` for the surrounding product's pinned variant, or null outside a product. */
  #scopedEvent(line: CartLineInput): ShopkitCommerceEvent | null {
    const data = this.productId ? null : this.#scope.scope?.data;
    if (!data?.variant) return null;
    const item = describeProductItem(data.product, data.variant, line.quantity ?? 1);
    return { name: 'begin_checkout', params: describeItemParams(item, data.product.currency) };
  }

  /** The line to buy: the attributes' product, else the surrounding product's pinned variant; null when neither. */
  #line(): CartLineInput | null {
    const explicit = this.hasAttribute('quantity') ? this.quantity : null;
    const quantity = readScopedQuantity(this, this.productId ? null : this.#scope.scope, explicit, this.quantity);
    if (!this.productId) return describeScopedLine(this.#scope.scope, quantity);
    return this.variantId
      ? { productId: this.productId, variantId: this.variantId, quantity }
      : { productId: this.productId, quantity };
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.blocked = this.reason !== '';
  }

  protected override updated(): void {
    markBlockedButtons(this, this.blocked);
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
    const reason = this.reason;
    return html`<slot><button part="button" class="btn" type="button" ?disabled=${busy} aria-disabled=${this.blocked ? 'true' : 'false'} aria-busy=${this.pending ? 'true' : 'false'}>${textsFor(this.locale).buyNow}</button></slot>
      <p part="reason" class="reason" ?hidden=${!reason}>${reason}</p>
      <p part="error" class="error" role="alert" ?hidden=${!this.error}>${this.errorMessage}</p>`;
  }
}
