// Deleting the analytics and marketing cookies when their category is denied: `_ga`, `_ga_<container>` and `_gid`
// (analytics), `_gcl_<kind>`, `_fbp` and `_fbc` (marketing). Google and Meta write them on the highest domain they
// can (`.example.com` for a page on `shop.example.com`), so each is expired host-only and on every parent domain of
// the page's host; the browser ignores the attempts on public suffixes. Run after the tags were told to stop, so a
// running tag does not write them straight back.
import type { ConsentCategories } from '../../../src/index.ts';

const ANALYTICS_COOKIE = /^(_ga|_ga_.+|_gid)$/;
const MARKETING_COOKIE = /^(_gcl_.+|_fbp|_fbc)$/;

/** The cookie names of the denied categories that the page can see now. */
export function findTrackingCookies(
  categories: Pick<ConsentCategories, 'analytics' | 'marketing'>,
  cookieString: string,
): string[] {
  const names = cookieString
    .split(';')
    .map((pair) => pair.split('=')[0]!.trim())
    .filter(Boolean);
  const denied = (name: string): boolean =>
    (!categories.analytics && ANALYTICS_COOKIE.test(name)) || (!categories.marketing && MARKETING_COOKIE.test(name));
  return [...new Set(names.filter(denied))];
}

/** `shop.example.com` -> `shop.example.com`, `example.com`, `com`; an IP address has no parent domains. */
export function parentDomains(hostname: string): string[] {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':') || !hostname.includes('.')) return [];
  const labels = hostname.split('.');
  return labels.map((_, index) => labels.slice(index).join('.'));
}

/** Expires every tracking cookie of the denied categories; returns the names it found. */
export function clearTrackingCookies(
  categories: Pick<ConsentCategories, 'analytics' | 'marketing'>,
  doc: Document = document,
): string[] {
  const names = findTrackingCookies(categories, doc.cookie);
  const domains = parentDomains(doc.location?.hostname ?? '');
  for (const name of names) {
    doc.cookie = `${name}=; Max-Age=0; Path=/`;
    for (const domain of domains) doc.cookie = `${name}=; Max-Age=0; Path=/; Domain=${domain}`;
  }
  return names;
}
