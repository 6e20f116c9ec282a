// What a search engine learns about a shop's search from its home page: schema.org's `WebSite` with a `SearchAction`
// whose target is the results page of the page's search box (`<shop-search>`'s form), written by `shopkit prerender`
// into the home page as JSON-LD, so a search engine can offer a search box for the shop in its own results.
import { findSearchInput, readSearchForm, searchActionTarget } from './search-targets.ts';

export interface SiteSearchData {
  '@context': 'https://schema.org';
  '@type': 'WebSite';
  url: string;
  name?: string;
  potentialAction: {
    '@type': 'SearchAction';
    target: { '@type': 'EntryPoint'; urlTemplate: string };
    'query-input': 'required name=search_term_string';
  };
}

/**
 * The `WebSite` JSON-LD of a home page at `siteUrl` from its first `<shop-search>` with an input; null when the page
 * has none, or its results page is not an http(s) page of the site's own origin (a search engine ignores it then).
 */
export function describeSiteSearch(document: Document, siteUrl: string, name?: string): SiteSearchData | null {
  const box = [...document.querySelectorAll('shop-search')].find((element) => findSearchInput(element));
  const input = box && findSearchInput(box);
  if (!box || !input) return null;
  const form = readSearchForm(input, box.getAttribute('action') || '/search');
  const results = new URL(form.action);
  if (!/^https?:$/.test(results.protocol) || results.origin !== new URL(siteUrl).origin) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    url: siteUrl,
    ...(name ? { name } : {}),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: searchActionTarget(form) },
      'query-input': 'required name=search_term_string',
    },
  };
}
