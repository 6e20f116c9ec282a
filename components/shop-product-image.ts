import { css, html, nothing } from 'lit';
import type { PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { DEFAULT_IMAGE_WIDTHS, describeProductImage, parseRatio } from './internal/scope/describe-image.ts';
import { PRERENDERED } from './internal/catalogue/prerender-marks.ts';
import { ProductScopeController } from './internal/scope/scope-controller.ts';
import { TOKENS } from './internal/base/tokens.ts';
import { ShopElement } from './internal/base/shop-element.ts';

/**
 * A product's image inside a `<shop-product>` or a list row: a responsive `<img>` (srcset from the CDN's width
 * parameter, the merchant's `sizes`, width and height so nothing shifts, lazy unless `loading="eager"`), following the
 * pinned variant's image. A product without an image (or an image that fails) shows an empty box of the same shape.
 *
 * A prerendered `<img>` child (`data-shop-prerendered`, written by `shopkit prerender`) stays while it shows the image
 * this element would, and goes once it shows another.
 *
 * @summary A responsive product image.
 * @csspart image - The `<img>`.
 * @csspart placeholder - The empty box shown without an image.
 * @cssproperty --shop-product-image-radius - Corner radius (falls back to --shop-radius).
 * @cssproperty --shop-product-image-background - Background of the box (falls back to --shop-color-surface).
 * @cssproperty --shop-product-image-fit - `object-fit` of the image (default `cover`).
 */
export class ShopProductImageElement extends ShopElement {
  static override styles = [
    TOKENS,
    css`
      :host {
        display: block;
      }
      img,
      ::slotted(img),
      [part="placeholder"] {
        display: block;
        width: 100%;
        height: auto;
        border-radius: var(--shop-product-image-radius, var(--_radius));
        background: var(--shop-product-image-background, var(--_surface));
      }
      img,
      ::slotted(img) {
        object-fit: var(--shop-product-image-fit, cover);
      }
    `,
  ];

  /** The `sizes` of the image (how wide it is shown at each viewport width). */
  @property() accessor sizes = '100vw';
  /** The widths offered in `srcset`, separated by spaces. */
  @property() accessor widths: string = DEFAULT_IMAGE_WIDTHS;
  /** `lazy` (default) or `eager` for an image in the first screen (then also `fetchpriority="high"`). */
  @property() accessor loading: 'lazy' | 'eager' = 'lazy';
  /** Which of the product's images; without it, the current one (the pinned variant's, else the first). */
  @property({ type: Number }) accessor index: number | null = null;
  /** The box's shape before the catalogue answers (`1`, `4/3`). */
  @property() accessor ratio = '1';

  @state() private accessor failed = '';

  readonly #scope = new ProductScopeController(this, () => true);

  constructor() {
    super();
    // A prerendered <img> is the page's own: when it fails, the empty box takes its place, as for the element's own.
    this.addEventListener('error', (event) => this.#onLightImageError(event), true);
  }

  #onLightImageError(event: Event): void {
    const img = event.target;
    if (!(img instanceof HTMLImageElement) || img.parentNode !== this) return;
    this.failed = describeProductImage(this.#scope.scope?.data, this)?.url ?? img.src;
  }

  /** Once it shows an image of its own, a prerendered `<img>` (another image) goes. */
  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (this.hasAttribute(PRERENDERED) && !this.renderRoot.querySelector('slot')) {
      this.replaceChildren();
      this.removeAttribute(PRERENDERED);
    }
  }

  protected override render(): unknown {
    const data = this.#scope.scope?.data;
    const view = describeProductImage(data, this);
    // A prerendered <img> stays while it is the image this element would show (and until the scope says).
    const prerendered = this.hasAttribute(PRERENDERED) ? this.querySelector(':scope > img') : null;
    const failed = view !== null && view.url === this.failed;
    if (prerendered && !failed && (!data || view?.src === prerendered.getAttribute('src'))) return html`<slot></slot>`;
    // An empty SVG keeps the box's shape through its viewBox: no inline style, which a strict CSP would block.
    if (!view || failed) {
      const [rw, rh] = parseRatio(this.ratio);
      return html`<svg part="placeholder" viewBox=${`0 0 ${rw * 100} ${rh * 100}`} aria-hidden="true"></svg>`;
    }
    // Lit sets the attributes in this order. An <img> chooses and starts its image on every change of src, srcset or
    // sizes: how to load comes first (a lazy image waits until it nears the screen), the source last, so each image
    // is chosen and fetched once.
    return html`<img
      part="image"
      loading=${view.loading}
      fetchpriority=${view.fetchpriority ?? nothing}
      decoding="async"
      width=${view.width}
      height=${view.height}
      alt=${view.alt}
      sizes=${view.sizes}
      srcset=${view.srcset || nothing}
      src=${view.src}
      @error=${() => (this.failed = view.url)}
    />`;
  }
}
