import { property } from 'lit/decorators.js';
import type { PropertyValues } from 'lit';
import type { ShopkitClient } from '../src/index.ts';
import { cartStoreFor } from './internal/cart/cart-store.ts';
import type { CartSnapshot } from './internal/cart/cart-store.ts';
import { textsFor } from './internal/runtime/i18n.ts';
import { ShopLightElement } from './internal/runtime/shop-light-element.ts';

/**
 * The cart's item count in the merchant's own markup, for any header: written into the elements marked
 * `data-shop-count` inside it (else as its own text), and into the accessible name of the link or button it sits in
 * or wraps ("Cart (3 items)", or the merchant's `label`). Live across tabs through the page's one cart store. Reading
 * the count never creates a cart, so crawlers cause no writes; a visitor without a cart costs no request at all.
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
   * The link's accessible name: `{count}` is replaced by the number ("Basket, {count} items"); without `{count}`
   * the translated item count follows in brackets ("Basket (3 items)"). Default: the translated "Cart".
   */
  @property() accessor label = '';
  /** Whether the cart was read: until then the merchant's markup stays as written. */
  #known = false;

  override connectClient(client: ShopkitClient): Array<() => void> {
    return [cartStoreFor(client).subscribe((snapshot) => this.#onSnapshot(snapshot))];
  }

  #onSnapshot(snapshot: CartSnapshot): void {
    if (snapshot.status === 'error') this.fail(snapshot.error, 'load');
    else if (this.error) this.clearError();
    // While the cart is read the count stays as it is (the markup's own, or the last one).
    if (snapshot.status !== 'ready') return;
    this.#known = true;
    this.count = snapshot.cart?.itemCount ?? 0;
    this.empty = this.count === 0;
    this.requestUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (!this.#known) return;
    const text = String(this.count);
    const targets = [...this.querySelectorAll('[data-shop-count]')];
    if (targets.length === 0 && this.textContent !== text) this.textContent = text;
    for (const target of targets) if (target.textContent !== text) target.textContent = text;
    this.#control()?.setAttribute('aria-label', this.#accessibleName());
  }

  /** The link or button the count names: the one it sits in, else the first inside it. */
  #control(): Element | null {
    return this.closest('a[href], button') ?? this.querySelector('a[href], button');
  }

  #accessibleName(): string {
    const texts = textsFor(this.locale);
    const label = this.label.trim() || texts.cart;
    return label.includes('{count}')
      ? label.replaceAll('{count}', String(this.count))
      : `${label} (${texts.itemCount(this.count)})`;
  }
}
