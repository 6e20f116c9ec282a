import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ShopkitClient } from '../../../src/index.ts';
import { getDefaultState, resolveScopedClient, watchDefaultClient } from './client-registry.ts';
import type { ClientState } from './client-registry.ts';

/** What a host gives the controller: its explicit client and what to do once a client (or an error) is known. */
export interface ClientHost extends ReactiveControllerHost, Element {
  client: ShopkitClient | null;
  /** Called with each newly resolved client; returns the unsubscribe functions to call when it is replaced. */
  connectClient(client: ShopkitClient): Array<() => void>;
  clientFailed(error: Error): void;
  /** Called before `connectClient` with a new client: clears an earlier configuration error. */
  clientResolved(): void;
}

/**
 * Resolves an element's client (its `client` property, else the nearest wrapper with `data-publishable-key`, else
 * the default client) and waits for one when none exists yet. Every subscription the host makes for a client is
 * released when the client changes or the host leaves the page.
 */
export class ClientController implements ReactiveController {
  client: ShopkitClient | null = null;
  locale: string | null = null;
  openCartOnAdd = true;
  #error: Error | null = null;
  #cleanups: Array<() => void> = [];
  #unwatch: (() => void) | null = null;
  readonly #host: ClientHost;

  constructor(host: ClientHost) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {
    this.#unwatch = watchDefaultClient(() => this.resolve());
    this.resolve();
  }

  hostDisconnected(): void {
    this.#unwatch?.();
    this.#unwatch = null;
    this.#release();
    this.client = null;
    this.#error = null;
  }

  /** Re-resolves the client and re-renders the host (texts may have changed); connects only a new client. */
  resolve(): void {
    if (!this.#host.isConnected) return;
    this.#host.requestUpdate();
    const explicit = this.#host.client;
    const state: ClientState = explicit
      ? { client: explicit, error: null, locale: null, openCartOnAdd: getDefaultState().openCartOnAdd }
      : (resolveScopedClient(this.#host) ?? getDefaultState());
    this.locale = state.locale;
    this.openCartOnAdd = state.openCartOnAdd;
    if (state.client === this.client && state.error === this.#error) return;
    this.#release();
    this.client = state.client;
    this.#error = state.error;
    if (state.client) {
      this.#host.clientResolved();
      this.#cleanups = this.#host.connectClient(state.client);
    } else if (state.error) this.#host.clientFailed(state.error);
  }

  #release(): void {
    for (const cleanup of this.#cleanups.splice(0)) cleanup();
  }
}
