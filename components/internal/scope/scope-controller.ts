// Connects an element inside a product or a list row to that product's scope, and re-renders it on every change
// (a variant pinned, a currency switch). Released when the element leaves the page. An element that wants a scope and
// sits in none shows nothing: the console says so.
import type { ReactiveController, ReactiveElement } from 'lit';
import type { ShopkitClient } from '../../../src/index.ts';
import { getDefaultClient } from '../config/client-registry.ts';
import { reportNoProduct } from '../catalogue/report-product.ts';
import type { ProductScope } from './product-scope.ts';
import { markedScope, scopeOwnersDefined, whenScopeOwnersDefined } from './scope-request.ts';

type ScopedHost = ReactiveElement & { client: ShopkitClient | null };

export class ProductScopeController implements ReactiveController {
  scope: ProductScope | null = null;
  #unsubscribe: (() => void) | null = null;
  readonly #host: ScopedHost;
  readonly #wanted: () => boolean;
  readonly #onChange: (scope: ProductScope) => void;

  /** `wanted` says whether the host uses a scope at all (an explicit `product-id` means it does not). */
  constructor(host: ScopedHost, wanted: () => boolean, onChange: (scope: ProductScope) => void = () => {}) {
    this.#host = host;
    this.#wanted = wanted;
    this.#onChange = onChange;
    host.addController(this);
  }

  hostConnected(): void {
    if (!this.#wanted()) return;
    // Inside a defined owner (a list row as it is inserted) the scope is there at once, so the element's first
    // render already shows the product; an owner whose code is still on its way is waited for.
    if (scopeOwnersDefined(this.#host)) this.#connect();
    else void whenScopeOwnersDefined(this.#host).then(() => this.#connect());
  }

  hostDisconnected(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    this.scope = null;
  }

  #connect(): void {
    if (!this.#host.isConnected || this.scope) return;
    const scope = markedScope(this.#host);
    if (!scope) {
      const why = 'sits in no <shop-product> or list row';
      reportNoProduct(this.#host, 'productId' in this.#host ? `has no product-id and ${why}` : why);
      return;
    }
    this.scope = scope;
    // An element inside a product uses the product's client unless it was given one of its own (the default client
    // is left to the element's own resolution, so a later configure() still reaches it).
    const client = scope.client;
    if (!this.#host.client && client && client !== getDefaultClient()) this.#host.client = client;
    const changed = (): void => {
      this.#host.requestUpdate();
      this.#onChange(scope);
    };
    this.#unsubscribe = scope.subscribe(changed);
    changed();
  }
}
