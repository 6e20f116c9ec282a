// Which format an image answer is in: WebP when the request's `Accept` names it, else the format the file's name
// says (a photo's own format). AVIF is not offered: here it encoded 10-40 times slower than WebP for a third fewer
// bytes (docs/design.md, "The image CDN's raster art").
export const IMAGE_FORMATS = {
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
} as const;
export type ImageFormat = keyof typeof IMAGE_FORMATS;

/** The format a file's own name says: `.png` is PNG, `.jpg` JPEG. */
export function describeFileFormat(file: string): ImageFormat {
  return file.endsWith('.png') ? 'png' : 'jpeg';
}

/** True when an `Accept` header lists `image/webp` with a quality above zero (a wildcard alone does not count). */
export function acceptsWebp(accept: string | undefined): boolean {
  for (const range of (accept ?? '').split(',')) {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    if (type !== 'image/webp') continue;
    const quality = params.find((param) => param.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  }
  return false;
}

export function resolveImageFormat(file: string, accept: string | undefined): ImageFormat {
  return acceptsWebp(accept) ? 'webp' : describeFileFormat(file);
}
