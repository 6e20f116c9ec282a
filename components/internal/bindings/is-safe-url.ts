// The URL rule of every bound URL attribute and of links in catalogue HTML: http(s), mailto:, tel: or relative.
// Anything else (javascript:, data:, vbscript:, blob:, file:) is refused, however it is spelled.

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** Whether a URL may go into `href`, `src` and friends; relative URLs are judged against the page's base URL. */
export function isSafeUrl(value: string): boolean {
  try {
    return SAFE_PROTOCOLS.has(new URL(value, document.baseURI).protocol);
  } catch {
    return false;
  }
}

/** Whether every candidate of a `srcset` is a safe URL (`a.jpg 320w, b.jpg 640w`). */
export function isSafeSrcset(value: string): boolean {
  return value
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .every((url) => url !== '' && isSafeUrl(url));
}
