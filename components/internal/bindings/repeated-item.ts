// Which item of a `data-shop-each` list an element was cloned for: the repeat records it on the top-level nodes of
// every clone it makes (and again on every update), so an owner can act on the item a merchant's button sits in.

/** The item of a list that a clone was made for. */
export interface RepeatedItem {
  /** The list's path (`cart.lines`). */
  path: string;
  item: unknown;
  index: number;
}

const REPEATED = new WeakMap<Node, RepeatedItem>();

/** Records what a clone's top-level nodes show now. */
export function rememberRepeatedItem(nodes: readonly Node[], item: RepeatedItem): void {
  for (const node of nodes) REPEATED.set(node, item);
}

/**
 * The nearest repeated item around `element` inside `root` (the innermost list wins), or with `path` the nearest
 * item of that list (a button in a line's list of options still finds its line); null when there is none.
 */
export function repeatedItemOf(element: Element, root: Element, path?: string): RepeatedItem | null {
  for (let node: Node | null = element; node && node !== root; node = node.parentNode) {
    const found = REPEATED.get(node);
    if (found && (path === undefined || found.path === path)) return found;
  }
  return null;
}
