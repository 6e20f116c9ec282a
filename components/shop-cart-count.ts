import { property } from 'lit/decorators.js';
import type { PropertyValues } from 'lit';
import type { ShopkitClient } from '../src/index.ts';
import { cartStoreFor } from './internal/cart/cart-store.ts';
import type { CartSnapshot } from './internal/cart/cart-store.ts';
import { createScreenReaderText, isScreenReaderText } from './internal/base/visually-hidden.ts';
import { textsFor } from './internal/texts/i18n.ts';
import { ShopLightElement } from './internal/base/shop-light-element.ts';

/**
 * The cart's item count in the merchant's own markup, for any header: written into the elements marked
 * `data-shop-count` inside it (else as its own text), each followed by words for screen readers, so the link or button
 * around it is named "Cart (3 items)" from its own text (or by the merchant's `label`). Live across tabs through the
 * page's one cart store. Reading the count never creates a cart, so crawlers cause no writes; a visitor without a cart
 * costs no request at all.
 *
 * @summary The cart count for your own header link.
 * @slot - The merchant's markup: a link or button with a `data-shop-count` element, or nothing (the count alone).
 * @fires shop-error - The cart could not be read; detail `{error, operation: 'load', message}`.
 */
export class ShopCartCountElement extends ShopLightElement {
  /** The number of items (reflected, for CSS: `shop-cart-count[count="0"]`). */
  @property({ type: Number, reflect: true }) accessor count = 0;
  /** Reflected while the cart is empty (or there is none). */
  @property({ type: Boolean, reflect: true }) accessor empty = true;
  /**
   * The accessible name of the link or button the count is in (or wraps), replacing its own text: `{count}` is
   * replaced by the number ("Basket, {count} items"); without `{count}` the item count follows in brackets
   * ("Basket (3 items)"). Unset, the link keeps its own text, with the count read as "(3 items)".
   */
  @property() accessor label = '';
  /**
   * Reflected once the cart is read (or known not to exist): until then the merchant's markup stays as written and
   * `count` and `empty` say nothing yet. For CSS: `shop-cart-count:not([read]) [data-shop-count] { visibility: hidden }`.
   * A read that fails sets `error` instead.
   */
  @property({ type: Boolean, reflect: true }) accessor read = false;
  /** The control this element gave an `aria-label` (from `label`). */
  #named: Element | null = null;

  override connectClient(client: ShopkitClient): Array<() => void> {
    return [cartStoreFor(client).subscribe((snapshot) => this.#onSnapshot(snapshot))];
  }

  #onSnapshot(snapshot: CartSnapshot): void {
    if (snapshot.status === 'error') this.fail(snapshot.error, 'load');
    else if (this.error) this.clearError();
    // While the cart is read the count stays as it is (the markup's own, or the last one).
    if (snapshot.status !== 'ready') return;
    this.read = true;
    this.count = snapshot.cart?.itemCount ?? 0;
    this.empty = this.count === 0;
    this.requestUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (!this.read) return;
    const texts = textsFor(this.locale);
    const targets = [...this.querySelectorAll<HTMLElement>('[data-shop-count]')];
    if (targets.length === 0) targets.push(this.#ownCount());
    for (const target of targets) writeCount(target, this.count, texts.itemCount(this.count));
    const control = this.closest('a[href], button') ?? this.querySelector('a[href], button');
    const label = this.label.trim();
    if (label) {
      const name = label.includes('{count}')
        ? label.replaceAll('{count}', String(this.count))
        : `${label} (${texts.itemCount(this.count)})`;
      control?.setAttribute('aria-label', name);
      this.#named = control;
    } else if (this.#named) {
      // Only a name this element gave is taken back; the merchant's own aria-label stays.
      this.#named.removeAttribute('aria-label');
      this.#named = null;
    }
  }

  /** Without a `data-shop-count` element, the count is the element's own text. */
  #ownCount(): HTMLElement {
    let own = this.querySelector<HTMLElement>(':scope > [data-shop-own-count]');
    if (!own) {
      own = document.createElement('span');
      own.setAttribute('data-shop-own-count', '');
      this.replaceChildren(own);
    }
    return own;
  }
}

/** The number, hidden from screen readers, followed by words for them: "3" on screen, "(3 items)" read aloud. */
function writeCount(target: HTMLElement, count: number, spoken: string): void {
  if (target.textContent !== String(count)) target.textContent = String(count);
  target.setAttribute('aria-hidden', 'true');
  let words = target.nextSibling;
  if (!isScreenReaderText(words)) {
    words = createScreenReaderText('span');
    target.after(words);
  }
  if (words.textContent !== ` (${spoken})`) words.textContent = ` (${spoken})`;
}
