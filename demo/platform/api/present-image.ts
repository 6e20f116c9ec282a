// Image records as the API shows them: an absolute CDN `url` and the bare `path`.
import type { Image } from '../../../wire/catalogue.ts';
import type { ImageRecord } from '../state/types.ts';

/** An image as the API shows it: the wire's Image (wire/catalogue.ts). */
export type ImageView = Image;

export function presentImage(cdnUrl: string, shopId: string, image: ImageRecord): ImageView {
  const path = `products/${image.file}`;
  return { url: `${cdnUrl}/images/${shopId}/${path}`, path, alt: image.alt, width: image.width, height: image.height };
}
