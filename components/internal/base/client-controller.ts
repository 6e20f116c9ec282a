import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ShopkitClient } from '../../../src/index.ts';
import { getDefaultState, resolveScopedClient, watchDefaultClient } from '../config/client-registry.ts';
import type { ClientState } from '../config/client-registry.ts';

/** What a host gives the controller: its explicit client and what to do once a client is known. */
export interface ClientHost extends ReactiveControllerHost, Element {
  client: ShopkitClient | null;
  /** Called with each newly resolved client; returns the unsubscribe functions to call when it is replaced. */
  connectClient(client: ShopkitClient): Array<() => void>;
}

/**
 * How a host shows its configuration: the error that left it without a client, or null once a client is known
 * (before `connectClient`, so an earlier configuration error is cleared). Every element base shows it the same way:
 * the error state for the operation `configure`.
 */
export type ShowConfiguration = (error: Error | null) => void;

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
  readonly #show: ShowConfiguration;

  constructor(host: ClientHost, show: ShowConfiguration) {
    this.#host = host;
    this.#show = show;
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
      this.#show(null);
      this.#cleanups = this.#host.connectClient(state.client);
    } else if (state.error) this.#show(state.error);
  }

  #release(): void {
    for (const cleanup of this.#cleanups.splice(0)) cleanup();
  }
}
