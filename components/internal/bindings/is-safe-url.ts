// The URL rule of every bound URL attribute and of links in catalogue HTML: http(s), mailto:, tel: or relative.
// Anything else (javascript:, data:, vbscript:, blob:, file:) is refused, however it is spelled. A grid binds the same
// few URLs over and over (a card's link twice, a page of cards on every sort): each verdict is kept, for the page's
// base URL it was made against, in a store of bounded size.

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** How many verdicts are kept; past that the store starts again (a page binds far fewer distinct URLs). */
export const URL_VERDICTS_KEPT = 1000;

const verdicts = new Map<string, boolean>();
let verdictsBase = '';

function judge(value: string, base: string): boolean {
  try {
    return SAFE_PROTOCOLS.has(new URL(value, base).protocol);
  } catch {
    return false;
  }
}

/** Whether a URL may go into `href`, `src` and friends; relative URLs are judged against the page's base URL. */
export function isSafeUrl(value: string): boolean {
  const base = document.baseURI;
  if (base !== verdictsBase || verdicts.size >= URL_VERDICTS_KEPT) {
    verdicts.clear();
    verdictsBase = base;
  }
  let verdict = verdicts.get(value);
  if (verdict === undefined) {
    verdict = judge(value, base);
    verdicts.set(value, verdict);
  }
  return verdict;
}

/** Whether every candidate of a `srcset` is a safe URL (`a.jpg 320w, b.jpg 640w`). */
export function isSafeSrcset(value: string): boolean {
  return value
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .every((url) => url !== '' && isSafeUrl(url));
}
