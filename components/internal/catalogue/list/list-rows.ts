// The rows of a <shop-product-list>: one bound clone of its template per product, inserted as direct children of the
// list (so the list element itself can be the CSS grid), each with its own product scope. A row is made in one pass:
// its clone is bound and its leaves' content (price text, image, add button state: write-leaves.ts) written before it
// is inserted, so its <shop-price>, <shop-product-image> and <shop-add-to-cart> adopt what is there when they upgrade,
// and every change of its scope (a currency, a variant chosen) is written the same way. A page of rows is put in a few
// at a time, each few in a task of its own (task-pacer.ts), so a tap waits for one few, not for the whole grid. On a
// prerendered page the rows are already there (marked `data-shop-clone`): they are adopted with empty scopes at once,
// so the elements inside find their scope, and bound to the first answer when it lists the same products, a few per
// task as well, writing only what differs.
import type { Product, ShopkitClient } from '../../../../src/index.ts';
import { bindClone, bindFragment, type Binding } from '../../bindings/bind-fragment.ts';
import { markedClones, takeOverClone, type MarkedClone } from '../marked-clones.ts';
import { warnUnknownPath } from '../../bindings/warn-unknown-path.ts';
import { ProductScope } from '../../scope/product-scope.ts';
import { provideScope } from '../../scope/provide-scope.ts';
import { findLeaves, writeLeaves, type Leaves } from '../write-leaves.ts';

/** A row warns once about each binding path the product scope does not have. */
const ROW_BINDING = { checkPath: warnUnknownPath('shop-product-list', 'The product scope') };
import { createTaskPacer, yieldToBrowser } from './task-pacer.ts';

interface Row {
  nodes: ChildNode[];
  scope: ProductScope;
  binding: Binding | null;
  leaves: Leaves;
}

export interface ListRowsOptions {
  host: Element;
  client: () => ShopkitClient | null;
  locale: () => string;
  productUrl: () => string;
  lowStock: () => number;
}

/**
 * Resolves once the Shopkit elements in `nodes` have rendered (an element that is not defined yet has nothing to; one
 * whose update failed shows its own error state).
 */
function whenRendered(nodes: ChildNode[]): Promise<unknown> {
  const updates: Array<Promise<unknown>> = [];
  for (const node of nodes) {
    if (!(node instanceof Element)) continue;
    for (const element of [node, ...node.querySelectorAll('*')])
      if ('updateComplete' in element) updates.push((element as { updateComplete: Promise<unknown> }).updateComplete);
  }
  return Promise.allSettled(updates);
}

export class ListRows {
  #rows: Row[] = [];
  /** The prerendered clones of the rows, still waiting for their first answer. */
  #adopted: MarkedClone[] | null = null;
  readonly #options: ListRowsOptions;

  constructor(options: ListRowsOptions) {
    this.#options = options;
  }

  get products(): Product[] {
    return this.#rows.flatMap((row) => (row.scope.product ? [row.scope.product] : []));
  }

  /** Takes the prerendered rows in the host as its rows, each with a scope that has no product yet. */
  adopt(): void {
    const clones = markedClones(this.#options.host);
    if (clones.length === 0) return;
    this.#rows = clones.map((clone, index) => this.#row(clone.nodes, index + 1));
    this.#adopted = clones;
  }

  /**
   * Shows `products`: appended after the rows there are (`append`), else in place of them, a few per task.
   * When the same products come back in the same order (a currency switch), the rows stay and only their scopes
   * change, as many per task. `progress` is called in each task with the number of rows in so far, so the list's
   * placeholders make room for them in the frame that shows them. Resolves when all are shown; stops between tasks
   * once `signal` is aborted. Adopted rows that show the same products are bound to them the same way.
   */
  async show(
    products: Product[],
    append: boolean,
    signal?: AbortSignal,
    progress = (_shown: number): void => undefined,
  ): Promise<void> {
    const adopted = this.#adopted;
    this.#adopted = null;
    const takeOver =
      adopted !== null &&
      !append &&
      adopted.length === products.length &&
      products.every((p, i) => p.id === adopted[i]!.id);
    const same =
      takeOver ||
      (!append &&
        products.length === this.#rows.length &&
        products.every((p, i) => p.id === this.#rows[i]!.scope.product?.id));
    // The answer usually arrives in a task that has done other work (the code that defines the list, other elements
    // reading theirs): the first rows get a task of their own.
    await yieldToBrowser();
    if (signal?.aborted) return;
    if (!same && !append) this.clear();
    const pacer = createTaskPacer();
    for (let start = 0; start < products.length;) {
      if (start > 0) {
        await pacer.yield();
        if (signal?.aborted) return;
      }
      const few = products.slice(start, start + pacer.next());
      if (takeOver) few.forEach((product, index) => this.#takeOver(start + index, adopted![start + index]!, product));
      else if (same) few.forEach((product, index) => this.#rows[start + index]!.scope.setProduct(product));
      else this.#append(few);
      const shown = same ? this.#rows.slice(start, start + few.length) : this.#rows.slice(-few.length);
      start += few.length;
      progress(same ? start : this.#rows.length);
      // The elements' updates run as microtasks of this task: the pacer learns the task's cost once they have run.
      await whenRendered(shown.flatMap((row) => row.nodes));
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

  #takeOver(index: number, clone: MarkedClone, product: Product): void {
    const row = this.#rows[index]!;
    row.scope.setProduct(product);
    row.binding = takeOverClone(clone, row.scope.data!, ROW_BINDING);
    writeLeaves(row.leaves, row.scope.data!);
  }

  #create(product: Product, position: number): Row {
    const template = this.#options.host.querySelector<HTMLTemplateElement>(':scope > template');
    const fragment = (template?.content.cloneNode(true) as DocumentFragment | undefined) ?? new DocumentFragment();
    const row = this.#row([...fragment.childNodes], position);
    row.scope.setProduct(product);
    row.binding = template
      ? bindClone(template, fragment, row.scope.data!, ROW_BINDING)
      : bindFragment(fragment, row.scope.data!, ROW_BINDING);
    writeLeaves(row.leaves, row.scope.data!);
    return row;
  }

  /** A row of `nodes` with its scope (no product yet), found from any of its nodes. */
  #row(nodes: ChildNode[], position: number): Row {
    const root = nodes.find((node): node is Element => node instanceof Element) ?? this.#options.host;
    const scope = new ProductScope({
      root,
      client: this.#options.client,
      locale: this.#options.locale,
      productUrl: this.#options.productUrl(),
      lowStock: this.#options.lowStock(),
      position,
      writesLeaves: true,
    });
    const row: Row = { nodes, scope, binding: null, leaves: findLeaves(nodes) };
    // The row's own pass comes first on every change: its elements, told next, find their content written.
    scope.subscribe(() => {
      if (!row.binding) return;
      row.binding.update(scope.data!);
      writeLeaves(row.leaves, scope.data!);
    });
    for (const node of nodes) provideScope(node, scope);
    return row;
  }
}
