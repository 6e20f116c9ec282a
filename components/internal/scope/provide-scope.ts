// A scope owner (a <shop-product>, a list row) provides its product scope two ways: a mark on the nodes it owns, which
// Shopkit's own elements find by walking up (scope-request.ts), and an @lit/context provider on each of those that is
// an element, which answers the standard `context-request` event of code outside Shopkit. Only the owners' code
// imports this, so the provider ships with them.
import { ContextProvider } from '@lit/context';
import type { ProductScope } from './product-scope.ts';
import { markScope, PRODUCT_SCOPE } from './scope-request.ts';

export function provideScope(node: Node, scope: ProductScope): void {
  markScope(node, scope);
  if (node instanceof HTMLElement) new ContextProvider(node, { context: PRODUCT_SCOPE, initialValue: scope });
}
