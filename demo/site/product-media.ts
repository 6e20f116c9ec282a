import type { Image, Product } from '../../src/index.ts';
import { html, type SafeHtml } from './html.ts';

/** Only absolute http(s) image URLs reach an `src`; anything else renders the neutral placeholder. */
export function safeImageUrl(image: Image | undefined): string | null {
  if (!image || !URL.canParse(image.url)) return null;
  return /^https?:$/.test(new URL(image.url).protocol) ? image.url : null;
}

export function productPath(product: Product): string {
  return `/products/${encodeURIComponent(product.slug)}`;
}

export function renderProductImage(product: Product, options: { eager?: boolean; sizes: string }): SafeHtml {
  const image = product.images[0];
  const url = safeImageUrl(image);
  if (!image || !url) return html`<div class="media-placeholder" aria-hidden="true"></div>`;
  return html`<img src="${url}" alt="${image.alt || product.name}" width="${image.width ?? 800}"
    height="${image.height ?? 800}" sizes="${options.sizes}" loading="${options.eager ? 'eager' : 'lazy'}" decoding="async">`;
}
