// The home page's `WebSite` JSON-LD with its `SearchAction` (components/internal/search/site-search-seo.ts): written
// into the head once, replacing one an earlier run wrote, when the page has a search box leading to the site's results.
import { describeSiteSearch } from '../components/prerender-seam.ts';

const MARK = 'data-shop-site-search';

export function writeSiteSearchHead(document: Document, siteUrl: string, name: string): void {
  const data = describeSiteSearch(document, siteUrl, name);
  document.head.querySelector(`script[${MARK}]`)?.remove();
  if (!data) return;
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.setAttribute(MARK, '');
  // `<` escaped: the text can never close the script element, whatever a merchant's name or URL holds.
  script.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
  document.head.append(script);
}
