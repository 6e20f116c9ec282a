// Connects an element inside a product or a list row to that product's scope, and re-renders it on every change
// (a variant pinned, a currency switch). Released when the element leaves the page.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ProductScope } from './product-scope.ts';
import { requestProductScope, whenScopeOwnersDefined } from './scope-request.ts';

export class ProductScopeController implements ReactiveController {
  scope: ProductScope | null = null;
  #unsubscribe: (() => void) | null = null;
  readonly #host: ReactiveControllerHost & Element;
  readonly #wanted: () => boolean;
  readonly #onChange: (scope: ProductScope) => void;

  /** `wanted` says whether the host uses a scope at all (an explicit `product-id` means it does not). */
  constructor(
    host: ReactiveControllerHost & Element,
    wanted: () => boolean,
    onChange: (scope: ProductScope) => void = () => {},
  ) {
    this.#host = host;
    this.#wanted = wanted;
    this.#onChange = onChange;
    host.addController(this);
  }

  hostConnected(): void {
    if (this.#wanted()) void whenScopeOwnersDefined(this.#host).then(() => this.#connect());
  }

  hostDisconnected(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    this.scope = null;
  }

  #connect(): void {
    if (!this.#host.isConnected || this.scope) return;
    const scope = requestProductScope(this.#host);
    if (!scope) return;
    this.scope = scope;
    const changed = (): void => {
      this.#host.requestUpdate();
      this.#onChange(scope);
    };
    this.#unsubscribe = scope.subscribe(changed);
    changed();
  }
}
