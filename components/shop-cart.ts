import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { formatMoney } from '../src/index.ts';
import type { CartItem, ShopkitClient } from '../src/index.ts';
import { CartDiscounts } from './internal/cart-discounts.ts';
import { describeNewDiscounts } from './internal/discount-rows.ts';
import { renderCartLine } from './internal/cart-line.ts';
import { CART_STYLES } from './internal/cart-styles.ts';
import { describeCartEvent, describeQuantityChange } from './internal/cart-commerce-events.ts';
import { cartStoreFor } from './internal/cart-store.ts';
import { DISCOUNT_STYLES } from './internal/discount-styles.ts';
import { emitCommerceEvent } from './internal/commerce-events.ts';
import type { CartSnapshot, DrawerOpening } from './internal/cart-store.ts';
import { textsFor } from './internal/i18n.ts';
import { isHttpUrl } from './internal/navigate.ts';
import { trapTab } from './internal/trap-tab.ts';
import { TOKENS } from './internal/tokens.ts';
import { ShopElement } from './internal/shop-element.ts';

// The drawer renders a checkout button: it arrives and is defined with the cart.
export { ShopCheckoutButtonElement } from './shop-checkout-button.ts';

/**
 * A button with the live item count that opens the cart drawer (a modal `<dialog>`: focus stays inside and returns
 * to the button, Escape closes). The drawer lists the lines with a quantity stepper and remove, the subtotal in the
 * cart's currency, a discount-code field (hidden with `hide-discount-field`) with a row per code and the total, and
 * a checkout button. Changes, and why a code does not apply, are announced in a polite live region.
 *
 * @summary The cart button and drawer.
 * @slot label - The button text (default "Cart").
 * @slot title - The drawer heading (default "Your cart").
 * @slot empty - Shown when the cart has no lines (default "Your cart is empty.").
 * @slot continue - The text of the way back from an empty cart (default "Continue shopping").
 * @slot checkout - The checkout button text (default "Checkout").
 * @csspart button - The button that opens the drawer.
 * @csspart count - The item count badge.
 * @csspart drawer - The dialog.
 * @csspart line - One cart line.
 * @csspart subtotal - The subtotal row.
 * @csspart empty - The empty state.
 * @csspart continue - The empty cart's way back: a link to `continue-url`, else a button that closes the drawer.
 * @csspart error - The error state with its retry button.
 * @csspart discount-form - The discount-code field and its Apply button.
 * @csspart discount-message - Why the last code did not apply.
 * @csspart discount - One code on the cart: its amount, or why it does not apply now.
 * @csspart total - The total after discounts (shown when a code takes something off).
 * @cssproperty --shop-cart-width - Width of the drawer (default min(26rem, 100vw)).
 * @cssproperty --shop-cart-background - Drawer background (falls back to --shop-color-surface).
 * @cssproperty --shop-cart-backdrop - Backdrop behind the drawer.
 * @cssproperty --shop-cart-count-background - Badge background.
 * @cssproperty --shop-cart-count-color - Badge text colour.
 * @fires shop-cart-open - The drawer opened. Detail `{}`.
 * @fires shop-cart-close - The drawer closed. Detail `{}`.
 * @fires shop-cart-change - The cart changed. Detail `{cart}` (null before the first add).
 * @fires shop-discount-applied - A code is on the cart. Detail `{code, cart}`.
 * @fires shop-discount-removed - The shopper took a code off. Detail `{code, cart}`.
 * @fires shop-discount-rejected - A typed code, or one from a `?discount=` link, cannot apply. Detail
 *   `{code, reason, source: 'field' | 'link'}`.
 * @fires shop-analytics - `view_cart` when the drawer opens on a cart with lines; `add_to_cart` or `remove_from_cart`
 *   for a line's quantity changed or removed in the drawer. Detail `{name, params}` in GA4's ecommerce schema.
 * @fires shop-error - Loading or changing the cart failed; detail `{error, operation, message}`.
 */
export class ShopCartElement extends ShopElement {
  static override styles = [TOKENS, CART_STYLES, DISCOUNT_STYLES];

  /** Reflected while the drawer is open. */
  @property({ type: Boolean, reflect: true }) accessor open = false;
  /** Passed to the checkout button inside. */
  @property({ attribute: 'success-url' }) accessor successUrl = '';
  @property({ attribute: 'back-url' }) accessor backUrl = '';
  /** Where "Continue shopping" in the empty cart leads (http(s), relative to the page); unset, it closes the drawer. */
  @property({ attribute: 'continue-url' }) accessor continueUrl = '';
  /** Leaves the discount-code field out of the drawer (codes on the cart, e.g. from a link, are still shown). */
  @property({ type: Boolean, attribute: 'hide-discount-field' }) accessor hideDiscountField = false;
  @state() private accessor snapshot: CartSnapshot = { status: 'idle', cart: null, error: null };
  @state() private accessor busy = false;
  @state() private accessor announcement = '';
  /** What the add that opened the drawer added; describes the dialog while it is open. */
  @state() private accessor opening = '';
  /** The drawer's lines and subtotal are rendered from its first opening on, so start-up paints only the button. */
  #drawn = false;
  /** Where focus goes when the drawer closes, when not the cart button (the add button that opened it). */
  #returnFocus: HTMLElement | null = null;
  readonly #discounts = new CartDiscounts(this, {
    announce: (text) => {
      this.announcement = text;
    },
    fail: (error, operation) => this.fail(error, operation),
  });

  get #dialog(): HTMLDialogElement {
    return this.renderRoot.querySelector('dialog') as HTMLDialogElement;
  }

  get #trigger(): HTMLButtonElement {
    return this.renderRoot.querySelector('[part="button"]') as HTMLButtonElement;
  }

  override connectClient(client: ShopkitClient): Array<() => void> {
    const store = cartStoreFor(client);
    return [
      store.subscribe((snapshot) => this.#onSnapshot(snapshot)),
      store.registerDrawer({ isVisible: () => this.checkVisibility(), show: (opening) => void this.show(opening) }),
      this.#discounts.connect(client),
    ];
  }

  #onSnapshot(snapshot: CartSnapshot): void {
    const previous = this.snapshot;
    this.snapshot = snapshot;
    if (snapshot.status === 'error') this.fail(snapshot.error, 'load');
    else if (snapshot.status === 'ready' && !this.busy) this.clearError();
    if (snapshot.status !== 'ready' || snapshot.cart === previous.cart) return;
    // Announce changes, not the first read of the page (nor a repricing, which keeps updatedAt).
    if (previous.status === 'ready' && snapshot.cart?.updatedAt !== previous.cart?.updatedAt) {
      const texts = textsFor(this.locale);
      const codes = describeNewDiscounts(previous.cart, snapshot.cart, texts);
      this.announcement = `${texts.updated(snapshot.cart?.itemCount ?? 0)}${codes ? ` ${codes}` : ''}`;
    }
    this.emit('shop-cart-change', { cart: snapshot.cart });
  }

  /**
   * Opens the drawer. After an add, `message` (what was added) describes the dialog, and focus goes back to
   * `returnFocus` (the button pressed) when it closes; otherwise it goes back to the cart button.
   */
  async show(opening: DrawerOpening = {}): Promise<void> {
    if (!this.#drawn) {
      this.#drawn = true;
      this.requestUpdate();
    }
    this.#returnFocus = opening.returnFocus ?? null;
    this.opening = opening.message ?? '';
    await this.updateComplete;
    if (this.#dialog.open) return;
    this.#dialog.showModal();
    this.open = true;
    this.emit('shop-cart-open', {});
    const analytics = describeCartEvent('view_cart', this.snapshot.cart);
    if (analytics) emitCommerceEvent(this, analytics);
  }

  /** Closes the drawer and returns focus to the cart button. */
  hide(): void {
    if (this.#dialog?.open) this.#dialog.close();
  }

  #onClose(): void {
    this.open = false;
    this.opening = '';
    const back = this.#returnFocus?.isConnected ? this.#returnFocus : this.#trigger;
    this.#returnFocus = null;
    back.focus();
    this.emit('shop-cart-close', {});
  }

  async #setQuantity(item: CartItem, quantity: number): Promise<void> {
    const client = this.activeClient;
    if (!client || this.busy) return;
    const store = cartStoreFor(client);
    const analytics = describeQuantityChange(item, this.snapshot.cart?.currency ?? '', quantity);
    this.busy = true;
    try {
      await (quantity === 0 ? store.remove(item.id) : store.update(item.id, quantity));
      this.clearError();
      if (analytics) emitCommerceEvent(this, analytics);
    } catch (error) {
      this.fail(error, quantity === 0 ? 'remove' : 'update');
    } finally {
      this.busy = false;
    }
  }

  #retry(): void {
    this.clearError();
    const client = this.activeClient;
    if (client) void cartStoreFor(client).reload();
  }

  /** The way back from an empty cart: a link to `continue-url` when it is a safe http(s) URL, else closing the drawer. */
  #renderContinue(): unknown {
    const text = html`<slot name="continue">${textsFor(this.locale).continueShopping}</slot>`;
    const href =
      this.continueUrl && URL.canParse(this.continueUrl, document.baseURI)
        ? new URL(this.continueUrl, document.baseURI).href
        : '';
    return isHttpUrl(href)
      ? html`<a part="continue" class="btn secondary" href=${href}>${text}</a>`
      : html`<button part="continue" type="button" class="btn secondary" @click=${this.hide}>${text}</button>`;
  }

  #renderBody(): unknown {
    const texts = textsFor(this.locale);
    const { cart, status } = this.snapshot;
    const error = this.error
      ? html`<div part="error" role="alert"><span>${this.errorMessage}</span><button type="button" class="btn secondary" @click=${this.#retry}>${texts.retry}</button></div>`
      : nothing;
    if (!cart || cart.items.length === 0) {
      if (this.error) return error;
      if (status === 'loading' || status === 'idle') return html`<p part="empty">${texts.loading}</p>`;
      return html`<p part="empty"><slot name="empty">${texts.empty}</slot></p>${this.#renderContinue()}`;
    }
    const set = (item: CartItem, quantity: number): void => void this.#setQuantity(item, quantity);
    return html`${error}
      <ul aria-label=${texts.cartTitle} aria-busy=${this.busy ? 'true' : 'false'}>${cart.items.map((item) => renderCartLine(item, cart.currency, this.locale, texts, set, this.busy))}</ul>
      ${this.#discounts.renderForm(texts, this.hideDiscountField)}
      <div part="subtotal"><span>${texts.subtotal}</span><span>${formatMoney(cart.subtotal, cart.currency, this.locale)}</span></div>
      ${this.#discounts.renderRows(cart, texts)}
      <shop-checkout-button .client=${this.activeClient} success-url=${this.successUrl || nothing} back-url=${this.backUrl || nothing}><slot name="checkout">${texts.checkout}</slot></shop-checkout-button>`;
  }

  protected override render(): unknown {
    const texts = textsFor(this.locale);
    const count = this.snapshot.cart?.itemCount ?? 0;
    return html`<button part="button" class="btn" type="button" aria-haspopup="dialog" @click=${() => this.show()}>
        <slot name="label">${texts.cart}</slot><span part="count" aria-hidden="true">${count}</span><span class="sr-only"> (${texts.itemCount(count)})</span>
      </button>
      <span class="sr-only" role="status">${this.announcement}</span>
      <dialog part="drawer" aria-labelledby="title" aria-describedby=${this.opening ? 'opening' : nothing} @close=${this.#onClose} @keydown=${(event: KeyboardEvent) => trapTab(event, this.#dialog)}>
        <header><h2 id="title"><slot name="title">${texts.cartTitle}</slot></h2><p id="opening" class="sr-only">${this.opening}</p>
          <button type="button" class="close" aria-label=${texts.close} @click=${this.hide}>×</button></header>
        ${this.#drawn ? this.#renderBody() : nothing}
      </dialog>`;
  }
}
