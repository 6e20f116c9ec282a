// How an element finds the product scope it sits in, over the standard context protocol (@lit/context's
// `context-request` event, so other libraries' providers and consumers interoperate): it dispatches a request for
// PRODUCT_SCOPE, and the nearest <shop-product> or <shop-product-list> (for the row it is in) answers and stops it.
// An owner that is not defined yet (the script loads its chunk later) is waited for, then asked again.
import { ContextEvent, createContext } from '@lit/context';
import type { ProductScope } from '../catalogue/product-scope.ts';

/** The context of the product an element sits in. */
export const PRODUCT_SCOPE = createContext<ProductScope>(Symbol('shopkit.productScope'));

// The product owners are also among bindings/binding-plan.ts's SCOPE_OWNERS. Deriving one list from the other costs
// every page that sells a cross-chunk import (about 40 B gzip, over the checkout page's ceiling), so both name them.
const OWNERS = 'shop-product:not(:defined), shop-product-list:not(:defined)';

/** The scope around `element` now, or null. */
export function requestProductScope(element: Element): ProductScope | null {
  let scope: ProductScope | null = null;
  element.dispatchEvent(new ContextEvent(PRODUCT_SCOPE, element, (value) => (scope = value)));
  return scope;
}

/** Whether every scope owner around `element` is defined. */
export const scopeOwnersDefined = (element: Element): boolean => element.closest(OWNERS) === null;

/** Resolves when every undefined scope owner around `element` is defined (at once when there is none). */
export async function whenScopeOwnersDefined(element: Element): Promise<void> {
  for (let owner = element.closest(OWNERS); owner; owner = element.closest(OWNERS)) {
    await customElements.whenDefined(owner.localName);
  }
}

/** Makes `host` answer product-scope requests from inside it with what `find` returns for the requesting element. */
export function answerScopeRequests(host: HTMLElement, find: (requester: Element) => ProductScope | null): void {
  host.addEventListener('context-request', (event) => {
    if (event.context !== PRODUCT_SCOPE || event.contextTarget === host) return;
    const scope = find(event.contextTarget);
    if (!scope) return;
    event.stopPropagation();
    event.callback(scope);
  });
}
