// How an element finds the product scope it sits in. One rule: the nearest scope owner provides it, marked on the
// nodes it owns. A <shop-product> marks itself and a list row its top-level nodes (as it clones them) with their
// ProductScope, and an element takes the nearest mark up its parents (across shadow roots): a walk up a few nodes,
// where a request would cost an event dispatched through the page (a grid's 24 rows hold 72 elements, each asking as
// it is inserted). Code outside Shopkit asks over the standard context protocol: each owner's marked nodes are
// @lit/context providers of the same scope (provide-scope.ts), so the nearest one answers a `context-request` event.
// The context's key is `Symbol.for`'s, so a consumer built with another copy of Shopkit (the script tag beside an npm
// import) or none (any library that speaks the protocol with the same key) finds it. An owner that is not defined yet
// (the script loads its chunk later) is waited for first.
import type { Context } from '@lit/context';
import type { ProductScope } from './product-scope.ts';
import { PRODUCT_SCOPE_OWNERS } from './scope-owners.ts';

/**
 * The context of the product an element sits in: a `<shop-product>`'s, or a list row's. A context is its key (what
 * @lit/context's `createContext` returns); written as one, the modules that only look scopes up do not reach
 * @lit/context's providers, which ship with the owners (provide-scope.ts).
 */
export const PRODUCT_SCOPE = Symbol.for('shopkit-storefront.product-scope') as Context<symbol, ProductScope>;

/** The owners of a product scope that are not defined yet. */
const UNDEFINED_OWNERS = PRODUCT_SCOPE_OWNERS.map((tag) => `${tag}:not(:defined)`).join();

/** The scopes their owners provide, by the nodes they own. */
const SCOPES = new WeakMap<Node, ProductScope>();

/**
 * The scope of the nearest marked node at or above `node`, across shadow roots; null outside every owner. With
 * `within`, only a mark below that node counts (a list asking which of its own rows holds a node).
 */
export function markedScope(node: Node, within?: Node): ProductScope | null {
  for (let current: Node | null = node; current && current !== within;) {
    const scope = SCOPES.get(current);
    if (scope) return scope;
    current = current instanceof ShadowRoot ? current.host : current.parentNode;
  }
  return null;
}

/** Whether every scope owner around `element` is defined. */
export const scopeOwnersDefined = (element: Element): boolean => element.closest(UNDEFINED_OWNERS) === null;

/** Resolves when every undefined scope owner around `element` is defined (at once when there is none). */
export async function whenScopeOwnersDefined(element: Element): Promise<void> {
  for (let owner = element.closest(UNDEFINED_OWNERS); owner; owner = element.closest(UNDEFINED_OWNERS)) {
    await customElements.whenDefined(owner.localName);
  }
}

/** Marks `node` (a <shop-product>, or a list row's top-level node) with the scope it provides. */
export function markScope(node: Node, scope: ProductScope): void {
  SCOPES.set(node, scope);
}
