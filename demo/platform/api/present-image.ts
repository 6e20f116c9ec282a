// Image records as the API shows them: an absolute CDN `url` and the bare `path`.
import type { ImageRecord } from '../state/types.ts';

export interface ImageView {
  url: string;
  path: string;
  alt: string;
  width: number | null;
  height: number | null;
}

export function presentImage(cdnUrl: string, shopId: string, image: ImageRecord): ImageView {
  const path = `products/${image.file}`;
  return { url: `${cdnUrl}/images/${shopId}/${path}`, path, alt: image.alt, width: image.width, height: image.height };
}
