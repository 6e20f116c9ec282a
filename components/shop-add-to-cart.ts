import { css, html } from 'lit';
import type { PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { ADDED_STATE_MS, describeAddFailure, describeAdded } from './internal/cart/add-feedback.ts';
import { describeAddToCart } from './internal/analytics/cart-commerce-events.ts';
import { cartStoreFor } from './internal/cart/cart-store.ts';
import { emitCommerceEvent } from './internal/analytics/commerce-events.ts';
import { PRODUCT_ACTION_STYLES } from './internal/catalogue/product-action-styles.ts';
import { ProductScopeController } from './internal/scope/scope-controller.ts';
import { describeScopeReason, markBlockedButtons, readScopedQuantity } from './internal/scope/scoped-line.ts';
import type { CartAddDetail } from './internal/base/events.ts';
import { textsFor } from './internal/texts/i18n.ts';
import { TOKENS } from './internal/base/tokens.ts';
import { ShopElement } from './internal/base/shop-element.ts';

/**
 * Adds a product to the shared cart when the merchant's own button (slotted) or the built-in one is pressed.
 * While the add runs the element is `pending` and the buttons are disabled and `aria-busy`; once done it is `added`
 * for a moment, says so beside the button, announces the line and the new count, and opens the cart drawer (unless
 * `open-cart="false"` or the script tag's `data-open-cart-on-add="false"`). A failed add leaves the cart as it was
 * and says why beside the button. Inside a `<shop-product>` or a list row and without `product-id`, it adds that
 * product's pinned variant: until one is pinned (or while it is sold out) it is `blocked` and `part="reason"` says
 * why.
 *
 * @summary Turns any button into an add-to-cart button.
 * @slot - The merchant's button; without one a built-in "Add to cart" button is shown.
 * @csspart button - The built-in button.
 * @csspart feedback - Beside the button: "Adding…" while pending, "✓ Added to cart" once done.
 * @csspart error - Why the last add failed.
 * @csspart status - A polite live region announcing the result.
 * @csspart reason - Why the product cannot be added yet (inside a product): "Choose Size and Colour", "Sold out".
 * @cssproperty --shop-add-to-cart-error-color - Colour of the error text (falls back to --shop-color-danger).
 * @cssproperty --shop-add-to-cart-added-color - Colour of the done state (falls back to --shop-color-accent).
 * @fires shop-cart-add - Before the add; cancelable. Detail `{productId, variantId, quantity}`.
 * @fires shop-cart-added - After the add. Detail `{productId, variantId, quantity, cart}`.
 * @fires shop-analytics - `add_to_cart` after the add, in GA4's ecommerce schema. Detail `{name, params}`.
 * @fires shop-error - The add failed; detail `{error, operation: 'add', message}` (message: what the shopper read).
 */
export class ShopAddToCartElement extends ShopElement {
  static override styles = [
    TOKENS,
    PRODUCT_ACTION_STYLES,
    css`
      ::slotted([aria-busy="true"]) {
        cursor: progress;
      }
      [part="feedback"] {
        margin-inline-start: 0.5em;
        font-size: 0.9em;
        color: var(--_muted);
      }
      :host([added]) [part="feedback"] {
        color: var(--shop-add-to-cart-added-color, var(--_accent));
        font-weight: 600;
      }
      [part="error"] {
        color: var(--shop-add-to-cart-error-color, var(--_danger));
      }
    `,
  ];

  @property({ attribute: 'product-id' }) accessor productId = '';
  @property({ attribute: 'variant-id' }) accessor variantId = '';
  @property({ type: Number }) accessor quantity = 1;
  /** `"false"` keeps the cart drawer closed after an add; unset follows the configuration (default: open it). */
  @property({ attribute: 'open-cart' }) accessor openCart: string | null = null;
  /** Reflected while the add runs. */
  @property({ type: Boolean, reflect: true }) accessor pending = false;
  /** Reflected for a moment after a successful add (the done state). */
  @property({ type: Boolean, reflect: true }) accessor added = false;
  @property({ type: Boolean, reflect: true }) accessor disabled = false;
  /** Reflected while the surrounding product has no variant to add (none pinned yet, or sold out). */
  @property({ type: Boolean, reflect: true }) accessor blocked = false;

  #announcement = '';
  #addedTimer: ReturnType<typeof setTimeout> | undefined;
  readonly #scope = new ProductScopeController(this, () => !this.productId);

  constructor() {
    super();
    this.addEventListener('click', (event) => this.#onClick(event));
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.#addedTimer);
    this.added = false;
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
    if (this.pending || this.disabled || this.blocked) return;
    void this.add(button as HTMLElement);
  }

  /**
   * Adds the configured line; resolves when done (failures end in the error state, never in a rejection). After a
   * successful add the cart drawer opens and, once closed, gives focus back to `returnFocus` (the pressed button).
   */
  async add(returnFocus: HTMLElement | null = null): Promise<void> {
    const client = this.activeClient;
    if (!client) return;
    const texts = textsFor(this.locale);
    const quantity = this.#quantity();
    const scoped = this.productId ? null : this.#scope.scope;
    const productId = scoped?.product?.id ?? this.productId;
    const variantId = (scoped ? scoped.variant?.id : this.variantId) || undefined;
    const detail: CartAddDetail = { productId, variantId, quantity };
    if (!productId)
      return this.fail(
        new Error('Shopkit: <shop-add-to-cart> needs a product-id attribute or a surrounding <shop-product>.'),
        'add',
      );
    if (this.reason) return;
    if (!this.emit('shop-cart-add', detail, true)) return;
    this.#setPending(true);
    this.#setAdded(false);
    try {
      const line = detail.variantId
        ? { productId: detail.productId, variantId: detail.variantId, quantity }
        : { productId: detail.productId, quantity };
      const store = cartStoreFor(client);
      if (this.#opensCart()) store.prepareDrawers();
      const cart = await store.add(line);
      this.clearError();
      this.#announcement = describeAdded(cart, detail, texts);
      this.#setAdded(true);
      this.emit('shop-cart-added', { ...detail, cart });
      const analytics = describeAddToCart(cart, detail);
      if (analytics) emitCommerceEvent(this, analytics);
      if (this.#opensCart()) store.openDrawer({ returnFocus, message: this.#announcement });
    } catch (error) {
      this.#announcement = '';
      this.fail(error, 'add', describeAddFailure(error, texts));
    } finally {
      this.#setPending(false);
    }
  }

  /** Why the surrounding product cannot be added now; empty when it can (or outside a product). */
  get reason(): string {
    return this.productId ? '' : describeScopeReason(this.#scope.scope, textsFor(this.locale));
  }

  /** The `quantity` attribute, else a `data-shop-quantity` field here or in the product, clamped to 1-999. */
  #quantity(): number {
    const explicit = this.hasAttribute('quantity') ? this.quantity : null;
    return readScopedQuantity(this, this.#scope.scope, explicit, this.quantity);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.blocked = this.reason !== '';
  }

  protected override updated(): void {
    markBlockedButtons(this, this.blocked);
  }

  #opensCart(): boolean {
    if (this.openCart !== null) return this.openCart !== 'false';
    return this.connection.openCartOnAdd;
  }

  #setPending(pending: boolean): void {
    this.pending = pending;
    for (const node of this.querySelectorAll('button')) {
      node.disabled = pending || this.disabled;
      if (pending) node.setAttribute('aria-busy', 'true');
      else node.removeAttribute('aria-busy');
    }
  }

  #setAdded(added: boolean): void {
    clearTimeout(this.#addedTimer);
    this.added = added;
    if (added) this.#addedTimer = setTimeout(() => (this.added = false), ADDED_STATE_MS);
  }

  protected override render(): unknown {
    const texts = textsFor(this.locale);
    const reason = this.reason;
    const feedback = this.pending ? texts.adding : this.added ? `✓ ${texts.added}` : '';
    return html`<slot><button part="button" class="btn" type="button" ?disabled=${this.pending || this.disabled || !this.activeClient} aria-disabled=${this.blocked ? 'true' : 'false'} aria-busy=${this.pending ? 'true' : 'false'}>${texts.addToCart}</button></slot><span part="feedback" aria-hidden="true" ?hidden=${!feedback}>${feedback}</span>
      <p part="reason" class="reason" ?hidden=${!reason}>${reason}</p>
      <p part="error" class="error" role="alert" ?hidden=${!this.error}>${this.errorMessage}</p>
      <span part="status" class="sr-only" role="status">${this.#announcement}</span>`;
  }
}
