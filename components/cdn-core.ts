// The script tag's core, dist/chunks/core-<id>.js: the ES module every page runs once the script tag (cdn.ts) has
// imported it. It holds the client core, the default client configured from the tag's data-* attributes, the element
// registry and the chunk loader; the elements' code comes in groups (scripts/chunk-groups.mjs) the first time their
// tags appear. Its exports are window.Shopkit's members, which bootShopkit puts there.
export * from './internal/loader/public-api.ts';
export { bootShopkit } from './internal/loader/boot.ts';
