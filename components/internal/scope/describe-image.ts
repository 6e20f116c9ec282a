// What <shop-product-image> shows for a product scope: the `<img>` attributes (the CDN's width parameter for `src` and
// `srcset`, the merchant's `sizes`, width and height so nothing shifts, lazy unless eager), or null for the empty box.
// The element renders them, and the prerender (prerender/) writes the same `<img>` into the page before any script.
import type { Image } from '../../../src/index.ts';
import { imageUrlsWithWidths } from './image-url.ts';
import type { ProductScopeData } from './product-scope.ts';

export const DEFAULT_IMAGE_WIDTHS = '320 480 640 800 1200';

export interface ProductImageOptions {
  /** Which of the product's images; null: the current one (the pinned variant's, else the first). */
  index: number | null;
  ratio: string;
  widths: string;
  sizes: string;
  loading: 'lazy' | 'eager';
}

export interface ProductImageView {
  src: string;
  srcset: string;
  sizes: string;
  width: number;
  height: number;
  alt: string;
  loading: 'lazy' | 'eager';
  /** `high` for an eager image, else null (no attribute). */
  fetchpriority: 'high' | null;
  /** The record's URL (an image that fails to load is remembered by it). */
  url: string;
}

export function parseRatio(text: string): [number, number] {
  const [w, h] = text.split('/').map((part) => Number(part.trim()));
  return w && w > 0 && (h === undefined || h > 0) ? [w, h ?? 1] : [1, 1];
}

function chosenImage(data: ProductScopeData, index: number | null): Image | null {
  return (index === null ? data.product.image : data.product.images[index]) ?? null;
}

/** The `<img>` for the scope, or null (no image, or one whose URL is not absolute http(s)). */
export function describeProductImage(
  data: ProductScopeData | null | undefined,
  options: ProductImageOptions,
): ProductImageView | null {
  const image = data ? chosenImage(data, options.index) : null;
  const widths = options.widths
    .split(/\s+/)
    .map(Number)
    .filter((w) => Number.isInteger(w) && w > 0 && w <= 4000);
  const urls = image ? imageUrlsWithWidths(image.url, [800, ...widths]) : null;
  if (!data || !image || !urls) return null;
  const [src, ...sized] = urls as [string, ...string[]];
  const [rw, rh] = parseRatio(options.ratio);
  const srcset = sized.map((url, index) => `${url} ${widths[index]}w`).join(', ');
  const eager = options.loading === 'eager';
  return {
    src,
    srcset,
    sizes: options.sizes,
    width: image.width ?? 800,
    height: image.height ?? Math.round((800 * rh) / rw),
    alt: image.alt || data.product.name,
    loading: eager ? 'eager' : 'lazy',
    fetchpriority: eager ? 'high' : null,
    url: image.url,
  };
}
