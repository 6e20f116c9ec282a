// Deleting the analytics and marketing cookies when their category is denied: `_ga`, `_ga_<container>` and `_gid`
// (analytics), `_gcl_<kind>`, `_fbp` and `_fbc` (marketing). Google and Meta write them on the highest domain they
// can (`.example.com` for a page on `shop.example.com`), so each is expired host-only and on every parent domain of
// the page's host; the browser ignores the attempts on public suffixes. Run after the tags were told to stop, so a
// running tag does not write them straight back.
import type { ConsentCategories } from '../../../src/index.ts';
import { findTrackingCookies } from './find-tracking-cookies.ts';

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
