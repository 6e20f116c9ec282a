import { css, html, nothing } from 'lit';
import type { PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { formatMoney } from '../src/index.ts';
import type { Product, ShopkitClient } from '../src/index.ts';
import { ProductScopeController } from './internal/scope/scope-controller.ts';
import { shownPrice } from './internal/scope/shown-price.ts';
import { PRERENDERED } from './internal/catalogue/prerender-marks.ts';
import { priceStoreFor } from './internal/catalogue/price-store.ts';
import { reportUnknownProduct } from './internal/catalogue/report-product.ts';
import { TOKENS } from './internal/base/tokens.ts';
import { ShopElement } from './internal/base/shop-element.ts';

/**
 * Shows a product's (or one variant's) price in the shopper's current currency, and reprices when it changes.
 * Every `<shop-price>` on the page is fetched in one batched request per currency. Inside a `<shop-product>` or a
 * `<shop-product-list>` row and without `product-id`, it shows that product's price (the pinned variant's, or "From"
 * the lowest while variants differ) and makes no request of its own.
 *
 * @summary A live product price.
 * @slot - Shown until the price has loaded (for example the price rendered by the server, or by `shopkit prerender`,
 * which marks it `data-shop-prerendered`: that content is removed once the element's own parts show the price).
 * @csspart price - The current price.
 * @csspart compare-at - The previous price, struck through, when the product is on sale.
 * @csspart error - Shown when the price could not be loaded.
 * @cssproperty --shop-price-color - Colour of the price (falls back to --shop-color-text).
 * @cssproperty --shop-price-compare-color - Colour of the previous price (falls back to --shop-color-muted).
 * @cssproperty --shop-price-font-weight - Weight of the price.
 * @fires shop-error - The price could not be loaded; detail `{error, operation: 'price', message}`.
 */
export class ShopPriceElement extends ShopElement {
  static override styles = [
    TOKENS,
    css`
      :host {
        display: inline;
      }
      [part="price"],
      ::slotted([data-shop-part="price"]) {
        color: var(--shop-price-color, var(--_text));
        font-weight: var(--shop-price-font-weight, 600);
      }
      [part="compare-at"],
      ::slotted([data-shop-part="compare-at"]) {
        white-space: nowrap;
        color: var(--shop-price-compare-color, var(--_muted));
      }
    `,
  ];

  @property({ attribute: 'product-id' }) accessor productId = '';
  @property({ attribute: 'variant-id' }) accessor variantId = '';
  /** Reflected while the price is loading. */
  @property({ type: Boolean, reflect: true }) accessor loading = false;
  @state() private accessor product: Product | null = null;

  readonly #scope = new ProductScopeController(this, () => !this.productId);

  override connectClient(client: ShopkitClient): Array<() => void> {
    void this.#load();
    return [client.onCurrencyChange(() => void this.#load())];
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('productId')) void this.#load();
  }

  async #load(): Promise<void> {
    const client = this.activeClient;
    if (!client || !this.productId) return;
    this.loading = true;
    try {
      // The answer gives its prices' format in this locale: the first is shown without making an Intl.NumberFormat.
      const product = await priceStoreFor(client).product(this.productId, this.locale);
      if (!product) {
        reportUnknownProduct(this, 'product-id', this.productId);
        throw new Error(`Shopkit: no product "${this.productId}" in this shop.`);
      }
      this.product = product;
      this.clearError();
    } catch (error) {
      this.fail(error, 'price');
    } finally {
      this.loading = false;
    }
  }

  /** Whether the light content is the price the owner wrote and keeps up to date (catalogue/write-leaves.ts). */
  #adopts(): boolean {
    return !this.productId && this.#scope.scope?.writesLeaves === true && this.hasAttribute(PRERENDERED);
  }

  /** Once its own parts show the price, a prerendered price (the slotted light content) has done its work. */
  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (this.hasAttribute(PRERENDERED) && this.renderRoot.querySelector('[part="price"]')) {
      this.replaceChildren();
      this.removeAttribute(PRERENDERED);
    }
  }

  protected override render(): unknown {
    if (this.error) return html`<span part="error">${this.errorMessage}</span>`;
    // In a list row, the row writes the price into the light content on every change: it is adopted as it is.
    if (this.#adopts()) return html`<slot></slot>`;
    const scoped = this.productId ? null : this.#scope.scope?.data;
    if (scoped) {
      const shown = shownPrice(scoped.price);
      return html`<span part="price">${shown.price}</span>${
        shown.compareAt === null ? nothing : html` <s part="compare-at">${shown.compareAt}</s>`
      }`;
    }
    const product = this.product;
    if (!product) return html`<slot></slot>`;
    const variant = product.variants.find((v) => v.id === this.variantId);
    const price = variant?.price ?? product.price;
    const compareAt = variant ? variant.compareAtPrice : product.compareAtPrice;
    return html`<span part="price">${formatMoney(price, product.currency, this.locale)}</span>${
      compareAt && compareAt > price
        ? html` <s part="compare-at">${formatMoney(compareAt, product.currency, this.locale)}</s>`
        : nothing
    }`;
  }
}
