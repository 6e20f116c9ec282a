// Image URLs for srcset: the CDN answers `?width=<pixels>` (16-4000) with the same picture at that width.

/** The image URL with the CDN's `width` parameter; only absolute http(s) URLs are ever used. */
export function imageUrlWithWidth(url: string, width: number): string | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  parsed.searchParams.set('width', String(width));
  return parsed.href;
}
