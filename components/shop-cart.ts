import { adoptStyles, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { CartItem, ShopkitClient, ShopkitDiscountRejection } from '../src/index.ts';
import { describeCartEvent, describeQuantityChange } from './internal/analytics/cart-commerce-events.ts';
import type { CartDrawer } from './internal/cart/drawer/cart-drawer.ts';
import { cartStoreFor } from './internal/cart/cart-store.ts';
import type { CartSnapshot, DrawerOpening } from './internal/cart/cart-store.ts';
import { CART_STYLES } from './internal/cart/cart-styles.ts';
import { emitCommerceEvent } from './internal/analytics/commerce-events.ts';
import { whenDefined } from './internal/loading/element-registry.ts';
import { textsFor } from './internal/texts/i18n.ts';
import { describeNewDiscounts } from './internal/cart/new-discounts.ts';
import { ShopElement } from './internal/base/shop-element.ts';
import { TOKENS } from './internal/base/tokens.ts';

type DrawerModule = typeof import('./internal/cart/drawer/cart-drawer.ts');

let drawerModule: Promise<DrawerModule> | null = null;

/**
 * The drawer's code, fetched once per page and shared by every cart on it; the checkout button it shows is fetched
 * beside it. A failed fetch is tried again on the next call.
 */
function loadDrawer(): Promise<DrawerModule> {
  if (!customElements.get('shop-checkout-button')) whenDefined('shop-checkout-button').catch(() => undefined);
  drawerModule ??= import('./internal/cart/drawer/cart-drawer.ts').catch((error: unknown) => {
    drawerModule = null;
    throw error;
  });
  return drawerModule;
}

/**
 * A button with the live item count that opens the cart drawer (a modal `<dialog>`: focus stays inside and returns
 * to the button, Escape closes). The drawer lists the lines with a quantity stepper and remove, the subtotal in the
 * cart's currency, a discount-code field (hidden with `hide-discount-field`) with a row per code and the total, and
 * a checkout button; under the subtotal, how far the cart is from free shipping (`hide-free-shipping` leaves it out).
 * Changes, and why a code does not apply, are announced in a polite live region.
 *
 * @summary The cart button and drawer.
 * @slot label - The button text (default "Cart").
 * @slot title - The drawer heading (default "Your cart").
 * @slot empty - Shown when the cart has no lines (default "Your cart is empty.").
 * @slot continue - The text of the way back from an empty cart (default "Continue shopping").
 * @slot checkout - The checkout button text (default "Checkout").
 * @slot view-cart - The text of the link to the cart page (default "View cart"; shown with `cart-url`).
 * @csspart button - The button that opens the drawer.
 * @csspart count - The item count badge.
 * @csspart drawer - The dialog.
 * @csspart line - One cart line.
 * @csspart subtotal - The subtotal row.
 * @csspart empty - The empty state.
 * @csspart continue - The empty cart's way back: a link to `continue-url`, else a button that closes the drawer.
 * @csspart view-cart - The link to the cart page (`cart-url`), under the checkout button.
 * @csspart error - The error state with its retry button.
 * @csspart discount-form - The discount-code field and its Apply button.
 * @csspart discount-message - Why the last code did not apply.
 * @csspart discount - One code on the cart: its amount, or why it does not apply now.
 * @csspart total - The total after discounts (shown when a code takes something off).
 * @csspart free-shipping - What the cart still lacks for free shipping ("SEK 311.00 to free shipping"), with a bar;
 *   or that it ships free. Only for a shop with free shipping; `data-reached` once reached.
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
  static override styles = [TOKENS, CART_STYLES];
  static override rendersShopElements = true;

  /** Reflected while the drawer is open. */
  @property({ type: Boolean, reflect: true }) accessor open = false;
  /** Passed to the checkout button inside. */
  @property({ attribute: 'success-url' }) accessor successUrl = '';
  @property({ attribute: 'back-url' }) accessor backUrl = '';
  /** Where "Continue shopping" in the empty cart leads (http(s), relative to the page); unset, it closes the drawer. */
  @property({ attribute: 'continue-url' }) accessor continueUrl = '';
  /** The merchant's cart page (http(s), relative to the page): the drawer links to it beside the checkout button. */
  @property({ attribute: 'cart-url' }) accessor cartUrl = '';
  /** Leaves the discount-code field out of the drawer (codes on the cart, e.g. from a link, are still shown). */
  @property({ type: Boolean, attribute: 'hide-discount-field' }) accessor hideDiscountField = false;
  /** Leaves the free-shipping progress line out of the drawer. */
  @property({ type: Boolean, attribute: 'hide-free-shipping' }) accessor hideFreeShipping = false;
  @state() private accessor snapshot: CartSnapshot = { status: 'idle', cart: null, error: null };
  @state() private accessor busy = false;
  @state() private accessor announcement = '';
  /** What the add that opened the drawer added; describes the dialog while it is open. */
  @state() private accessor opening = '';
  /** The drawer's inside, from its first opening on (its code loads then), so start-up paints only the button. */
  @state() private accessor drawer: CartDrawer | null = null;
  /** Where focus goes when the drawer closes, when not the cart button (the add button that opened it). */
  #returnFocus: HTMLElement | null = null;
  /** The error state says the drawer's code did not arrive (cleared when it does). */
  #drawerFailed = false;

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
      store.registerDrawer({
        isVisible: () => this.checkVisibility(),
        show: (opening) => void this.show(opening),
        prepare: this.#prefetch,
      }),
      client.onDiscountRejected((rejection) => void this.#rejectFromLink(rejection)),
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

  /** The drawer's inside, loading its code the first time; the element's error state when that fails. */
  async #loadDrawer(): Promise<CartDrawer | null> {
    if (this.drawer) return this.drawer;
    try {
      const { CartDrawer, DRAWER_STYLES } = await loadDrawer();
      if (this.drawer) return this.drawer;
      const styles = (this.constructor as typeof ShopCartElement).elementStyles;
      adoptStyles(this.renderRoot as ShadowRoot, [...styles, ...DRAWER_STYLES]);
      if (this.#drawerFailed) this.clearError();
      this.#drawerFailed = false;
      this.drawer = new CartDrawer(this, {
        announce: (text) => {
          this.announcement = text;
        },
        fail: (error, operation) => this.fail(error, operation),
        setQuantity: (item, quantity) => void this.#setQuantity(item, quantity),
        retry: () => this.#retry(),
        hide: () => this.hide(),
      });
      return this.drawer;
    } catch (error) {
      // Most likely the connection: said in the live region, and the next press tries again.
      this.#drawerFailed = true;
      this.fail(error, 'open', textsFor(this.locale).offline);
      this.announcement = this.errorMessage;
      return null;
    }
  }

  async #rejectFromLink(rejection: ShopkitDiscountRejection): Promise<void> {
    (await this.#loadDrawer())?.discounts.rejectFromLink(rejection);
  }

  /** Starts fetching the drawer's code when the shopper reaches for the button, so it opens without waiting. */
  #prefetch = (): void => {
    void loadDrawer().catch(() => undefined);
  };

  /**
   * Opens the drawer. After an add, `message` (what was added) describes the dialog, and focus goes back to
   * `returnFocus` (the button pressed) when it closes; otherwise it goes back to the cart button.
   */
  async show(opening: DrawerOpening = {}): Promise<void> {
    if (!(await this.#loadDrawer())) return;
    this.#returnFocus = opening.returnFocus ?? null;
    this.opening = opening.message ?? '';
    await this.updateComplete;
    // The code may arrive after the element has left the page.
    if (!this.isConnected || this.#dialog.open) return;
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

  protected override render(): unknown {
    const texts = textsFor(this.locale);
    const count = this.snapshot.cart?.itemCount ?? 0;
    const drawer = this.drawer?.render({
      snapshot: this.snapshot,
      busy: this.busy,
      errorMessage: this.error ? this.errorMessage : null,
      client: this.activeClient,
      successUrl: this.successUrl,
      backUrl: this.backUrl,
      continueUrl: this.continueUrl,
      cartUrl: this.cartUrl,
      hideDiscountField: this.hideDiscountField,
      hideFreeShipping: this.hideFreeShipping,
    });
    return html`<button part="button" class="btn" type="button" aria-haspopup="dialog" @click=${() => this.show()} @pointerenter=${this.#prefetch} @focus=${this.#prefetch} @touchstart=${this.#prefetch}>
        <slot name="label">${texts.cart}</slot><span part="count" aria-hidden="true">${count}</span><span class="sr-only"> (${texts.itemCount(count)})</span>
      </button>
      <span class="sr-only" role="status">${this.announcement}</span>
      <dialog part="drawer" aria-labelledby="title" aria-describedby=${this.opening ? 'opening' : nothing} @close=${this.#onClose} @keydown=${(event: KeyboardEvent) => this.drawer?.trapTab(event, this.#dialog)}>
        <header><h2 id="title"><slot name="title">${texts.cartTitle}</slot></h2><p id="opening" class="sr-only">${this.opening}</p>
          <button type="button" class="close" aria-label=${texts.close} @click=${this.hide}>×</button></header>
        ${drawer ?? nothing}
      </dialog>`;
  }
}
