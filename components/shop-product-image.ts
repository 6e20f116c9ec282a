import { css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { Image } from '../src/index.ts';
import { imageUrlsWithWidths } from './internal/catalogue/image-url.ts';
import { ProductScopeController } from './internal/runtime/scope-controller.ts';
import { TOKENS } from './internal/loader/tokens.ts';
import { ShopElement } from './internal/runtime/shop-element.ts';

const DEFAULT_WIDTHS = '320 480 640 800 1200';

function parseRatio(text: string): [number, number] {
  const [w, h] = text.split('/').map((part) => Number(part.trim()));
  return w && w > 0 && (h === undefined || h > 0) ? [w, h ?? 1] : [1, 1];
}

/**
 * A product's image inside a `<shop-product>` or a list row: a responsive `<img>` (srcset from the CDN's width
 * parameter, the merchant's `sizes`, width and height so nothing shifts, lazy unless `loading="eager"`), following the
 * pinned variant's image. A product without an image (or an image that fails) shows an empty box of the same shape.
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
      [part="placeholder"] {
        display: block;
        width: 100%;
        height: auto;
        border-radius: var(--shop-product-image-radius, var(--_radius));
        background: var(--shop-product-image-background, var(--_surface));
      }
      img {
        object-fit: var(--shop-product-image-fit, cover);
      }
    `,
  ];

  /** The `sizes` of the image (how wide it is shown at each viewport width). */
  @property() accessor sizes = '100vw';
  /** The widths offered in `srcset`, separated by spaces. */
  @property() accessor widths: string = DEFAULT_WIDTHS;
  /** `lazy` (default) or `eager` for an image in the first screen (then also `fetchpriority="high"`). */
  @property() accessor loading: 'lazy' | 'eager' = 'lazy';
  /** Which of the product's images; without it, the current one (the pinned variant's, else the first). */
  @property({ type: Number }) accessor index: number | null = null;
  /** The box's shape before the catalogue answers (`1`, `4/3`). */
  @property() accessor ratio = '1';

  @state() private accessor failed = '';

  readonly #scope = new ProductScopeController(this, () => true);

  #image(): { image: Image; alt: string } | null {
    const data = this.#scope.scope?.data;
    if (!data) return null;
    const image = this.index === null ? data.product.image : data.product.images[this.index];
    return image ? { image, alt: image.alt || data.product.name } : null;
  }

  protected override render(): unknown {
    const found = this.#image();
    const [rw, rh] = parseRatio(this.ratio);
    const widths = this.widths
      .split(/\s+/)
      .map(Number)
      .filter((w) => Number.isInteger(w) && w > 0 && w <= 4000);
    const urls =
      found && found.image.url !== this.failed ? imageUrlsWithWidths(found.image.url, [800, ...widths]) : null;
    // An empty SVG keeps the box's shape through its viewBox: no inline style, which a strict CSP would block.
    if (!found || !urls)
      return html`<svg part="placeholder" viewBox=${`0 0 ${rw * 100} ${rh * 100}`} aria-hidden="true"></svg>`;
    const { image, alt } = found;
    const [src, ...sized] = urls;
    const width = image.width ?? 800;
    const height = image.height ?? Math.round((800 * rh) / rw);
    const srcset = sized.map((url, index) => `${url} ${widths[index]}w`).join(', ');
    return html`<img
      part="image"
      src=${src}
      srcset=${srcset || nothing}
      sizes=${this.sizes}
      width=${width}
      height=${height}
      alt=${alt}
      loading=${this.loading === 'eager' ? 'eager' : 'lazy'}
      fetchpriority=${this.loading === 'eager' ? 'high' : nothing}
      decoding="async"
      @error=${() => (this.failed = image.url)}
    />`;
  }
}
