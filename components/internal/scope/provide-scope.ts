// A scope owner (a <shop-product>, a list row) provides its product scope through an @lit/context provider on each node
// it owns that is an element: it answers the standard `context-request` event of code outside Shopkit, and Shopkit's
// own elements read the same provider's value from the registry (scope-request.ts) by walking up, without an event.
// Only the owners' code imports this, so the provider ships with them.
import { ContextProvider } from '@lit/context';
import type { ProductScope } from './product-scope.ts';
import { markScope, PRODUCT_SCOPE } from './scope-request.ts';

export function provideScope(node: Node, scope: ProductScope): void {
  const provider =
    node instanceof HTMLElement ? new ContextProvider(node, { context: PRODUCT_SCOPE, initialValue: scope }) : null;
  markScope(node, provider ?? { value: scope });
}
