// Image URLs for srcset: the CDN answers `?width=<pixels>` (16-4000) with the same picture at that width.

/**
 * The image URL with the CDN's `width` parameter, once per width (the URL is parsed once for all of them); null when
 * the URL is not an absolute http(s) URL, which is never used.
 */
export function imageUrlsWithWidths(url: string, widths: readonly number[]): string[] | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  return widths.map((width) => {
    parsed.searchParams.set('width', String(width));
    return parsed.href;
  });
}
