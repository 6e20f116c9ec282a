// The script tag's core, dist/chunks/core-<id>.js: the ES module every page runs once the script tag (cdn.ts) has
// imported it. It holds the client core, the default client configured from the tag's data-* attributes, the element
// registry and the chunk loader; the elements' code comes in groups (scripts/chunk-groups.mjs) the first time their
// tags appear. `api` holds window.Shopkit's members, which the script tag puts there: the file's other exports are what
// the other chunk files import from it, not for the page.
export * as api from './internal/config/public-api.ts';
export { bootShopkit } from './internal/loading/boot.ts';
