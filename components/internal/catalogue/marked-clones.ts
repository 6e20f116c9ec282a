// The clones `shopkit prerender` wrote into an element (docs/design.md, "Prerendered pages"): the top-level elements
// of each filled template carry `data-shop-clone` with what they show (a product's id, a picker option's index), and
// the element that adopts the page takes each clone's elements as its own.
import { bindNodes, type BindOptions, type Binding, type Scope } from '../bindings/bind-fragment.ts';
import { CLONE } from './prerender-marks.ts';

export interface MarkedClone {
  id: string;
  nodes: ChildNode[];
}

/** The host's marked child elements, grouped by their mark, in document order. */
export function markedClones(host: Element): MarkedClone[] {
  const clones = new Map<string, ChildNode[]>();
  for (const element of host.children) {
    const id = element.getAttribute(CLONE);
    if (id !== null) clones.set(id, [...(clones.get(id) ?? []), element]);
  }
  return [...clones].map(([id, nodes]) => ({ id, nodes }));
}

/**
 * Takes a clone over for `scope`: binds its nodes, writing only what differs (bind-fragment.ts's adopt mode). Without
 * a scope (the clone shows something else now) it leaves the page, to make way for a new clone; null then.
 */
export function takeOverClone(clone: MarkedClone, scope: Scope | null, options: BindOptions = {}): Binding | null {
  if (scope) return bindNodes(clone.nodes, scope, { ...options, adopt: true });
  for (const node of clone.nodes) node.remove();
  return null;
}
