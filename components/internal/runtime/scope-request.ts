// How an element finds the product scope it sits in: it dispatches a bubbling, composed `shop-scope-request`, and the
// nearest <shop-product> or <shop-product-list> (for the row it is in) answers and stops it. An owner that is not
// defined yet (the script loads its chunk later) is waited for, then asked again.
import type { ProductScope } from '../catalogue/product-scope.ts';

export const SCOPE_REQUEST = 'shop-scope-request';
const OWNERS = 'shop-product:not(:defined), shop-product-list:not(:defined)';

export class ScopeRequestEvent extends Event {
  scope: ProductScope | null = null;
  constructor() {
    super(SCOPE_REQUEST, { bubbles: true, composed: true });
  }
}

/** The scope around `element` now, or null. */
export function requestProductScope(element: Element): ProductScope | null {
  const event = new ScopeRequestEvent();
  element.dispatchEvent(event);
  return event.scope;
}

/** Whether every scope owner around `element` is defined. */
export const scopeOwnersDefined = (element: Element): boolean => element.closest(OWNERS) === null;

/** Resolves when every undefined scope owner around `element` is defined (at once when there is none). */
export async function whenScopeOwnersDefined(element: Element): Promise<void> {
  for (let owner = element.closest(OWNERS); owner; owner = element.closest(OWNERS)) {
    await customElements.whenDefined(owner.localName);
  }
}

/** Makes `host` answer scope requests from inside it with what `find` returns for the requesting element. */
export function answerScopeRequests(host: Element, find: (requester: Element) => ProductScope | null): void {
  host.addEventListener(SCOPE_REQUEST, (event) => {
    const requester = event.composedPath()[0];
    if (requester === host || !(requester instanceof Element) || !(event instanceof ScopeRequestEvent)) return;
    const scope = find(requester);
    if (!scope) return;
    event.scope = scope;
    event.stopPropagation();
  });
}
