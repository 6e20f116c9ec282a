// How an element finds the product scope it sits in. One rule: the nearest scope owner provides it, through the
// @lit/context provider on each node it owns (provide-scope.ts). A <shop-product> and each list row's top-level nodes
// (as the row is cloned) are registered here by their provider, and an element takes the value of the nearest
// registered provider up its parents (across shadow roots): a walk up a few nodes, where a `context-request` would
// cost an event dispatched through the page (a grid's 24 rows hold 72 elements, each asking as it is inserted). Code
// outside Shopkit asks the same providers over the standard context protocol, so both read one value.
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

/** What the registry keeps of a provider: its value (a `ContextProvider` of PRODUCT_SCOPE has it). */
export interface ScopeProvider {
  readonly value: ProductScope;
}

/** The providers of the owners' scopes, by the nodes they own. */
const PROVIDERS = new WeakMap<Node, ScopeProvider>();

/**
 * The scope of the nearest marked node at or above `node`, across shadow roots; null outside every owner. With
 * `within`, only a mark below that node counts (a list asking which of its own rows holds a node).
 */
export function markedScope(node: Node, within?: Node): ProductScope | null {
  for (let current: Node | null = node; current && current !== within;) {
    const provider = PROVIDERS.get(current);
    if (provider) return provider.value;
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

/** Registers the provider of `node` (a <shop-product>, or a list row's top-level node). */
export function markScope(node: Node, provider: ScopeProvider): void {
  PROVIDERS.set(node, provider);
}
