// The inside of `<shop-cart>`'s drawer: the lines with their steppers, the discount-code field and rows, the subtotal,
// how far the cart is from free shipping, the way back from an empty cart, the checkout button and the link to the
// merchant's cart page, with the drawer's look and its focus trap. The cart imports this module the first time the
// drawer opens, or earlier when the shopper reaches for the cart button, so a page that only shows the count does not
// load it.
import { html, nothing } from 'lit';
import type { CSSResult } from 'lit';
import { formatMoney } from '../../../../src/index.ts';
import type { CartItem, ShopkitClient } from '../../../../src/index.ts';
import { CART_DRAWER_STYLES } from './cart-drawer-styles.ts';
import { CartDiscounts } from './cart-discounts.ts';
import type { CartDiscountsHooks, CartDiscountsHost } from './cart-discounts.ts';
import { renderCartLine } from './cart-line.ts';
import { FREE_SHIPPING_STYLES, renderFreeShipping } from './free-shipping-line.ts';
import type { CartSnapshot } from '../cart-store.ts';
import { DISCOUNT_STYLES } from './discount-styles.ts';
import { textsFor } from '../../texts/i18n.ts';
import { isHttpUrl } from '../../base/navigate.ts';
import { trapTab } from '../../base/trap-tab.ts';

export const DRAWER_STYLES: readonly CSSResult[] = [CART_DRAWER_STYLES, DISCOUNT_STYLES, FREE_SHIPPING_STYLES];

/** What the drawer is drawn from: the cart element's state and attributes at this render. */
export interface DrawerView {
  snapshot: CartSnapshot;
  busy: boolean;
  /** The element's error message, or null when it is not in its error state. */
  errorMessage: string | null;
  client: ShopkitClient | null;
  successUrl: string;
  backUrl: string;
  continueUrl: string;
  /** The merchant's cart page (`cart-url`), linked beside the checkout button. */
  cartUrl: string;
  hideDiscountField: boolean;
  hideFreeShipping: boolean;
}

/** A URL of the merchant's (relative to the page) as an absolute http(s) href; empty for anything else. */
function pageHref(url: string): string {
  const href = url && URL.canParse(url, document.baseURI) ? new URL(url, document.baseURI).href : '';
  return isHttpUrl(href) ? href : '';
}

/** What the drawer's controls ask of the cart element. */
export interface DrawerActions extends CartDiscountsHooks {
  setQuantity(item: CartItem, quantity: number): void;
  retry(): void;
  hide(): void;
}

export class CartDrawer {
  readonly discounts: CartDiscounts;
  readonly #host: CartDiscountsHost;
  readonly #actions: DrawerActions;

  constructor(host: CartDiscountsHost, actions: DrawerActions) {
    this.#host = host;
    this.#actions = actions;
    this.discounts = new CartDiscounts(host, actions);
  }

  /** The line whose Remove was pressed, until a render no longer shows it. */
  #removing: string | null = null;

  /**
   * After a line is removed, focus stays in the drawer. Where the removed line's Remove had it, the next line's takes
   * its place (its row is reused); after the last line, focus goes to the Remove of the line above, or to the way back
   * of an emptied cart. Focus the shopper moved elsewhere meanwhile stays there.
   */
  #keepFocus(): void {
    const root = this.#host.renderRoot as ShadowRoot;
    if (root.activeElement || document.activeElement !== document.body) return;
    const removes = root.querySelectorAll<HTMLElement>('.remove');
    const next =
      removes[removes.length - 1] ??
      root.querySelector<HTMLElement>('[part="continue"]') ??
      root.querySelector<HTMLElement>('.close');
    next?.focus();
  }

  /** Keeps Tab and Shift+Tab inside the open drawer. */
  trapTab(event: KeyboardEvent, dialog: HTMLDialogElement): void {
    trapTab(event, dialog);
  }

  /** The way back from an empty cart: a link to `continue-url` when it is a safe http(s) URL, else closing the drawer. */
  #renderContinue(continueUrl: string): unknown {
    const text = html`<slot name="continue">${textsFor(this.#host.locale).continueShopping}</slot>`;
    const href = pageHref(continueUrl);
    return href
      ? html`<a part="continue" class="btn secondary" href=${href}>${text}</a>`
      : html`<button part="continue" type="button" class="btn secondary" @click=${() => this.#actions.hide()}>${text}</button>`;
  }

  /** Everything in the drawer under its header. */
  render(view: DrawerView): unknown {
    const { locale } = this.#host;
    const texts = textsFor(locale);
    const { cart, status } = view.snapshot;
    if (this.#removing !== null && !cart?.items.some((item) => item.id === this.#removing)) {
      this.#removing = null;
      queueMicrotask(() => this.#keepFocus());
    }
    const error =
      view.errorMessage === null
        ? nothing
        : html`<div part="error" role="alert"><span>${view.errorMessage}</span><button type="button" class="btn secondary" @click=${() => this.#actions.retry()}>${texts.retry}</button></div>`;
    if (!cart || cart.items.length === 0) {
      if (view.errorMessage !== null) return error;
      if (status === 'loading' || status === 'idle') return html`<p part="empty">${texts.loading}</p>`;
      return html`<p part="empty"><slot name="empty">${texts.empty}</slot></p>${this.#renderContinue(view.continueUrl)}`;
    }
    const set = (item: CartItem, quantity: number): void => {
      if (quantity === 0) this.#removing = item.id;
      this.#actions.setQuantity(item, quantity);
    };
    return html`${error}
      <ul aria-label=${texts.cartTitle} aria-busy=${view.busy ? 'true' : 'false'}>${cart.items.map((item) => renderCartLine(item, cart.currency, locale, texts, set, view.busy))}</ul>
      ${this.discounts.renderForm(texts, view.hideDiscountField)}
      <div part="subtotal"><span>${texts.subtotal}</span><span>${formatMoney(cart.subtotal, cart.currency, locale)}</span></div>
      ${this.discounts.renderRows(cart, texts)}
      ${view.hideFreeShipping ? nothing : renderFreeShipping(cart, locale)}
      <shop-checkout-button .client=${view.client} success-url=${view.successUrl || nothing} back-url=${view.backUrl || nothing}><slot name="checkout">${texts.checkout}</slot></shop-checkout-button>
      ${this.#renderCartLink(view.cartUrl)}`;
  }

  /** The link to the merchant's cart page, when `cart-url` is a safe URL. */
  #renderCartLink(cartUrl: string): unknown {
    const href = pageHref(cartUrl);
    if (!href) return nothing;
    const text = textsFor(this.#host.locale).viewCart;
    return html`<a part="view-cart" class="btn secondary" href=${href}><slot name="view-cart">${text}</slot></a>`;
  }
}
