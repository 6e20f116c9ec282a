// The rows of a <shop-product-list>: one bound clone of its template per product, inserted as direct children of the
// list (so the list element itself can be the CSS grid), each with its own product scope. A page of rows is put in a
// few at a time, each few in a task of its own (with the elements inside upgraded and rendered there, task-pacer.ts),
// so the page stays responsive while 24 cards arrive: a tap waits for one few, not for the whole grid.
import type { Product, ShopkitClient } from '../../../src/index.ts';
import { bindClone, bindFragment, type Binding } from '../bindings/bind-fragment.ts';
import { ProductScope } from './product-scope.ts';
import { createTaskPacer } from './task-pacer.ts';

interface Row {
  nodes: ChildNode[];
  scope: ProductScope;
  binding: Binding | null;
}

export interface ListRowsOptions {
  host: Element;
  client: () => ShopkitClient | null;
  locale: () => string;
  productUrl: () => string;
  lowStock: () => number;
}

export class ListRows {
  #rows: Row[] = [];
  readonly #byNode = new WeakMap<Node, Row>();
  readonly #options: ListRowsOptions;

  constructor(options: ListRowsOptions) {
    this.#options = options;
  }

  get products(): Product[] {
    return this.#rows.map((row) => row.scope.product!);
  }

  /** The scope of the row a node is in (null outside every row). */
  scopeOf(node: Node): ProductScope | null {
    for (let current: Node | null = node; current; current = current.parentNode) {
      const row = this.#byNode.get(current);
      if (row) return row.scope;
      if (current === this.#options.host) return null;
    }
    return null;
  }

  /**
   * Shows `products`: appended after the rows there are (`append`), else in place of them, a few per task.
   * When the same products come back in the same order (a currency switch), the rows stay and only their scopes
   * change, as many per task. `progress` is called in each task with the number of rows in so far, so the list's
   * placeholders make room for them in the frame that shows them. Resolves when all are shown; stops between tasks
   * once `signal` is aborted.
   */
  async show(
    products: Product[],
    append: boolean,
    signal?: AbortSignal,
    progress = (_shown: number): void => undefined,
  ): Promise<void> {
    const same =
      !append &&
      products.length === this.#rows.length &&
      products.every((p, i) => p.id === this.#rows[i]!.scope.product?.id);
    if (!same && !append) this.clear();
    const pacer = createTaskPacer();
    for (let start = 0; start < products.length;) {
      if (start > 0) {
        await pacer.yield();
        if (signal?.aborted) return;
      }
      const few = products.slice(start, start + pacer.next());
      if (same) few.forEach((product, index) => this.#rows[start + index]!.scope.setProduct(product));
      else this.#append(few);
      start += few.length;
      progress(same ? start : this.#rows.length);
    }
  }

  #append(products: Product[]): void {
    const start = this.#rows.length;
    const rows = products.map((product, index) => this.#create(product, start + index + 1));
    const anchor = this.#rows.at(-1)?.nodes.at(-1) ?? this.#options.host.querySelector(':scope > template');
    const nodes = rows.flatMap((row) => row.nodes);
    if (anchor) anchor.after(...nodes);
    else this.#options.host.prepend(...nodes);
    this.#rows.push(...rows);
  }

  clear(): void {
    for (const row of this.#rows.splice(0)) for (const node of row.nodes) node.remove();
  }

  #create(product: Product, position: number): Row {
    const template = this.#options.host.querySelector<HTMLTemplateElement>(':scope > template');
    const fragment = (template?.content.cloneNode(true) as DocumentFragment | undefined) ?? new DocumentFragment();
    const nodes = [...fragment.childNodes];
    const root = nodes.find((node): node is Element => node instanceof Element) ?? this.#options.host;
    const scope = new ProductScope({
      root,
      client: this.#options.client,
      locale: this.#options.locale,
      productUrl: this.#options.productUrl(),
      lowStock: this.#options.lowStock(),
      position,
    });
    const row: Row = { nodes, scope, binding: null };
    scope.subscribe(() => row.binding?.update(scope.data!));
    scope.setProduct(product);
    row.binding = template ? bindClone(template, fragment, scope.data!) : bindFragment(fragment, scope.data!);
    for (const node of nodes) this.#byNode.set(node, row);
    return row;
  }
}
