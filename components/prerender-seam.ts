// What the prerender command (prerender/) takes from the elements, declared in one place: it fills a page's catalogue
// elements over jsdom with the same modules the elements use in the browser (the bindings engine, the product scope,
// the list's query and paths, the marks a page adopts), so a prerendered page and a rendered one cannot drift apart.
// prerender/ imports the elements only through this module (.dependency-cruiser.mjs, rule `prerender-through-seam`);
// a name it needs is added here, where a change to what the command depends on shows.

// The bindings engine, and the rules it sanitizes HTML with.
export { bindClone, ITEM_MARK } from './internal/bindings/bind-fragment.ts';
export { readBinding, toText } from './internal/bindings/resolve-path.ts';
export { sourceHash } from './internal/bindings/source-hash.ts';
export { showStateBlocks } from './internal/bindings/state-blocks.ts';
export { currentPurifier, purifyHtml } from './internal/bindings/purify-html.ts';
export { HTML_ATTRIBUTES, HTML_ELEMENTS } from './internal/bindings/sanitize-html.ts';

// The product scope, and what the scoped price and image show.
export { SCOPE_OWNERS } from './internal/scope/scope-owners.ts';
export { ProductScope, type ProductScopeData } from './internal/scope/product-scope.ts';
export { writeImage, writePrice } from './internal/catalogue/write-leaves.ts';

// The catalogue's pages: product URLs and SEO, the list's query, paths, links and controls, the prerender's marks.
export { CLONE, HTML_HASH, PRERENDERED, PRERENDERED_QUERY, PRICE_PART } from './internal/catalogue/prerender-marks.ts';
export { createProductSeo } from './internal/catalogue/product-seo.ts';
export { buildProductUrl, resolveProductUrlPattern } from './internal/catalogue/product-url.ts';
export { DEFAULT_LIMIT, listBaseFilters, readListPage, type ListQuery } from './internal/catalogue/list/list-query.ts';
export { listPath, parseListPath } from './internal/catalogue/list/list-paths.ts';
export { listHref, type ListUrlStyle } from './internal/catalogue/list/list-location.ts';
export { updateControls, type ListControlsHost } from './internal/catalogue/list/list-controls.ts';
export { writeQueryMark } from './internal/catalogue/list/query-mark.ts';

// The search box's results page, for the home page's WebSite JSON-LD.
export { describeSiteSearch } from './internal/search/site-search-seo.ts';

// The elements' texts, for the list's controls.
export { textsFor } from './internal/texts/i18n.ts';
