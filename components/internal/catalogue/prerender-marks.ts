// The marks a prerendered page carries for the elements that adopt it (docs/design.md, "Prerendered pages"). The
// prerender (prerender/) writes them; <shop-product>, <shop-product-list>, <shop-price> and <shop-product-image> read
// them to keep the markup they find instead of rendering it again.

/** On a `<shop-product>` or `<shop-product-list>`: the currency of the prices written. On a leaf: present. */
export const PRERENDERED = 'data-shop-prerendered';
/** On a `<shop-product-list>`: the query its rows were read with, as URL parameters (list-query.ts's names). */
export const PRERENDERED_QUERY = 'data-shop-query';
/** On every top-level element of a filled template clone: the id of the product it shows. */
export const CLONE = 'data-shop-clone';
/** On a `data-shop-html` target: the hash of the HTML it was filled from (bindings/source-hash.ts). */
export const HTML_HASH = 'data-shop-html-hash';
/** The part names of a prerendered `<shop-price>`'s texts (the element's own parts are in its shadow root). */
export const PRICE_PART = 'data-shop-part';
