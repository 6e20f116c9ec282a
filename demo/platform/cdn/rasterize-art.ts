// A product drawing as a raster image, made the way a photo CDN serves one: at the width asked, in the format asked,
// on an opaque white ground. sharp (libvips with librsvg) does the work on libuv's thread pool, off the event loop.
import sharp from 'sharp';
import type { ImageFormat } from './image-format.ts';

export interface RasterRequest {
  /** The drawing, already sized: its root's `width` and `height` are the pixels to render. */
  svg: string;
  format: ImageFormat;
}

// Quality 80 keeps the drawings' soft gradients free of banding at a few KB (a 400-pixel WebP is 2-5 KB).
const QUALITY = 80;

export function rasterizeArt(request: RasterRequest): Promise<Buffer> {
  const image = sharp(Buffer.from(request.svg)).flatten({ background: '#ffffff' });
  if (request.format === 'webp') return image.webp({ quality: QUALITY }).toBuffer();
  if (request.format === 'png') return image.png({ compressionLevel: 9 }).toBuffer();
  return image.jpeg({ quality: QUALITY }).toBuffer();
}
