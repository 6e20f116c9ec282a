import { property } from 'lit/decorators.js';
import type { PropertyValues } from 'lit';
import type { Cart, ShopkitClient } from '../src/index.ts';
import { bindFragment, type Binding } from './internal/bindings/bind-fragment.ts';
import { describeCartEvent } from './internal/analytics/cart-commerce-events.ts';
import { cartStoreFor } from './internal/cart/cart-store.ts';
import type { CartSnapshot, CartStore } from './internal/cart/cart-store.ts';
import { refocus, updateControls } from './internal/cart/contents/cart-controls.ts';
import { describeCartScope, type CartContentsState } from './internal/cart/contents/cart-scope.ts';
import { describeCartFailure } from './internal/cart/describe-cart-failure.ts';
import { LiveRegion } from './internal/base/live-region.ts';
import { ScopeCheckout } from './internal/cart/contents/scope-checkout.ts';
import { listenForCartActions } from './internal/cart/contents/scope-events.ts';
import { ScopeDiscounts, type ScopeDiscountsHost } from './internal/cart/contents/scope-discounts.ts';
import { ScopeLines, type ScopeLinesHost } from './internal/cart/contents/scope-lines.ts';
import { warnUnknownPath } from './internal/bindings/warn-unknown-path.ts';
import { showStateBlocks } from './internal/bindings/state-blocks.ts';
import { resolveProductUrlPattern } from './internal/catalogue/product-url.ts';
import { emitCommerceEvent } from './internal/analytics/commerce-events.ts';
import { rememberRepeatedItem } from './internal/bindings/repeated-item.ts';
import { cartTextsFor } from './internal/texts/cart-page-texts.ts';
import { assignLocation, type Navigate } from './internal/base/navigate.ts';

/** Warns once about each binding path the cart scope does not have. */
const CHECK_CART_PATH = warnUnknownPath('shop-cart-contents', 'The cart scope');
import { ShopLightElement } from './internal/base/shop-light-element.ts';

const IDLE: CartSnapshot = { status: 'idle', cart: null, error: null };
let scopes = 0;

/**
 * The remembered cart in the merchant's own markup: its `<template>` is cloned once the cart is known and bound to the
 * cart scope (`cart.lines` with each line's name, variant, image, prices, quantity and link; `cart.subtotal`,
 * `cart.discount`, `cart.total`, `cart.count`, `cart.empty`, the currency, how far the cart is from free shipping
 * (`cart.freeShipping`), and the messages of the last actions), re-bound after every change. The merchant's own buttons, fields and forms act through `data-shop-action`:
 * `increase`, `decrease`, `remove` and `quantity` in a line, `apply-discount` on a form, `remove-discount` in a code's
 * row, `checkout`, `reload`. Light DOM: the merchant's CSS styles everything, the reflected `state` and `updating`
 * included. Shares the page's one cart store, so the drawer, the count and every other cart scope stay in step.
 *
 * @summary The cart in your own HTML (a cart page, a mini cart).
 * @slot - A `<template>` (cloned once the cart is known) and state blocks (`data-shop-state="loading"`, ...).
 * @fires shop-discount-applied - A code is on the cart. Detail `{code, cart}`.
 * @fires shop-discount-removed - The shopper took a code off. Detail `{code, cart}`.
 * @fires shop-discount-rejected - A typed code cannot apply. Detail `{code, reason, source: 'field'}`.
 * @fires shop-checkout-start - Before the handoff to the hosted checkout; cancelable. Detail `{cartId, successUrl, backUrl}`.
 * @fires shop-analytics - `view_cart` once the cart shows with lines; `add_to_cart` / `remove_from_cart` for a changed
 *   quantity or a removed line; `begin_checkout` before the handoff.
 * @fires shop-error - Reading or changing the cart failed; detail `{error, operation, message}`.
 */
export class ShopCartContentsElement extends ShopLightElement {
  /** Where the platform sends the shopper after paying (its origin gets `/success/<orderNumber>`); default: this page. */
  @property({ attribute: 'success-url' }) accessor successUrl = '';
  /** Where "back to the shop" leads from the checkout; default: this page. */
  @property({ attribute: 'back-url' }) accessor backUrl = '';
  /** `loading`, `ready`, `empty` or `error` (reflected, for CSS). */
  @property({ reflect: true }) accessor state: CartContentsState = 'loading';
  /** Reflected while a change of the cart is on its way. */
  @property({ type: Boolean, reflect: true }) accessor updating = false;
  /** How the checkout action navigates; replaceable for tests or single-page apps. */
  @property({ attribute: false }) accessor navigate: Navigate = assignLocation;

  readonly #key = `shop-cart-${++scopes}`;
  readonly #live = new LiveRegion(this);
  #store: CartStore | null = null;
  #snapshot: CartSnapshot = IDLE;
  #binding: Binding | null = null;
  #message = '';
  #viewed = false;
  /** The error state shows a failed read of the cart (cleared by the next good read). */
  #loadFailed = false;
  readonly #lines = new ScopeLines(this.#hooks());
  readonly #discounts = new ScopeDiscounts({ ...this.#hooks(), emit: (type, detail) => this.emit(type, detail) });
  readonly #checkout = new ScopeCheckout({
    ...this.#hooks(),
    element: this,
    client: () => this.activeClient,
    handoff: () => ({ successUrl: this.successUrl, backUrl: this.backUrl, navigate: this.navigate }),
  });

  constructor() {
    super();
    listenForCartActions(this, {
      step: (line, action, index) => this.#lines.step(line, action, index),
      commitQuantity: (field, line, index) => this.#lines.commit(field, line, index),
      editQuantity: (field, line) => this.#lines.editingStarted(field, line),
      applyCode: (code, field) => void this.#discounts.apply(code, field),
      editCode: () => this.#discounts.edited(),
      removeCode: (code) => void this.#discounts.remove(code),
      checkout: () => void this.#checkout.run(),
      reload: () => void this.#store?.reload(),
    });
  }

  /** The cart shown (null before the first add). */
  get cart(): Cart | null {
    return this.#snapshot.cart;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#live.attach();
    showStateBlocks(this, this.state);
  }

  override connectClient(client: ShopkitClient): Array<() => void> {
    const store = cartStoreFor(client);
    this.#store = store;
    return [
      store.subscribe((snapshot) => this.#onSnapshot(snapshot)),
      this.#checkout.watchRestore(),
      () => {
        this.#store = null;
      },
    ];
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.#render();
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (this.#viewed || this.state !== 'ready') return;
    this.#viewed = true;
    const analytics = describeCartEvent('view_cart', this.#snapshot.cart);
    if (analytics) emitCommerceEvent(this, analytics);
  }

  /** What the line and discount actions use of this element. */
  #hooks(): ScopeLinesHost & Omit<ScopeDiscountsHost, 'emit'> {
    return {
      store: () => this.#store,
      snapshot: () => this.#snapshot,
      texts: () => cartTextsFor(this.locale),
      locale: () => this.locale,
      announce: (text) => this.#announce(text),
      fail: (error, operation, shown) => this.fail(error, operation, shown),
      succeeded: () => this.clearError(),
      report: (event) => emitCommerceEvent(this, event),
      refresh: () => {
        this.requestUpdate();
        return this.updateComplete;
      },
      refocus: (index, action) => refocus(this, index, action),
    };
  }

  #onSnapshot(snapshot: CartSnapshot): void {
    const previous = this.#snapshot;
    this.#snapshot = snapshot;
    this.#lines.prune(snapshot.cart);
    if (snapshot.status === 'error' && snapshot.error !== previous.error) {
      const texts = cartTextsFor(this.locale);
      this.#loadFailed = true;
      this.fail(snapshot.error, 'load', describeCartFailure(snapshot.error, texts, texts.cartLoadFailed));
    } else if (snapshot.status === 'ready' && this.#loadFailed) {
      this.#loadFailed = false;
      this.clearError();
    }
    this.requestUpdate();
  }

  #describeState(): CartContentsState {
    const { status, cart } = this.#snapshot;
    if (cart) return cart.items.length === 0 ? 'empty' : 'ready';
    if (status === 'error' || this.error) return 'error';
    return status === 'ready' ? 'empty' : 'loading';
  }

  #render(): void {
    const texts = cartTextsFor(this.locale);
    const state = this.#describeState();
    this.state = state;
    this.updating = this.#discounts.busy || this.#checkout.busy || (this.#snapshot.pending?.size ?? 0) > 0;
    this.setAttribute('aria-busy', String(state === 'loading' || this.updating));
    const scope = describeCartScope({
      snapshot: this.#snapshot,
      state,
      updating: this.updating,
      error: this.error ? this.errorMessage : '',
      message: this.#message,
      discountMessage: this.#discounts.message,
      lineMessages: this.#lines.messages,
      key: this.#key,
      locale: this.locale,
      texts,
      productUrl: resolveProductUrlPattern(this),
    });
    if (this.#binding) this.#binding.update(scope);
    else if (state !== 'loading') this.#insertClone(scope);
    updateControls(this, scope, this.#lines.editing);
    showStateBlocks(this, state, state === 'error' ? this.errorMessage || texts.cartLoadFailed : '');
  }

  #insertClone(scope: object): void {
    const template = this.querySelector<HTMLTemplateElement>(':scope > template');
    if (!template) return;
    const fragment = template.content.cloneNode(true) as DocumentFragment;
    this.#binding = bindFragment(fragment, scope, { checkPath: CHECK_CART_PATH, onRepeat: rememberRepeatedItem });
    template.after(fragment);
  }

  #announce(text: string): void {
    this.#message = text;
    this.#live.announce(text);
    this.requestUpdate();
  }
}
