import { css, html } from 'lit';
import { property } from 'lit/decorators.js';
import { cartStoreFor } from './internal/cart-store.ts';
import type { CartAddDetail } from './internal/events.ts';
import { textsFor } from './internal/i18n.ts';
import { TOKENS } from './internal/tokens.ts';
import { ShopElement } from './internal/shop-element.ts';

/**
 * Adds a product to the shared cart when the merchant's own button (slotted) or the built-in one is pressed.
 * While the add runs the element is `pending` and the buttons are disabled; a failed add leaves the cart as it was
 * and shows why.
 *
 * @summary Turns any button into an add-to-cart button.
 * @slot - The merchant's button; without one a built-in "Add to cart" button is shown.
 * @csspart button - The built-in button.
 * @csspart error - Why the last add failed.
 * @csspart status - A polite live region announcing the result.
 * @cssproperty --shop-add-to-cart-error-color - Colour of the error text (falls back to --shop-color-danger).
 * @fires shop-cart-add - Before the add; cancelable. Detail `{productId, variantId, quantity}`.
 * @fires shop-cart-added - After the add. Detail `{productId, variantId, quantity, cart}`.
 * @fires shop-error - The add failed; detail `{error, operation: 'add', message}`.
 */
export class ShopAddToCartElement extends ShopElement {
  static override styles = [
    TOKENS,
    css`
      :host {
        display: inline-block;
      }
      [part="error"] {
        color: var(--shop-add-to-cart-error-color, var(--_danger));
      }
    `,
  ];

  @property({ attribute: 'product-id' }) accessor productId = '';
  @property({ attribute: 'variant-id' }) accessor variantId = '';
  @property({ type: Number }) accessor quantity = 1;
  /** Reflected while the add runs. */
  @property({ type: Boolean, reflect: true }) accessor pending = false;
  @property({ type: Boolean, reflect: true }) accessor disabled = false;

  #announcement = '';

  constructor() {
    super();
    this.addEventListener('click', (event) => this.#onClick(event));
  }

  #onClick(event: Event): void {
    const button = event
      .composedPath()
      .find(
        (node) =>
          node instanceof HTMLButtonElement || (node instanceof HTMLElement && node.getAttribute('role') === 'button'),
      );
    if (!button) return;
    event.preventDefault();
    if (this.pending || this.disabled) return;
    void this.add();
  }

  /** Adds the configured line; resolves when done (failures end in the error state, never in a rejection). */
  async add(): Promise<void> {
    const client = this.activeClient;
    if (!client) return;
    const quantity = Number.isInteger(this.quantity) && this.quantity > 0 ? this.quantity : 1;
    const detail: CartAddDetail = { productId: this.productId, variantId: this.variantId || undefined, quantity };
    if (!this.productId)
      return this.fail(new Error('Shopkit: <shop-add-to-cart> needs a product-id attribute.'), 'add');
    if (!this.emit('shop-cart-add', detail, true)) return;
    this.#setPending(true);
    try {
      const line = detail.variantId
        ? { productId: detail.productId, variantId: detail.variantId, quantity }
        : { productId: detail.productId, quantity };
      const cart = await cartStoreFor(client).add(line);
      this.clearError();
      this.#announcement = textsFor(this.locale).updated(cart.itemCount);
      this.emit('shop-cart-added', { ...detail, cart });
    } catch (error) {
      this.#announcement = '';
      this.fail(error, 'add');
    } finally {
      this.#setPending(false);
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
    const texts = textsFor(this.locale);
    return html`<slot><button part="button" class="btn" type="button" ?disabled=${this.pending || this.disabled || !this.activeClient} aria-busy=${this.pending ? 'true' : 'false'}>${this.pending ? texts.adding : texts.addToCart}</button></slot>
      <p part="error" class="error" role="alert" ?hidden=${!this.error}>${this.errorMessage}</p>
      <span part="status" class="sr-only" role="status">${this.#announcement}</span>`;
  }
}
