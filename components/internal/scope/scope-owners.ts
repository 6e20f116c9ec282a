// The elements that own what lies inside them, in one table: a binding walk stops at each of them (each binds its own
// templates: bindings/binding-plan.ts, cart/contents/cart-controls.ts, the prerender's clones), and those that provide
// a product scope are the owners an element inside waits for while they are undefined (scope-request.ts).

/** The owners that provide a product scope to the elements inside them. */
export const PRODUCT_SCOPE_OWNERS = ['shop-product', 'shop-product-list'];

/** Every scope owner: the product's, and those that only bind their own templates. */
export const SCOPE_OWNERS: ReadonlySet<string> = new Set([
  ...PRODUCT_SCOPE_OWNERS,
  'shop-variant-picker',
  'shop-order-confirmation',
  'shop-cart-contents',
  'shop-order-history',
]);
